import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { bearer } from '../support/accounts';
import { ZClaim, ZClaimList } from '@benji/shared';
import { createTestApp } from '../support/test-app';
import { claimNotFound, minimalPdf, signedInClaimant } from './claim-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/my-claims/', () => {
  it('answers an empty list for a new account', async () => {
    const { claims } = await signedInClaimant(t.app);
    const response = await claims.list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lists only the caller's claims, newest first", async () => {
    const { claims } = await signedInClaimant(t.app);
    const other = await signedInClaimant(t.app);
    const first = await claims.create({ type_of_claim: 'Car Theft', insurance_company_name: 'State Farm' });
    await other.claims.create({ insurance_company_name: 'Someone Else Mutual' });
    const second = await claims.create({ type_of_claim: 'House Fire', insurance_company_name: 'Aviva' });
    const third = await claims.create({ type_of_claim: 'Storage Unit Theft', insurance_company_name: 'Allstate' });

    const list = ZClaimList.parse((await claims.list()).json());
    expect(list.map((claim) => claim.id)).toEqual([third.id, second.id, first.id]);
    expect(list[0]).toEqual(third);
    expect(list.every((claim) => claim.insurance_company_name !== 'Someone Else Mutual')).toBe(true);
    expect(ZClaimList.parse((await other.claims.list()).json())).toHaveLength(1);
  });
});

describe('GET /api/my-claims/{id}/', () => {
  it('answers one of the caller’s claims', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const created = await claims.create({ region: 'QC', city_of_incident: 'Montréal' });
    const response = await claims.get(created.id);
    expect(response.statusCode).toBe(200);
    expect(ZClaim.parse(response.json())).toEqual({ ...created, city_of_incident: 'Montréal', region: 'QC', user: user.user.pk });
  });

  it("answers another user's claim exactly like a missing one", async () => {
    const owner = await signedInClaimant(t.app);
    const { claims } = await signedInClaimant(t.app);
    const claim = await owner.claims.create({}, { data: minimalPdf(), filename: 'policy.pdf' });

    const theirs = await claims.get(claim.id);
    const missing = await claims.get(claim.id + 10_000);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(claimNotFound);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(claimNotFound);
  });

  it('refuses an id that is not a positive whole number', async () => {
    const { user } = await signedInClaimant(t.app);
    for (const id of ['0', '-3', 'abc', '1.5', '99999999999']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/my-claims/${id}/`, headers: bearer(user.access) });
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toEqual({ id: ['A claim id is a positive whole number.'] });
    }
  });
});

describe('GET /api/my-claims/{id}/policy-document/', () => {
  it("serves the PDF to its owner only; anyone else gets the claim's 404", async () => {
    const owner = await signedInClaimant(t.app);
    const { claims } = await signedInClaimant(t.app);
    const claim = await owner.claims.create({}, { data: minimalPdf(), filename: 'policy.pdf' });

    expect((await owner.claims.document(claim.id)).statusCode).toBe(200);
    const stranger = await claims.document(claim.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(claimNotFound);
    expect(stranger.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 404 for a claim without a document', async () => {
    const { claims } = await signedInClaimant(t.app);
    const claim = await claims.create();
    const response = await claims.document(claim.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'This claim has no policy document.',
      message: 'This claim has no policy document.',
      code: 'claim.noPolicyDocument',
    });
  });
});
