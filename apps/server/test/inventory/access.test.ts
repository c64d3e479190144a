import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, inventoryPaths } from '@benji/shared';
import { ageAccount, bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimNotFound, claimsClient } from '../claims/claim-requests';
import { snapshotUser } from '../security/snapshot';
import { fileForm, inventoryClient, validItem } from './inventory-requests';
import { workbookOf } from './xlsx-workbooks';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let claimId: number;
let itemId: number;
let xlsx: Buffer;
beforeAll(async () => {
  xlsx = await workbookOf([
    ['Room', 'Category', 'Description', 'Age (years)', 'Replacement cost'],
    ['Kitchen', 'Kitchenware', 'Kettle', 2, 40],
  ]);
  t = await createTestApp();
  owner = await registerUser(t.app);
  claimId = (await claimsClient(t.app, owner.access).create()).id;
  itemId = (await inventoryClient(t.app, owner.access).create(claimId)).id;
});
afterAll(() => t.close());

const csv = 'Room,Category,Description,Age (years),Replacement cost\nKitchen,Kitchenware,Kettle,2,$40\n';

/** Every inventory endpoint, each with a body it would accept from the owner. */
const endpoints = (claim: number, item: number) =>
  [
    { method: 'GET', url: inventoryPaths.items(claim) },
    { method: 'POST', url: inventoryPaths.items(claim), payload: validItem() },
    { method: 'POST', url: inventoryPaths.batch(claim), payload: { items: [validItem()] } },
    { method: 'POST', url: inventoryPaths.import(claim), payload: fileForm(csv) },
    { method: 'GET', url: inventoryPaths.export(claim) },
    { method: 'GET', url: inventoryPaths.exportXlsx(claim) },
    { method: 'POST', url: inventoryPaths.import(claim), payload: fileForm(xlsx, 'contents.xlsx') },
    { method: 'PATCH', url: inventoryPaths.item(claim, item), payload: { quantity: 2 } },
    { method: 'POST', url: inventoryPaths.duplicate(claim, item) },
    { method: 'DELETE', url: inventoryPaths.item(claim, item) },
  ] as const;

describe('access to the inventory', () => {
  it('answers 401 without a token, before reading any body', async () => {
    for (const endpoint of endpoints(claimId, itemId)) {
      const response = await t.app.inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(response.json()).toMatchObject({ detail: AuthMessage.notAuthenticated });
    }
    const invalid = await t.app.inject({ method: 'POST', url: inventoryPaths.items(claimId), payload: { quantity: 'lots' } });
    expect(invalid.statusCode).toBe(401);
  });

  it('answers 402 once the trial is over', async () => {
    const user = await registerUser(t.app);
    const claim = await claimsClient(t.app, user.access).create();
    const item = await inventoryClient(t.app, user.access).create(claim.id);
    await ageAccount(t, user.user.pk, 73);
    for (const endpoint of endpoints(claim.id, item.id)) {
      const response = await t.app.inject({ ...endpoint, headers: bearer(user.access) });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(402);
      expect(response.json()).toMatchObject({ code: 'trial_expired' });
    }
  });

  it("answers another user's claim exactly like a missing one, and changes nothing", async () => {
    const stranger = await registerUser(t.app);
    const before = await snapshotUser(t.database.db, owner.user.pk);
    for (const id of [claimId, claimId + 10_000]) {
      for (const endpoint of endpoints(id, itemId)) {
        const response = await t.app.inject({ ...endpoint, headers: bearer(stranger.access) });
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(404);
        expect(response.json()).toEqual(claimNotFound);
      }
    }
    expect(await snapshotUser(t.database.db, owner.user.pk)).toEqual(before);
  });

  it("answers the owner's item through the stranger's own claim as not found", async () => {
    const stranger = await registerUser(t.app);
    const ownClaim = (await claimsClient(t.app, stranger.access).create()).id;
    const inventory = inventoryClient(t.app, stranger.access);
    for (const response of [
      await inventory.change(ownClaim, itemId, { quantity: 5 }),
      await inventory.duplicate(ownClaim, itemId),
      await inventory.remove(ownClaim, itemId),
    ])
      expect(response.statusCode).toBe(404);
    expect((await inventoryClient(t.app, owner.access).read(claimId)).items.map((item) => [item.id, item.quantity])).toEqual([[itemId, 1]]);
  });
});
