import { itemized, linesOf, type LetterLine } from './figures';
import type { LetterText } from './letter-text';
import { settlementText, stillHeldBack } from './settlement';
import type { LedgerLetterWords } from './words/ledger-letter-words';

/**
 * Asks for the recoverable depreciation held back, now that the work is done and paid for. The
 * ledger gives the payment, the holdback and what the policyholder paid the contractors; the day
 * the work was finished is the user's to fill: no payment date stands in for it.
 */
export function releaseLetter(entries: readonly LetterLine[], words: LedgerLetterWords): LetterText {
  const paid = linesOf(entries, 'contractor_payment');
  const { release } = words;
  return {
    subject: release.subject,
    body: words.toAdjuster(
      release.body(
        settlementText(entries, words),
        paid.length > 0 ? itemized(paid, words.totalPaid, words) : release.invoicesPlaceholder,
        stillHeldBack(entries, words),
      ),
    ),
  };
}
