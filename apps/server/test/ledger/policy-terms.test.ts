import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, ZLedgerPolicyTerms, ledgerPaths } from '@benji/shared';
import { bearer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildPdf } from '../assistant/fixtures/pdf';
import { uploadsClient, validUploadFields } from '../uploads/upload-requests';
import { claimWithLedger } from './ledger-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A policy written for this test: the coverage on one page, its cap in a sentence of its own.
const policyWith = (capSentence: string) =>
  buildPdf([
    [{ text: 'Section I - Property Coverages. We cover the dwelling and personal property.' }],
    [
      { heading: 'Coverage D - Loss of Use' },
      { text: `If a loss makes your home unfit to live in, we pay additional living expense. ${capSentence}` },
    ],
  ]);

async function claimWithPolicy(pdf: Buffer | null) {
  const owner = await claimWithLedger(t.app);
  const files = pdf ? [{ data: pdf, filename: 'policy.pdf' }] : [];
  const response = await uploadsClient(t.app, owner.access).create({ ...validUploadFields(), claim_id: String(owner.claimId) }, files);
  expect(response.statusCode).toBe(201);
  return owner;
}

const termsOf = (claimId: number, access: string) =>
  t.app.inject({ method: 'GET', url: ledgerPaths.policyTerms(claimId), headers: bearer(access) });

describe('GET my-claims/{id}/ledger/policy-terms/', () => {
  it('reads the living-expense limit of the claim’s own policy: a sum, a daily rate and a period, with the page', async () => {
    const owner = await claimWithPolicy(
      await policyWith('We pay up to $150 per day, for no more than 12 months, and never more than $36,000 in total.'),
    );
    const response = await termsOf(owner.claimId, owner.access);
    expect(response.statusCode).toBe(200);
    expect(ZLedgerPolicyTerms.parse(response.json())).toEqual({
      policy: 'read',
      living_expenses: { page: 2, sum_cents: 3_600_000, rate: { cents: 15_000, per: 'day' }, period: { count: 12, unit: 'month' } },
    });
  });

  it('says when the policy sets no limit, when there is no policy, and when the claim has none uploaded', async () => {
    const noCap = await claimWithPolicy(await policyWith('Payment ends when the repairs are done.'));
    expect((await termsOf(noCap.claimId, noCap.access)).json()).toEqual({ policy: 'read', living_expenses: null });
    const noPdf = await claimWithPolicy(null);
    expect((await termsOf(noPdf.claimId, noPdf.access)).json()).toEqual({ policy: 'none', living_expenses: null });
  });

  it('answers 401 without a token, 404 for another user’s claim and 400 for a bad id', async () => {
    const owner = await claimWithPolicy(await policyWith('We pay up to $20,000.'));
    const noToken = await t.app.inject({ method: 'GET', url: ledgerPaths.policyTerms(owner.claimId) });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ detail: AuthMessage.notAuthenticated });
    const stranger = await claimWithLedger(t.app);
    expect((await termsOf(owner.claimId, stranger.access)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/my-claims/0/ledger/policy-terms/', headers: bearer(owner.access) })).statusCode,
    ).toBe(400);
  });
});
