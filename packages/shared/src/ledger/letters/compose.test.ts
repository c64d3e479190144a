import { describe, expect, it } from 'vitest';
import { composeLedgerLetter } from './compose';
import { LEDGER_LETTER_KINDS } from './kinds';

const HOLDBACK = { kind: 'depreciation_held_back' as const, amount_cents: 350_000, occurred_on: '2026-05-10', payee: '', note: '' };

describe('the ledger letters', () => {
  it.each(LEDGER_LETTER_KINDS)('%s: a subject naming the claim and a letter in the template store’s frame', (kind) => {
    const { subject, body } = composeLedgerLetter(kind, { entries: [HOLDBACK], livingLimit: null });
    expect(subject).toMatch(/ - Claim \[Claim Number\]$/);
    expect(body.startsWith('[Date]\n\n[Insurance Company]\nAttention: [Adjuster Name]')).toBe(true);
    expect(body.endsWith('Email: [Your Email]')).toBe(true);
  });

  it('the depreciation explanation states the holdback as the holdback, and the missing payment as a placeholder', () => {
    const { body } = composeLedgerLetter('depreciation-explanation', { entries: [HOLDBACK], livingLimit: null });
    expect(body).toContain('You paid me [Actual Cash Value Paid] on the actual cash value basis. You held back $3,500 on May 10, 2026');
    expect(body).toContain('1. The replacement cost before depreciation.');
  });

  it('the contents waiver states no ledger figure and leaves the contents limit to the user', () => {
    const { body } = composeLedgerLetter('contents-waiver', { entries: [HOLDBACK], livingLimit: null });
    expect(body).not.toContain('$');
    expect(body).toContain('the contents limit of my policy, [Contents Coverage Limit]');
    expect(body).toContain('My home at [Loss Location] was a total loss on [Date of Loss] ([Type of Loss]).');
  });
});
