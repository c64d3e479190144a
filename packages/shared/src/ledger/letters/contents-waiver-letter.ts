import type { LetterText } from './letter-text';
import type { LedgerLetterWords } from './words/ledger-letter-words';

/**
 * After a total loss, asks the insurer to pay the contents without an item-by-item inventory. Built
 * from the claim's own facts only; the ledger records no contents limit, so it is the user's to fill.
 */
export function contentsWaiverLetter(words: LedgerLetterWords): LetterText {
  return { subject: words.contentsWaiver.subject, body: words.toAdjuster(words.contentsWaiver.body) };
}
