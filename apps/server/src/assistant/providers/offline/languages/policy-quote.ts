import type { RankedPassage } from '../../../retrieval/passage-search';
import { quoteIn } from '../letters/localized-policy-quote';
import type { LetterLanguage } from './letter-words';

// The policy's passage on the job's subject, after a French or Spanish answer: the policy's words
// quoted as written, in whatever language the policy is in, with its page and section heading.

const LEAD: Record<LetterLanguage, string> = { fr: 'Ce que dit votre police à ce sujet :', es: 'Lo que dice su póliza al respecto:' };

export const policySaysIn = (language: LetterLanguage, passage: RankedPassage): string =>
  `${LEAD[language]}\n${quoteIn(language, passage)}`;
