import type { AssistantContext } from '../../../engine';
import type { RankedPassage } from '../../../retrieval/passage-search';
import { FRENCH_POLICY_ANSWER } from '../languages/french-policy-answer';
import { letterWords, type LetterLanguage } from '../languages/letter-words';
import { SPANISH_POLICY_ANSWER } from '../languages/spanish-policy-answer';
import { passageParts } from '../policy-answer';

const PAGE: Record<LetterLanguage, string> = { fr: 'Page', es: 'Página' };
const UNAVAILABLE = { fr: FRENCH_POLICY_ANSWER, es: SPANISH_POLICY_ANSWER };

/** quote() in the language: the page and the policy's own heading, then its words quoted as written. */
export function quoteIn(language: LetterLanguage, passage: RankedPassage): string {
  const { heading, words } = passageParts(passage);
  return `**${PAGE[language]} ${passage.page}${heading ? ` — ${heading}` : ''}${letterWords(language).colon}**\n“${words}”`;
}

/** policyUnavailable() in the language: why no quote can be given, or null when the policy is readable. */
export function policyUnavailableIn(language: LetterLanguage, context: AssistantContext): string | null {
  const details = context.claimDetails;
  const words = UNAVAILABLE[language];
  if (!details || details.policyTextStatus === 'none') return words.noPolicy;
  if (details.policyTextStatus === 'no_text') return words.scanned(details.policyFilename);
  return null;
}
