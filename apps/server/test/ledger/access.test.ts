import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, ledgerPaths } from '@benji/shared';
import { bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimNotFound, claimsClient } from '../claims/claim-requests';
import { snapshotUser } from '../security/snapshot';
import { ledgerClient, validEntry } from './ledger-requests';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let claimId: number;
let entryId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
  claimId = (await claimsClient(t.app, owner.access).create()).id;
  entryId = (await ledgerClient(t.app, owner.access).create(claimId)).id;
});
afterAll(() => t.close());

/** Every ledger endpoint, each with a body it would accept from the owner. */
const endpoints = (claim: number, entry: number) =>
  [
    { method: 'GET', url: ledgerPaths.entries(claim) },
    { method: 'GET', url: ledgerPaths.suggestions(claim) },
    { method: 'GET', url: ledgerPaths.letter(claim, 'depreciation-release') },
    { method: 'POST', url: ledgerPaths.entries(claim), payload: validEntry() },
    { method: 'PATCH', url: ledgerPaths.entry(claim, entry), payload: { amount_cents: 1 } },
    { method: 'DELETE', url: ledgerPaths.entry(claim, entry) },
  ] as const;

describe('access to the ledger', () => {
  it('answers 401 without a token, before reading any body', async () => {
    const before = await snapshotUser(t.database.db, owner.user.pk);
    for (const endpoint of endpoints(claimId, entryId)) {
      const response = await t.app.inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(response.json()).toMatchObject({ detail: AuthMessage.notAuthenticated });
    }
    const invalid = await t.app.inject({ method: 'POST', url: ledgerPaths.entries(claimId), payload: { amount_cents: 'lots' } });
    expect(invalid.statusCode).toBe(401);
    expect(await snapshotUser(t.database.db, owner.user.pk)).toEqual(before);
  });

  it("answers another user's claim exactly like a missing one, and changes nothing", async () => {
    const stranger = await registerUser(t.app);
    const before = await snapshotUser(t.database.db, owner.user.pk);
    for (const id of [claimId, claimId + 10_000]) {
      for (const endpoint of endpoints(id, entryId)) {
        const response = await t.app.inject({ ...endpoint, headers: bearer(stranger.access) });
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(404);
        expect(response.json()).toEqual(claimNotFound);
      }
    }
    expect(await snapshotUser(t.database.db, owner.user.pk)).toEqual(before);
  });

  it("answers the owner's entry through the stranger's own claim as not found, and changes nothing", async () => {
    const stranger = await registerUser(t.app);
    const ownClaim = (await claimsClient(t.app, stranger.access).create()).id;
    const ledger = ledgerClient(t.app, stranger.access);
    const before = await snapshotUser(t.database.db, owner.user.pk);
    for (const response of [await ledger.change(ownClaim, entryId, { amount_cents: 1 }), await ledger.remove(ownClaim, entryId)])
      expect(response.statusCode).toBe(404);
    expect(await snapshotUser(t.database.db, owner.user.pk)).toEqual(before);
    expect((await ledger.read(ownClaim)).entries).toEqual([]);
  });
});
