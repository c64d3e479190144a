import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClaimDeadlines, type TDeadline } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInClaimant } from '../claims/claim-requests';
import { diaryClient } from '../diary/diary-requests';
import { ledgerClient } from './ledger-requests';

// The ledger's payments from the insurer count for the deadlines as the diary's do: California's
// replacement-cost holdback clock (Ins. Code §2051.5(b)) starts on the first payment.

const CALIFORNIA_FIRE = {
  country_of_incident: 'United States',
  city_of_incident: 'Sacramento',
  region: 'CA',
  type_of_claim: 'House Fire',
  date_of_incident: '2026-03-01',
};
const HOLDBACK = 'us-ca-replacement-cost-holdback';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function californiaClaim() {
  const { user, claims } = await signedInClaimant(t.app);
  const claim = await claims.create(CALIFORNIA_FIRE);
  const diary = diaryClient(t.app, user.access);
  const deadlines = async (): Promise<TDeadline[]> => {
    const response = await diary.deadlines(claim.id);
    expect(response.statusCode).toBe(200);
    return ZClaimDeadlines.parse(response.json()).deadlines;
  };
  return { claimId: claim.id, ledger: ledgerClient(t.app, user.access), deadlines };
}

describe("the ledger's payments and the claim's deadlines", () => {
  it('starts the holdback clock on the first payment the ledger records, and stops it when that entry goes', async () => {
    const { claimId, ledger, deadlines } = await californiaClaim();
    expect((await deadlines()).find((deadline) => deadline.ruleId === HOLDBACK)).toBeUndefined();

    const payment = await ledger.create(claimId, { kind: 'acv_payment', occurred_on: '2026-04-02' });
    expect((await deadlines()).find((deadline) => deadline.ruleId === HOLDBACK)).toMatchObject({
      dueOn: '2027-04-02',
      triggeredBy: `ledger-${payment.id}`,
    });

    expect((await ledger.remove(claimId, payment.id)).statusCode).toBe(200);
    expect((await deadlines()).find((deadline) => deadline.ruleId === HOLDBACK)).toBeUndefined();
  });

  it('does not start it on money the policyholder paid or the insurer holds back', async () => {
    const { claimId, ledger, deadlines } = await californiaClaim();
    await ledger.create(claimId, { kind: 'deductible', occurred_on: '2026-04-02', payee: 'Sierra Mutual' });
    await ledger.create(claimId, { kind: 'depreciation_held_back', occurred_on: '2026-04-02' });
    expect((await deadlines()).find((deadline) => deadline.ruleId === HOLDBACK)).toBeUndefined();
  });
});
