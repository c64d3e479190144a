import { describe, expect, it } from 'vitest';
import { amountsIn } from '@benji/shared';
import { gatherFacts, latestAmount, placeholderValues } from '../../src/assistant/facts/claim-facts';
import { datesIn } from '../../src/assistant/facts/dates';
import { disputeOffer } from '../../src/assistant/providers/offline/jobs/dispute-offer';
import { claim, context, event } from './fixtures/context';

// Every amount carries the role the sentence around it gives it. A letter states a figure only in
// its role: what a similar car sold for is evidence, never the insurer's offer.

describe('the role of an amount', () => {
  it('reads a comparable sale as a comparable, even beside the word offer', () => {
    const [comparable] = amountsIn('a similar truck sold for $31,900 last month, way above what they offered', 'question');
    expect(comparable).toMatchObject({ kind: 'comparable', value: 31_900 });
    expect(amountsIn('the same trim is listed at $29,450 two towns over', 'question')[0]?.kind).toBe('comparable');
    expect(amountsIn('they offered $24,600 for the truck', 'question')[0]?.kind).toBe('offer');
    expect(amountsIn('the roofer quoted $21,000 and his final invoice was $19,850', 'question').map((amount) => amount.kind)).toEqual([
      'estimate',
      'invoice',
    ]);
  });

  it('builds a dispute on the offer on record, not on a comparable the user names', () => {
    const records = context({
      claims: [
        claim({
          typeOfClaim: 'Collision (Accident)',
          events: [event('2026-03-01', 'offer_received', 'Total loss offer of $24,600 for the truck')],
        }),
      ],
    });
    const message = 'write the dispute. a similar truck sold for $31,900 last month, way more than their offer';
    const facts = gatherFacts(records, message);
    expect(latestAmount(facts, 'offer')?.value).toBe(24_600);
    const letter = disputeOffer(facts, message, []);
    expect(letter).toContain('built on the offer of $24,600');
    expect(letter).not.toMatch(/offer of \$3[01],/);
  });
});

describe('the role of a date', () => {
  const today = '2026-03-10';
  it('reads what each date in the user’s words is the date of', () => {
    const roles = (text: string) => datesIn(text, 'question', today).map((date) => `${date.role} ${date.on}`);
    expect(roles('the adjuster came out on March 3 and I sent the receipts on March 6')).toEqual([
      'inspection 2026-03-03',
      'documents_sent 2026-03-06',
    ]);
    expect(roles('they denied it on February 25, 2026, a week after the pipe burst on Feb 18')).toEqual([
      'denial 2026-02-25',
      'loss 2026-02-18',
    ]);
    expect(roles('I need it done by April 30')).toEqual(['deadline 2026-04-30']);
  });

  it('fills the payment date and the denial letter’s date from the diary, and only a written denial’s', () => {
    const paid = gatherFacts(
      context({ claims: [claim({ events: [event('2026-03-02', 'payment_received', 'Cheque of $8,200')] })] }),
      'confirm the payment',
    );
    expect(placeholderValues(paid)['Payment Date']).toBe('March 2, 2026');
    const inWriting = claim({ events: [event('2026-02-25', 'denial_received', 'Denial letter', 'from_insurer', 'letter')] });
    const onThePhone = claim({ events: [event('2026-02-25', 'denial_received', 'Denied on a call', 'from_insurer', 'phone')] });
    expect(placeholderValues(gatherFacts(context({ claims: [inWriting] }), 'appeal'))['Denial Letter Date']).toBe('February 25, 2026');
    expect(placeholderValues(gatherFacts(context({ claims: [onThePhone] }), 'appeal'))['Denial Letter Date']).toBeFalsy();
  });

  it('gives a payment named only in the question no other payment’s date', () => {
    const records = context({ claims: [claim({ events: [event('2026-01-15', 'payment_received', 'Advance of $2,000')] })] });
    const facts = gatherFacts(records, 'write a letter confirming they paid me $8,200');
    expect(placeholderValues(facts)['Payment Amount']).toBe('$8,200');
    expect(placeholderValues(facts)['Payment Date']).toBeFalsy();
  });
});
