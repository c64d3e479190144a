import { describe, expect, it } from 'vitest';
import { amountsIn } from '@benji/shared';
import { gatherFacts, latestAmount } from '../../src/assistant/facts/claim-facts';
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
