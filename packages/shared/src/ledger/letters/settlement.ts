import { amountsText, linesOf, money, sumOf, type LetterLine } from './figures';
import type { LedgerLetterWords } from './words/ledger-letter-words';

// The two facts of a replacement-cost settlement a depreciation letter starts from, each stated
// only from entries of its own kind: what was paid on the actual cash value basis, and what was
// held back. A kind with no entry is a placeholder: the nearest other figure is never a stand-in.

export const ACV_PAID = '[Actual Cash Value Paid]';
export const AMOUNT_HELD_BACK = '[Amount Held Back]';

/** What is still held back: what was held less what was released, or the placeholder where the ledger shows none. */
export function stillHeldBack(entries: readonly LetterLine[], words: LedgerLetterWords): string {
  const remaining = sumOf(linesOf(entries, 'depreciation_held_back')) - sumOf(linesOf(entries, 'depreciation_released'));
  return remaining > 0 ? money(remaining, words) : AMOUNT_HELD_BACK;
}

/** What was paid on the actual cash value basis and what was held back (and since released), in the words' language. */
export function settlementText(entries: readonly LetterLine[], words: LedgerLetterWords): string {
  const payments = linesOf(entries, 'acv_payment');
  const held = linesOf(entries, 'depreciation_held_back');
  const released = linesOf(entries, 'depreciation_released');
  return words.settlement({
    acvPaid: payments.length > 0 ? amountsText(payments, words) : ACV_PAID,
    heldBack: held.length > 0 ? amountsText(held, words) : AMOUNT_HELD_BACK,
    released:
      held.length > 0 && released.length > 0 ? { amounts: amountsText(released, words), still: stillHeldBack(entries, words) } : null,
  });
}
