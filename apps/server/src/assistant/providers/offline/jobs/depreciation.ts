import { toAdjuster } from '@benji/shared';
import { latestAmount, type Facts } from '../../../facts/claim-facts';
import { longDate } from '../format';
import { renderDraft } from '../letters/draft';

/** A request to release the recoverable depreciation held back until the repairs were done. */
export function depreciation(facts: Facts): string {
  const holdback = latestAmount(facts, 'holdback');
  const payment = latestAmount(facts, 'payment');
  const body = toAdjuster(`
${payment ? `You paid ${payment.text} on the actual cash value basis${payment.on ? ` on ${longDate(payment.on)}` : ''}, and` : 'You'} held back [Amount Held Back] in recoverable depreciation until the repairs or replacement were completed.

The work is now complete: it was finished on [Date Work Was Completed], at a cost of [Final Cost]. The final invoices and photos of the finished work are attached.

Please release the recoverable depreciation of [Amount Held Back] and confirm in writing the amount and the date you will pay it.`);
  return renderDraft(facts, {
    intro: `**Request to release recoverable depreciation**${holdback ? ` of ${holdback.text}${holdback.on ? ` (held back on ${longDate(holdback.on)})` : ''}` : ''}.`,
    subject: 'Release of Recoverable Depreciation - Claim [Claim Number]',
    body: holdback ? body.replaceAll('[Amount Held Back]', holdback.text) : body,
    notes: ['Many policies set a time limit for completing repairs to recover depreciation (often 180 days or a year): check your loss settlement condition.'],
  });
}
