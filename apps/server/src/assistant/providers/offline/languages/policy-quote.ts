import type { RankedPassage } from '../../../retrieval/passage-search';
import { passageParts } from '../policy-answer';
import type { LetterLanguage } from './letter-words';

// The policy's passage on the job's subject, after a French or Spanish answer: the policy's words
// quoted as written, in whatever language the policy is in, with its page and section heading.

const WRITTEN: Record<LetterLanguage, (page: number, heading: string | null, words: string) => string> = {
  fr: (page, heading, words) => `Ce que dit votre police à ce sujet :\n**Page ${page}${heading ? ` — ${heading}` : ''} :**\n« ${words} »`,
  es: (page, heading, words) => `Lo que dice su póliza al respecto:\n**Página ${page}${heading ? ` — ${heading}` : ''}:**\n«${words}»`,
};

export function policySaysIn(language: LetterLanguage, passage: RankedPassage): string {
  const { heading, words } = passageParts(passage);
  return WRITTEN[language](passage.page, heading, words);
}
