import { amountsText, linesOf, money, sumOf, type LetterLine } from './figures';

// The two facts of a replacement-cost settlement a depreciation letter starts from, each stated
// only from entries of its own kind: what was paid on the actual cash value basis, and what was
// held back. A kind with no entry is a placeholder: the nearest other figure is never a stand-in.

export const ACV_PAID = '[Actual Cash Value Paid]';
export const AMOUNT_HELD_BACK = '[Amount Held Back]';

export function acvPaid(entries: readonly LetterLine[]): string {
  const payments = linesOf(entries, 'acv_payment');
  return `You paid me ${payments.length > 0 ? amountsText(payments) : ACV_PAID} on the actual cash value basis.`;
}

/** What is still held back: what was held less what was released, or the placeholder where the ledger shows none. */
export function stillHeldBack(entries: readonly LetterLine[]): string {
  const remaining = sumOf(linesOf(entries, 'depreciation_held_back')) - sumOf(linesOf(entries, 'depreciation_released'));
  return remaining > 0 ? money(remaining) : AMOUNT_HELD_BACK;
}

export function heldBack(entries: readonly LetterLine[]): string {
  const held = linesOf(entries, 'depreciation_held_back');
  const released = linesOf(entries, 'depreciation_released');
  const holding = `You held back ${held.length > 0 ? amountsText(held) : AMOUNT_HELD_BACK} in recoverable depreciation until the repairs or replacement were completed.`;
  if (held.length === 0 || released.length === 0) return holding;
  return `${holding} You have since released ${amountsText(released)}, so ${stillHeldBack(entries)} is still held back.`;
}
