import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_AMOUNT_MAX_CENTS, LEDGER_ENTRIES_MAX, LedgerMessage, ZLedgerEntryWithMessage, todayUtc } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimWithLedger, validEntry } from './ledger-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tomorrow = () => todayUtc(new Date(Date.now() + 24 * 60 * 60 * 1000));

describe('adding an entry', () => {
  it('stores it and answers it with the direction its kind gives', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    const response = await ledger.add(claimId, validEntry());
    expect(response.statusCode).toBe(201);
    const { message, entry } = ZLedgerEntryWithMessage.parse(response.json());
    expect(message).toBe(LedgerMessage.added);
    expect(entry).toMatchObject({
      claim_id: claimId,
      kind: 'acv_payment',
      direction: 'to_policyholder',
      amount_cents: 1_215_000,
      occurred_on: '2024-05-10',
      payee: 'Jane Policyholder',
      joint_payee: '',
      endorsement_status: 'not_needed',
    });
    expect((await ledger.read(claimId)).entries).toEqual([entry]);
  });

  it('takes a cheque made out jointly with the mortgage company, awaiting its endorsement', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    const entry = await ledger.create(claimId, { joint_payee: 'First Bank (mortgagee)', endorsement_status: 'awaiting_endorsement' });
    expect(entry).toMatchObject({ joint_payee: 'First Bank (mortgagee)', endorsement_status: 'awaiting_endorsement' });
    expect((await ledger.read(claimId)).totals.awaiting_endorsement_cents).toBe(1_215_000);
  });

  it('takes today, and a deductible as paid by the policyholder', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    const entry = await ledger.create(claimId, {
      kind: 'deductible',
      amount_cents: 100_000,
      occurred_on: todayUtc(),
      payee: undefined,
      note: undefined,
    });
    expect(entry).toMatchObject({ direction: 'by_policyholder', occurred_on: todayUtc(), payee: '', note: '' });
  });

  it.each([
    ['an amount of zero', { amount_cents: 0 }, 'amount_cents', LedgerMessage.amountCents],
    ['a negative amount', { amount_cents: -500 }, 'amount_cents', LedgerMessage.amountCents],
    ['an amount over the maximum', { amount_cents: LEDGER_AMOUNT_MAX_CENTS + 1 }, 'amount_cents', LedgerMessage.amountCents],
    ['an amount as text', { amount_cents: '$12,150' }, 'amount_cents', LedgerMessage.amountCents],
    ['a fraction of a cent', { amount_cents: 12.5 }, 'amount_cents', LedgerMessage.amountCents],
    ['no amount', { amount_cents: undefined }, 'amount_cents', LedgerMessage.amountCents],
    ['a date in the future', { occurred_on: tomorrow() }, 'occurred_on', LedgerMessage.dateFuture],
    ['an impossible date', { occurred_on: '2024-02-30' }, 'occurred_on', LedgerMessage.dateInvalid],
    ['a date not written YYYY-MM-DD', { occurred_on: '05/10/2024' }, 'occurred_on', LedgerMessage.dateInvalid],
    ['an unknown kind', { kind: 'lottery_win' }, 'kind', LedgerMessage.kindUnknown],
    [
      'a bad endorsement status',
      { joint_payee: 'First Bank', endorsement_status: 'signed' },
      'endorsement_status',
      LedgerMessage.endorsementUnknown,
    ],
    [
      'a joint payee with no endorsement status',
      { joint_payee: 'First Bank' },
      'endorsement_status',
      LedgerMessage.jointPayeeNeedsEndorsement,
    ],
    [
      'an endorsement status with no joint payee',
      { endorsement_status: 'endorsed' },
      'joint_payee',
      LedgerMessage.endorsementNeedsJointPayee,
    ],
    [
      'a joint payee on a deductible',
      { kind: 'deductible', joint_payee: 'First Bank', endorsement_status: 'endorsed' },
      'joint_payee',
      LedgerMessage.jointPayeeOnlyOnPayments,
    ],
    ['a note over 500 characters', { note: 'x'.repeat(501) }, 'note', 'Ensure this field has not more than 500 characters.'],
    ['a payee over 150 characters', { payee: 'x'.repeat(151) }, 'payee', 'Ensure this field has not more than 150 characters.'],
  ])('refuses %s, naming the field, and stores nothing', async (_name, change, field, message) => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    const response = await ledger.add(claimId, validEntry(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
    expect((await ledger.read(claimId)).entries).toEqual([]);
  });

  it('refuses a date before the date of incident', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    const response = await ledger.add(claimId, validEntry({ occurred_on: '2024-04-01' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ occurred_on: [LedgerMessage.dateBeforeIncident('2024-04-02')] });
    expect((await ledger.read(claimId)).entries).toEqual([]);
  });

  it('refuses an entry past the cap with 409, and stores nothing', async () => {
    const { claimId, ledger } = await claimWithLedger(t.app);
    // Straight into the table: the write limit would take hours to reach the cap through the API.
    await t.execute(
      sql`insert into claim_ledger_entries (claim_id, kind, amount_cents, occurred_on) select ${claimId}, 'other_payment', 100, '2024-05-01' from generate_series(1, ${LEDGER_ENTRIES_MAX})`,
    );
    const response = await ledger.add(claimId, validEntry());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: LedgerMessage.tooManyEntries(LEDGER_ENTRIES_MAX) });
    expect((await ledger.read(claimId)).entries).toHaveLength(LEDGER_ENTRIES_MAX);
  });
});
