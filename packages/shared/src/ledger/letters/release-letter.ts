import { toAdjuster } from '../../templates/data/compose';
import { itemized, linesOf, type LetterLine } from './figures';
import { acvPaid, heldBack, stillHeldBack } from './settlement';
import type { LetterText } from './letter-text';

/**
 * Asks for the recoverable depreciation held back, now that the work is done and paid for. The
 * ledger gives the payment, the holdback and what the policyholder paid the contractors; the day
 * the work was finished is the user's to fill: no payment date stands in for it.
 */
export function releaseLetter(entries: readonly LetterLine[]): LetterText {
  const paid = linesOf(entries, 'contractor_payment');
  return {
    subject: 'Release of Recoverable Depreciation - Claim [Claim Number]',
    body: toAdjuster(`
${acvPaid(entries)} ${heldBack(entries)}

The repairs or replacement are now complete: the work was finished on [Date Work Was Completed]. I have paid for it as follows:
${paid.length > 0 ? itemized(paid, 'Total paid') : '[Invoices Paid: Contractor, Date, Amount]'}

Copies of the paid invoices and receipts, and photos of the finished work, are attached.

Please release the recoverable depreciation of ${stillHeldBack(entries)} and confirm in writing the amount and the date you will pay it.`),
  };
}
