import type { TLivingExpenseLimit } from '../policy-terms';
import { contentsWaiverLetter } from './contents-waiver-letter';
import { depreciationExplanationLetter } from './depreciation-explanation-letter';
import type { LetterLine } from './figures';
import type { TLedgerLetterKind } from './kinds';
import type { LetterText } from './letter-text';
import { livingExpensesLetter } from './living-expenses-letter';
import { releaseLetter } from './release-letter';

export interface LedgerLetterInput {
  entries: readonly LetterLine[];
  /** The living-expense limit the claim's policy states, when it states one. */
  livingLimit: TLivingExpenseLimit | null;
}

/** One of the money page's letters, with the ledger's figures in their roles and the claim's [Placeholders] still to fill. */
export function composeLedgerLetter(kind: TLedgerLetterKind, { entries, livingLimit }: LedgerLetterInput): LetterText {
  switch (kind) {
    case 'depreciation-release':
      return releaseLetter(entries);
    case 'living-expenses':
      return livingExpensesLetter(entries, livingLimit);
    case 'depreciation-explanation':
      return depreciationExplanationLetter(entries);
    case 'contents-waiver':
      return contentsWaiverLetter();
  }
}
