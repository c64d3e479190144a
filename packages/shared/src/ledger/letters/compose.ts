import type { TLivingExpenseLimit } from '../policy-terms';
import { contentsWaiverLetter } from './contents-waiver-letter';
import { depreciationExplanationLetter } from './depreciation-explanation-letter';
import type { LetterLine } from './figures';
import type { TLedgerLetterKind } from './kinds';
import type { LetterText } from './letter-text';
import { livingExpensesLetter } from './living-expenses-letter';
import { releaseLetter } from './release-letter';
import { blanksNamedIn } from '../../templates/blank-names';
import type { TemplateLanguage } from '../../templates/languages';
import { ENGLISH_LEDGER_LETTERS } from './words/english';
import { FRENCH_LEDGER_LETTERS } from './words/french';
import type { LedgerLetterWords } from './words/ledger-letter-words';
import { SPANISH_LEDGER_LETTERS } from './words/spanish';

export interface LedgerLetterInput {
  entries: readonly LetterLine[];
  /** The living-expense limit the claim's policy states, when it states one. */
  livingLimit: TLivingExpenseLimit | null;
  /** The letter's language, which writes its sentences, dates and sums: English unless said. */
  language?: TemplateLanguage;
}

const WORDS: Record<TemplateLanguage, LedgerLetterWords> = {
  en: ENGLISH_LEDGER_LETTERS,
  'fr-CA': FRENCH_LEDGER_LETTERS,
  'es-US': SPANISH_LEDGER_LETTERS,
};

/**
 * One of the money page's letters, with the ledger's figures in their roles and the claim's
 * [Placeholders] still to fill, named in the letter's language.
 */
export function composeLedgerLetter(kind: TLedgerLetterKind, input: LedgerLetterInput): LetterText {
  const language = input.language ?? 'en';
  const { subject, body } = composed(kind, input, WORDS[language]);
  return { subject: blanksNamedIn(subject, language), body: blanksNamedIn(body, language) };
}

function composed(kind: TLedgerLetterKind, { entries, livingLimit }: LedgerLetterInput, words: LedgerLetterWords): LetterText {
  switch (kind) {
    case 'depreciation-release':
      return releaseLetter(entries, words);
    case 'living-expenses':
      return livingExpensesLetter(entries, livingLimit, words);
    case 'depreciation-explanation':
      return depreciationExplanationLetter(entries, words);
    case 'contents-waiver':
      return contentsWaiverLetter(words);
  }
}
