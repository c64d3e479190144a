import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { CLAIM_STATUSES, ZClaim, ZClaimWithMessage } from '@benji/shared';
import { createTestApp } from '../support/test-app';
import { claimNotFound, minimalPdf, signedInClaimant } from './claim-requests';
import { storedFileCount } from './stored-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PATCH /api/my-claims/{id}/', () => {
  it.each(CLAIM_STATUSES)('sets the status to %s and keeps it', async (status) => {
    const { claims } = await signedInClaimant(t.app);
    const claim = await claims.create({ region: 'ON' });
    // A new claim is already Active: move it away first so the change to Active is a real one.
    if (status === 'Active') expect((await claims.patch(claim.id, { status: 'Draft' })).statusCode).toBe(200);
    const response = await claims.patch(claim.id, { status });
    expect(response.statusCode).toBe(200);
    const updated = ZClaimWithMessage.parse(response.json());
    expect(updated.message).toBe('Claim updated successfully.');
    expect(updated.claim).toEqual({ ...claim, status, updated_at: updated.claim.updated_at });
    expect(Date.parse(updated.claim.updated_at)).toBeGreaterThan(Date.parse(claim.updated_at));
    expect(ZClaim.parse((await claims.get(claim.id)).json()).status).toBe(status);
  });

  it('refuses an unknown status and keeps the old one', async () => {
    const { claims } = await signedInClaimant(t.app);
    const claim = await claims.create();
    for (const status of ['Closed', 'paid', 42]) {
      const response = await claims.patch(claim.id, { status });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: ['Select a status: Active, Draft, Paid or Rejected.'] });
    }
    expect(ZClaim.parse((await claims.get(claim.id)).json()).status).toBe('Active');
  });

  it("adds a province of the claim's country, then clears it", async () => {
    const { claims } = await signedInClaimant(t.app);
    const claim = await claims.create();
    const added = await claims.patch(claim.id, { region: 'bc' });
    expect(ZClaimWithMessage.parse(added.json()).claim).toMatchObject({ region: 'BC', status: 'Active' });
    const cleared = await claims.patch(claim.id, { region: null });
    expect(ZClaimWithMessage.parse(cleared.json()).claim.region).toBeNull();
  });

  it("refuses a region outside the claim's country", async () => {
    const { claims } = await signedInClaimant(t.app);
    const claim = await claims.create({ country_of_incident: 'United States', city_of_incident: 'Austin', region: 'TX' });
    const response = await claims.patch(claim.id, { region: 'ON' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ region: ['Select a state or province of the country of incident.'] });
    expect(ZClaim.parse((await claims.get(claim.id)).json()).region).toBe('TX');
  });

  it('refuses a body with nothing to change', async () => {
    const { claims } = await signedInClaimant(t.app);
    const claim = await claims.create();
    const response = await claims.patch(claim.id, { type_of_claim: 'House Fire' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Send a status or a region to change.'] });
  });

  it("answers 404 for another user's claim and leaves it alone", async () => {
    const owner = await signedInClaimant(t.app);
    const { claims } = await signedInClaimant(t.app);
    const claim = await owner.claims.create();
    const response = await claims.patch(claim.id, { status: 'Paid' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(claimNotFound);
    expect(ZClaim.parse((await owner.claims.get(claim.id)).json()).status).toBe('Active');
  });
});

describe('DELETE /api/my-claims/{id}/', () => {
  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['confirm false', { confirm: false }],
    ['confirm as text', { confirm: 'true' }],
  ])('refuses %s and keeps the claim', async (_label, body) => {
    const { claims } = await signedInClaimant(t.app);
    const claim = await claims.create();
    const response = await claims.remove(claim.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ confirm: ['Confirm the deletion to delete this claim.'] });
    expect((await claims.get(claim.id)).statusCode).toBe(200);
  });

  it('deletes a confirmed claim and its policy document', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const kept = await claims.create({}, { data: minimalPdf(), filename: 'kept.pdf' });
    const claim = await claims.create({}, { data: minimalPdf(), filename: 'policy.pdf' });
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(2);

    const response = await claims.remove(claim.id, { confirm: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Claim deleted successfully.' });
    expect((await claims.get(claim.id)).statusCode).toBe(404);
    expect((await claims.document(claim.id)).statusCode).toBe(404);
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(1);
    expect((await claims.list()).json().map((item: { id: number }) => item.id)).toEqual([kept.id]);
    expect((await claims.remove(claim.id, { confirm: true })).statusCode).toBe(404);
  });

  it("answers 404 for another user's claim and keeps it", async () => {
    const owner = await signedInClaimant(t.app);
    const { claims } = await signedInClaimant(t.app);
    const claim = await owner.claims.create({}, { data: minimalPdf(), filename: 'policy.pdf' });
    const response = await claims.remove(claim.id, { confirm: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(claimNotFound);
    expect((await owner.claims.get(claim.id)).statusCode).toBe(200);
    expect((await owner.claims.document(claim.id)).statusCode).toBe(200);
  });
});
