import { describe, expect, it } from 'vitest';
import { gatherFacts } from '../../src/assistant/facts/claim-facts';
import { choiceTheRecordsMake, jobInContext } from '../../src/assistant/understanding/job-in-context';
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
const job = (message: string, overrides = {}) => jobInContext('dispute_offer', message, gatherFacts(context(overrides), message));

describe('a question heard as a dispute, read against the claim', () => {
  it('is about the holdback when it names the amount held back', () => {
    expect(job('what do I need to do to recover the $2,480 they kept back on the contents', heldBack)).toBe('depreciation');
  });

  it('is about the coverage when no offer or payment is on record', () => {
    expect(job('my roofer quoted 23,860 - does the policy cover replacing the roof?')).toBe('policy_question');
  });

  it('stays a dispute when a letter is asked for, or an offer is there to answer', () => {
    expect(job('can you write the dispute for the $2,480?', heldBack)).toBe('dispute_offer');
    expect(job('their offer is way too low, my contractor says $21,480', offered)).toBe('dispute_offer');
    expect(job('is that offer fair? my contractor says $21,480', offered)).toBe('dispute_offer');
  });

  it('searches the policy for the clause of the job understand() decided: the loss settlement for the holdback, appraisal for a dispute', () => {
    const asked = {
      understanding: {
        kind: 'jobs' as const,
        requests: [{ job: 'depreciation' as const, text: 'when do I receive the $2,480 they held back', confidence: 0.7 }],
      },
      pastedEmail: null,
      language: 'en' as const,
    };
    expect(retrievalQuery(asked, asked.understanding.requests[0]!.text)).toContain('replacement cost actual cash value');
    const requested = {
      understanding: {
        kind: 'jobs' as const,
        requests: [{ job: 'dispute_offer' as const, text: 'write the dispute letter', confidence: 0.7 }],
      },
      pastedEmail: null,
      language: 'en' as const,
    };
    expect(retrievalQuery(requested, requested.understanding.requests[0]!.text)).toContain('appraisal appraiser umpire');
  });
});

describe('a new loss, read against the claim', () => {
  const recent = { claims: [claim({ dateOfIncident: '2026-03-01' })] };
  const incident = (message: string, overrides = {}) => jobInContext('incident', message, gatherFacts(context(overrides), message));

  it('is the open claim when the claim is recent and of the same kind', () => {
    expect(incident('water is still coming up through the floor drain, what now', recent)).toBe('next_steps');
  });

  it('is a new loss when the claim is old, or the loss is of another kind', () => {
    expect(incident('water is still coming up through the floor drain, what now')).toBe('incident');
    expect(incident('someone broke into my car last night, what now', recent)).toBe('incident');
  });
});

describe('a choice the records make', () => {
  const choices = ['policy_question', 'dispute_offer', 'depreciation'] as const;
  const choose = (message: string, overrides = {}) => choiceTheRecordsMake(choices, message, gatherFacts(context(overrides), message));

  it('is the holdback when the message names the amount held back on record', () => {
    expect(choose('the $2,480 for the furniture, what happens with it', heldBack)).toBe('depreciation');
  });

  it('is the policy when the user asks for their own figure', () => {
    expect(choose('and what is my deductible on this')).toBe('policy_question');
  });

  it('is none when the amount is not the one held back, or nothing is held back', () => {
    expect(choose('the $2,481 for the furniture, what happens with it', heldBack)).toBeNull();
    expect(choose('the $2,480 for the furniture, what happens with it')).toBeNull();
  });
});

describe('a term asked about', () => {
  const term = (message: string) => jobInContext('explain_term', message, gatherFacts(context(), message));

  it('is the user’s own figure when they ask for theirs, and its meaning otherwise', () => {
    expect(term("what's my wind and hail deductible")).toBe('policy_question');
    expect(term('what are our coverage limits for the garage')).toBe('policy_question');
    expect(term('what is a named storm deductible')).toBe('explain_term');
    expect(term('what does my adjuster mean by ACV')).toBe('explain_term');
  });
});
