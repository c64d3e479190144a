import { describe, expect, it } from 'vitest';
import { amountsIn } from '@benji/shared';
import { OfflineEngine } from '../../src/assistant/providers/offline/offline-engine';
import { claim, event, ledgerEntry, request } from './fixtures/context';

// Past-tense questions are answered from the records, and what the records lack is said to be unknown.

const engine = new OfflineEngine();
const diary = [
  event('2026-02-12', 'documents_sent', 'E-mailed the plumber’s invoice and the photos to the adjuster', 'to_insurer'),
  event('2026-02-27', 'payment_received', 'Cheque for $6,450 on actual cash value, $1,900 recoverable depreciation held back'),
];
const ask = async (message: string) => engine.reply(await request(message, { claims: [claim({ events: diary })] }));

describe('questions the records answer', () => {
  it('lists the money on record by what it is, and says what is not recorded', async () => {
    const reply = await ask('how much did the insurance company pay us up to now?');
    expect(reply).toContain('Paid to you: $6,450 (February 27, 2026)');
    expect(reply).toContain('Held back (recoverable depreciation): $1,900');
    expect(reply).toContain('records no offer');
  });

  it('answers what is still to come from the payments ledger, net of what was released', async () => {
    const ledger = [
      ledgerEntry('acv_payment', 1_220_000, '2026-02-20'),
      ledgerEntry('depreciation_held_back', 410_000, '2026-02-20'),
      ledgerEntry('depreciation_released', 110_000, '2026-03-15'),
      ledgerEntry('living_expense_incurred', 96_000, '2026-02-25'),
      ledgerEntry('living_expense_reimbursed', 60_000, '2026-03-01'),
    ];
    const reply = await engine.reply(await request('what do we still get from them?', { claims: [claim({ ledger })] }));
    expect(reply).toContain('Paid to you so far: $13,900');
    expect(reply).toContain('Still held back (recoverable depreciation): $3,000');
    expect(reply).toContain(
      'Still to claim: the $3,000 held back, once the work is done and invoiced; and the $360 of living expenses not yet reimbursed.',
    );
  });

  it('gives the date of the diary entry a question names, or says the diary does not say', async () => {
    expect(await ask('when did we send the plumber invoice?')).toContain('February 12, 2026 — E-mailed the plumber’s invoice');
    expect(await ask("when did the adjuster's engineer visit the house?")).toContain('**Your claim diary does not say.**');
  });
});

describe('amounts read with their role', () => {
  it('reads "actual cash value" as the basis of a payment, not a value the user gives', () => {
    expect(amountsIn('Paid $5,200 actual cash value', 'diary').map((amount) => amount.kind)).toEqual(['payment']);
    expect(amountsIn('the painting was valued at $900', 'question').map((amount) => amount.kind)).toEqual(['value']);
  });
});
