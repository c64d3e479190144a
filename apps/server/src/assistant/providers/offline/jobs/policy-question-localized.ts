import type { OtherReplyLanguage } from '../localized-composers';
import type { JobInput } from '../composers';
import { bullets, paragraphs } from '../format';
import { FRENCH_POLICY_ANSWER } from '../languages/french-policy-answer';
import { verdictSentence, type PolicyAnswerWords, type VerdictToSay } from '../languages/policy-answer-words';
import { SPANISH_POLICY_ANSWER } from '../languages/spanish-policy-answer';
import { headingLabel } from '../../../policy/segments';
import { policyUnavailableIn } from '../letters/localized-policy-quote';
import type { PolicyFinding } from '../../../policy/types';
import { policyReading } from './policy-question';

// The answer about the user's policy written in French or Spanish: the same verdict, quotes and
// questions for the adjuster as the English answer, each sentence written whole in the language,
// the policy's words quoted as written (a French policy in French, an English one in English).

const WORDS: Record<OtherReplyLanguage, PolicyAnswerWords> = { fr: FRENCH_POLICY_ANSWER, es: SPANISH_POLICY_ANSWER };

/** The pages the verdict rests on: its own, then the others quoted beside it; a definition only explains a word. */
function pagesOf(finding: PolicyFinding): number[] {
  const quoted = finding.deciding.filter((passage) => passage.clause !== 'definition').map((passage) => passage.page);
  const own = finding.figures?.page;
  return [...new Set(own !== undefined ? [own, ...quoted] : quoted)].sort((a, b) => a - b);
}

/** The policy's verdict as one sentence in the language; null when the verdict is not yet written in it. */
export const verdictIn = (language: OtherReplyLanguage, finding: PolicyFinding): string | null =>
  verdictSentence(WORDS[language], { verdict: finding.verdict, figures: finding.figures ?? {}, pages: pagesOf(finding) });

export function policyAnswerIn(language: OtherReplyLanguage): (input: JobInput) => string | null {
  const words = WORDS[language];
  return ({ text, context, facts }) => {
    const unavailable = policyUnavailableIn(language, context);
    if (unavailable) return unavailable;
    const details = context.claimDetails!;
    const { finding, notes } = policyReading(text, context, facts);
    // The notes (a shared limit, the item's age, a peril's own deductible) are written in English
    // only: rather than leave them out, the whole answer is given in English.
    if (notes.length > 0) return null;
    const said: VerdictToSay = { verdict: finding.verdict, figures: finding.figures ?? {}, pages: pagesOf(finding) };
    const verdict = verdictSentence(words, said);
    if (verdict === null) return null;
    const body =
      finding.verdict === 'not_found'
        ? [words.searched(details.policyFilename, details.policyPageCount), words.tryOtherWords]
        : [
            words.fromPolicy(details.policyFilename),
            ...finding.deciding.map(
              (passage) =>
                `**${words.quoteHeading(passage.page, passage.heading ? headingLabel(passage.heading) : null, passage.clause)}**\n${words.quote(passage.text)}`,
            ),
          ];
    const deductible = finding.figures?.deductibles !== undefined;
    return paragraphs(`**${verdict}**`, ...body, `${words.askLead}\n${bullets(words.ask(said, deductible))}`, words.notLegalAdvice);
  };
}
