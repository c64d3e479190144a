import type { LetterLine } from './figures';
import type { LetterText } from './letter-text';
import { settlementText } from './settlement';
import type { LedgerLetterWords } from './words/ledger-letter-words';

/** Asks how the depreciation on the claim was worked out, item by item, from the settlement the ledger records. */
export function depreciationExplanationLetter(entries: readonly LetterLine[], words: LedgerLetterWords): LetterText {
  const { depreciationExplanation } = words;
  return {
    subject: depreciationExplanation.subject,
    body: words.toAdjuster(depreciationExplanation.body(settlementText(entries, words))),
  };
}
