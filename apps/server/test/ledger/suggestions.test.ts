import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLedgerSuggestions, ledgerPaths } from '@benji/shared';
import { bearer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { diaryClient } from '../diary/diary-requests';
import { claimWithLedger } from './ledger-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ledger entries offered from the diary', () => {
  it('offers the diary’s payment, holdback and deductible in their roles, until each is entered', async () => {
    const { claimId, access, ledger } = await claimWithLedger(t.app);
    const diary = diaryClient(t.app, access);
    await diary.create(claimId, {
      occurred_on: '2024-05-02',
      kind: 'payment_received',
      summary: 'Cheque of $9,800 on actual cash value, with $2,400 of depreciation held back',
      items: [],
    });
    await diary.create(claimId, {
      occurred_on: '2024-05-03',
      kind: 'note',
      direction: null,
      channel: null,
      summary: 'Our deductible is $500',
      items: [],
    });
    const offered = async () => {
      const response = await t.app.inject({ method: 'GET', url: ledgerPaths.suggestions(claimId), headers: bearer(access) });
      expect(response.statusCode).toBe(200);
      return ZLedgerSuggestions.parse(response.json()).suggestions.map(({ kind, amount_cents }) => `${kind} ${amount_cents}`);
    };
    expect(await offered()).toEqual(['acv_payment 980000', 'depreciation_held_back 240000', 'deductible 50000']);

    await ledger.create(claimId, { kind: 'acv_payment', amount_cents: 980_000, occurred_on: '2024-05-02' });
    expect(await offered()).toEqual(['depreciation_held_back 240000', 'deductible 50000']);
  });

  it('offers nothing for a diary without amounts', async () => {
    const { claimId, access } = await claimWithLedger(t.app);
    await diaryClient(t.app, access).create(claimId);
    const response = await t.app.inject({ method: 'GET', url: ledgerPaths.suggestions(claimId), headers: bearer(access) });
    expect(response.json()).toEqual({ suggestions: [] });
  });

  it('refuses a claim id that is not a positive whole number', async () => {
    const { access } = await claimWithLedger(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/my-claims/abc/ledger/suggestions/', headers: bearer(access) });
    expect(response.statusCode).toBe(400);
  });
});
