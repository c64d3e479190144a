import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerMessage, ZLedgerEntryWithMessage } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimWithLedger } from './ledger-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('changing an entry', () => {
  it('changes the fields sent, keeps the others, and answers the entry as stored', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    const entry = await ledger.create(claimId);
    const response = await ledger.change(claimId, entry.id, { amount_cents: 1_300_000, note: 'Revised after re-inspection' });
    expect(response.statusCode).toBe(200);
    const changed = ZLedgerEntryWithMessage.parse(response.json());
    expect(changed.message).toBe(LedgerMessage.updated);
    expect(changed.entry).toEqual({ ...entry, amount_cents: 1_300_000, note: 'Revised after re-inspection' });
    expect((await ledger.read(claimId)).entries).toEqual([changed.entry]);
  });

  it('moves a joint cheque from awaiting endorsement to deposited', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    const entry = await ledger.create(claimId, { joint_payee: 'First Bank (mortgagee)', endorsement_status: 'awaiting_endorsement' });
    const response = await ledger.change(claimId, entry.id, { endorsement_status: 'deposited' });
    expect(response.statusCode).toBe(200);
    const { totals } = await ledger.read(claimId);
    expect([totals.awaiting_endorsement_cents, totals.paid_to_date_cents]).toEqual([0, 1_215_000]);
  });

  it.each([
    ['an amount of zero', { amount_cents: 0 }, 'amount_cents', LedgerMessage.amountCents],
    ['an unknown kind', { kind: 'refund' }, 'kind', LedgerMessage.kindUnknown],
    ['a bad endorsement status', { endorsement_status: 'maybe' }, 'endorsement_status', LedgerMessage.endorsementUnknown],
    // Valid alone, wrong over what is stored: the entry has no joint payee.
    [
      'an endorsement with no joint payee on the entry',
      { endorsement_status: 'endorsed' },
      'joint_payee',
      LedgerMessage.endorsementNeedsJointPayee,
    ],
    ['a date before the date of incident', { occurred_on: '2024-01-01' }, 'occurred_on', LedgerMessage.dateBeforeIncident('2024-04-02')],
    ['a note over 500 characters', { note: 'x'.repeat(501) }, 'note', 'Ensure this field has not more than 500 characters.'],
  ])('refuses %s and changes nothing', async (_name, change, field, message) => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    const entry = await ledger.create(claimId);
    const response = await ledger.change(claimId, entry.id, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
    expect((await ledger.read(claimId)).entries).toEqual([entry]);
  });

  it('answers an entry that does not exist as not found', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    const response = await ledger.change(claimId, 2_000_000_000, { amount_cents: 100 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: LedgerMessage.notFound });
  });
});

describe('deleting an entry', () => {
  it('deletes it, and a second delete finds nothing', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    const kept = await ledger.create(claimId, { kind: 'deductible', amount_cents: 100_000 });
    const entry = await ledger.create(claimId);
    const response = await ledger.remove(claimId, entry.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: LedgerMessage.deleted });
    expect((await ledger.read(claimId)).entries).toEqual([kept]);
    expect((await ledger.remove(claimId, entry.id)).statusCode).toBe(404);
  });
});

describe('the totals', () => {
  it('answers an empty ledger with zero totals', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    const { entries, totals } = await ledger.read(claimId);
    expect(entries).toEqual([]);
    expect(totals).toMatchObject({ paid_to_date_cents: 0, held_back_cents: 0, deductible_cents: 0 });
  });

  it('follow every add, change and delete', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    await ledger.create(claimId, { amount_cents: 1_215_000 });
    const held = await ledger.create(claimId, { kind: 'depreciation_held_back', amount_cents: 725_000 });
    const released = await ledger.create(claimId, { kind: 'depreciation_released', amount_cents: 300_000, occurred_on: '2024-08-01' });
    await ledger.create(claimId, { kind: 'living_expense_incurred', amount_cents: 184_000, payee: 'Airport Inn' });
    const reimbursed = await ledger.create(claimId, { kind: 'living_expense_reimbursed', amount_cents: 120_000 });
    await ledger.create(claimId, { kind: 'deductible', amount_cents: 100_000 });

    let { totals } = await ledger.read(claimId);
    expect(totals).toMatchObject({
      paid_to_date_cents: 1_215_000 + 300_000 + 120_000,
      held_back_cents: 425_000,
      deductible_cents: 100_000,
      living_expenses: { incurred_cents: 184_000, reimbursed_cents: 120_000, outstanding_cents: 64_000 },
    });
    expect(totals.by_kind).toMatchObject({ acv_payment: 1_215_000, depreciation_held_back: 725_000, contractor_payment: 0 });

    await ledger.change(claimId, released.id, { amount_cents: 725_000 });
    await ledger.change(claimId, reimbursed.id, { amount_cents: 184_000 });
    ({ totals } = await ledger.read(claimId));
    expect([totals.held_back_cents, totals.living_expenses.outstanding_cents, totals.paid_to_date_cents]).toEqual([
      0,
      0,
      1_215_000 + 725_000 + 184_000,
    ]);

    await ledger.remove(claimId, held.id);
    await ledger.remove(claimId, released.id);
    ({ totals } = await ledger.read(claimId));
    expect([totals.held_back_cents, totals.paid_to_date_cents, totals.by_kind.depreciation_released]).toEqual([0, 1_215_000 + 184_000, 0]);
  });

  it('lists entries by date, whatever order they were entered in', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    await ledger.create(claimId, { occurred_on: '2024-07-01' });
    await ledger.create(claimId, { occurred_on: '2024-05-01' });
    await ledger.create(claimId, { occurred_on: '2024-06-01' });
    expect((await ledger.read(claimId)).entries.map((entry) => entry.occurred_on)).toEqual(['2024-05-01', '2024-06-01', '2024-07-01']);
  });
});
