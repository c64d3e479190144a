import { describe, expect, it } from 'vitest';
import { gatherFacts } from '../../src/assistant/facts/claim-facts';
import { questionBehindDispute } from '../../src/assistant/providers/offline/jobs/question-behind-dispute';
import { retrievalQuery } from '../../src/assistant/understanding/retrieval-query';
import { claim, context, event } from './fixtures/context';

const heldBack = {
  claims: [
    claim({
      events: [event('2026-03-01', 'payment_received', 'Paid $6,120 actual cash value, $2,480 held back as recoverable depreciation')],
    }),
  ],
};
const offered = { claims: [claim({ events: [event('2026-03-01', 'offer_received', 'Offer of $12,150 for the basement')] })] };
const job = (message: string, overrides = {}) => questionBehindDispute(gatherFacts(context(overrides), message), message);

describe('a question heard as a dispute', () => {
  it('is about the holdback when it names the amount held back', () => {
    expect(job('how do i get the $2,480 back for the contents', heldBack)).toBe('depreciation');
  });

  it('is about the coverage when no offer or payment is on record', () => {
    expect(job('will they pay for a whole new roof? roofer says 23,860')).toBe('policy_question');
  });

  it('stays a dispute when a letter is asked for, or an offer is there to answer', () => {
    expect(job('can you write the dispute for the $2,480?', heldBack)).toBeNull();
    expect(job('their offer is way too low, my contractor says $21,480', offered)).toBeNull();
    expect(job('is that offer fair? my contractor says $21,480', offered)).toBeNull();
  });

  it('searches the policy for the loss settlement clause, not the appraisal clause', () => {
    const asked = {
      understanding: {
        kind: 'jobs' as const,
        requests: [{ job: 'dispute_offer' as const, text: 'how do i get the $2,480 back', confidence: 0.7 }],
      },
      pastedEmail: null,
    };
    expect(retrievalQuery(asked, asked.understanding.requests[0]!.text)).toContain('replacement cost actual cash value');
    const requested = {
      understanding: {
        kind: 'jobs' as const,
        requests: [{ job: 'dispute_offer' as const, text: 'write the dispute letter', confidence: 0.7 }],
      },
      pastedEmail: null,
    };
    expect(retrievalQuery(requested, requested.understanding.requests[0]!.text)).toContain('appraisal appraiser umpire');
  });
});
