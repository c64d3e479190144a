import { describe, expect, it } from 'vitest';
import { OfflineEngine } from '../../src/assistant/providers/offline/offline-engine';
import { DETAILS, claim, event, requestFor } from './fixtures/context';

// A question to a letter job gets an answer; the letter waits until it is asked for.

const engine = new OfflineEngine();
const paidWithHoldback = [
  claim({
    events: [event('2026-03-01', 'payment_received', 'Paid $12,900 on actual cash value; $3,100 held back until the work is done')],
  }),
];

describe('questions about money a letter is for', () => {
  it('explains how the holdback is recovered, with the amount on record and the policy’s time limit', async () => {
    const reply = await engine.reply(
      await requestFor('depreciation', 'when would we see the money they kept back?', { claims: paidWithHoldback }),
    );
    expect(reply).toMatch(/^\*\*How you get the held-back depreciation:\*\*/);
    expect(reply).toContain('**$3,100** is recorded as held back');
    expect(reply).toContain('final invoices or receipts');
    expect(reply).toContain('Say “write the release request”');
    expect(reply).not.toContain('Subject:');
  });

  it('reads the holdback from the payments ledger, net of what was released', async () => {
    const ledger = [
      { id: 1, claim_id: 1, kind: 'depreciation_held_back' as const, direction: 'held_back' as const, amount_cents: 520_000 },
      { id: 2, claim_id: 1, kind: 'depreciation_released' as const, direction: 'to_policyholder' as const, amount_cents: 200_000 },
    ].map((entry) => ({
      ...entry,
      occurred_on: '2026-03-01',
      payee: '',
      note: '',
      joint_payee: '',
      endorsement_status: 'not_needed' as const,
    }));
    const reply = await engine.reply(
      await requestFor('depreciation', 'when do we get the rest of the depreciation?', { claims: [claim({ ledger })] }),
    );
    expect(reply).toContain('**$3,200** is recorded as held back');
  });

  it('says the records show no holdback rather than guessing one', async () => {
    const reply = await engine.reply(await requestFor('depreciation', 'how does the depreciation come back to us?'));
    expect(reply).toContain('Your records do not show an amount held back yet');
  });

  it('writes the letter when the user asks for it', async () => {
    const reply = await engine.reply(
      await requestFor('depreciation', 'the work is finished, write to them for the amount held back', { claims: paidWithHoldback }),
    );
    expect(reply).toContain('Subject: Release of Recoverable Depreciation');
  });

  it('answers a story told without a request; the letter is for when one is asked', async () => {
    const told = await engine.reply(
      await requestFor('living_expenses', 'the cottage has stood empty since the spring and last week the shutters were pried open'),
    );
    expect(told).not.toContain('Subject:');
    expect(told).toMatch(/^\*\*Additional living expenses/);
    const asked = await engine.reply(
      await requestFor(
        'living_expenses',
        'we have been at a motel for two weeks since the fire, please write to the adjuster for those costs',
      ),
    );
    expect(asked).toContain('Subject:');
  });

  it('answers what living expenses pay, with the amounts named and the policy’s clause', async () => {
    const reply = await engine.reply(
      await requestFor('living_expenses', 'we paid $415 for a motel and $96 for takeout while the floors dried, does that count?'),
    );
    expect(reply).toMatch(/^\*\*Additional living expenses \(loss of use\):\*\*/);
    expect(reply).toContain('$415 + $96 = $511');
    expect(reply).toContain('Not counted: your usual rent or mortgage');
    expect(reply).toMatch(/What your policy says:\n\*\*Page \d/);
    expect(reply).not.toContain('Subject:');
  });
});

describe('a term the glossary does not hold', () => {
  it('is read in the policy when there is one, and said to be unknown when there is none', async () => {
    const withPolicy = await engine.reply(await requestFor('explain_term', 'what does occurrence mean in my policy'));
    expect(withPolicy).not.toContain('**Your claim**');
    const withoutPolicy = await engine.reply(
      await requestFor('explain_term', 'what does occurrence mean', { claimDetails: { ...DETAILS, policyTextStatus: 'none' } }),
    );
    expect(withoutPolicy).toContain('I have no plain-words entry for that term');
  });
});
