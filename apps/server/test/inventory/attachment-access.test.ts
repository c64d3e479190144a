import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, InventoryMessage, ZInventoryAttachmentList, inventoryPaths } from '@benji/shared';
import { ageAccount, bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimNotFound, claimsClient } from '../claims/claim-requests';
import { attachmentForm, attachmentsClient, phonePhoto } from './attachment-requests';
import { claimWithInventory } from './inventory-requests';

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await phonePhoto();
});
afterAll(() => t.close());

/** Every attachment endpoint, each with a body it would accept from the owner. */
const endpoints = (claim: number, item: number, attachment: number) =>
  [
    { method: 'GET', url: inventoryPaths.attachments(claim, item) },
    { method: 'POST', url: inventoryPaths.attachments(claim, item), payload: attachmentForm(photo) },
    { method: 'GET', url: inventoryPaths.attachment(claim, item, attachment) },
    { method: 'GET', url: inventoryPaths.attachmentThumbnail(claim, item, attachment) },
    { method: 'DELETE', url: inventoryPaths.attachment(claim, item, attachment) },
    { method: 'GET', url: inventoryPaths.exportPdf(claim) },
  ] as const;

/** A new claimant's item with one photo. */
async function ownerWithPhoto() {
  const owner = await claimWithInventory(t.app);
  const itemId = (await owner.inventory.create(owner.claimId)).id;
  const files = attachmentsClient(t.app, owner.access);
  const attachmentId = (await files.add(owner.claimId, itemId, attachmentForm(photo))).id;
  return { ...owner, itemId, attachmentId, files };
}

/** The files the user has stored (policy PDFs, photos and thumbnails). */
async function storedFileCount(userId: number): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from stored_files where user_id = ${userId}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

describe('access to an item’s photos and receipts', () => {
  it('answers 401 without a token', async () => {
    const { claimId, itemId, attachmentId } = await ownerWithPhoto();
    for (const endpoint of endpoints(claimId, itemId, attachmentId)) {
      const response = await t.app.inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(response.json()).toMatchObject({ detail: AuthMessage.notAuthenticated });
    }
  });

  it('answers 402 once the trial is over', async () => {
    const { claimId, itemId, attachmentId, userId, access } = await ownerWithPhoto();
    await ageAccount(t, userId, 73);
    for (const endpoint of endpoints(claimId, itemId, attachmentId)) {
      const response = await t.app.inject({ ...endpoint, headers: bearer(access) });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(402);
    }
  });

  it("answers another user's claim as not found, and the owner's item through the stranger's own claim too", async () => {
    const { claimId, itemId, attachmentId, userId, files } = await ownerWithPhoto();
    const stranger = await registerUser(t.app);
    const before = await storedFileCount(userId);
    for (const endpoint of endpoints(claimId, itemId, attachmentId)) {
      const response = await t.app.inject({ ...endpoint, headers: bearer(stranger.access) });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(404);
      expect(response.json()).toEqual(claimNotFound);
    }
    const ownClaim = (await claimsClient(t.app, stranger.access).create()).id;
    for (const endpoint of endpoints(ownClaim, itemId, attachmentId).slice(0, 5)) {
      const response = await t.app.inject({ ...endpoint, headers: bearer(stranger.access) });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(404);
      expect(response.json()).toMatchObject({ detail: InventoryMessage.notFound });
    }
    expect(await storedFileCount(userId)).toBe(before);
    expect((await files.download(claimId, itemId, attachmentId)).statusCode).toBe(200);
  });

  it('does not reach an attachment through another item of the same claim', async () => {
    const { claimId, attachmentId, inventory, files } = await ownerWithPhoto();
    const otherItem = (await inventory.create(claimId)).id;
    expect((await files.download(claimId, otherItem, attachmentId)).statusCode).toBe(404);
    expect((await files.remove(claimId, otherItem, attachmentId)).json()).toMatchObject({ detail: InventoryMessage.attachmentNotFound });
  });
  it('never serves a photo or its thumbnail on the public profile-photo route, whoever knows its id', async () => {
    const { userId } = await ownerWithPhoto();
    const result = (await t.database.db.execute(
      sql`select id::text as id from stored_files where user_id = ${userId} and content_type = 'image/jpeg'`,
    )) as unknown as { rows: { id: string }[] };
    expect(result.rows.length).toBeGreaterThanOrEqual(2);
    for (const { id } of result.rows) expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(404);
  });
});

describe('removing photos and receipts', () => {
  it('deletes one attachment and its files', async () => {
    const { claimId, itemId, attachmentId, userId, files, inventory } = await ownerWithPhoto();
    const before = await storedFileCount(userId);
    const response = await files.remove(claimId, itemId, attachmentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: InventoryMessage.attachmentDeleted });
    expect((await files.download(claimId, itemId, attachmentId)).statusCode).toBe(404);
    expect((await files.remove(claimId, itemId, attachmentId)).statusCode).toBe(404);
    expect(await storedFileCount(userId)).toBe(before - 2);
    expect((await inventory.read(claimId)).items[0]!.attachment_count).toBe(0);
  });

  it('deletes the attachments and their files with their item, and with their claim', async () => {
    const { claimId, itemId, userId, files, inventory, claims } = await ownerWithPhoto();
    await files.add(claimId, itemId, attachmentForm(photo));
    const secondItem = (await inventory.create(claimId)).id;
    await files.add(claimId, secondItem, attachmentForm(photo));
    const before = await storedFileCount(userId);

    expect((await inventory.remove(claimId, itemId)).statusCode).toBe(200);
    expect(await storedFileCount(userId)).toBe(before - 4);
    expect((await files.list(claimId, itemId)).statusCode).toBe(404);

    expect((await claims.remove(claimId, { confirm: true })).statusCode).toBe(200);
    expect(await storedFileCount(userId)).toBe(before - 6);
  });

  it('does not copy the attachments when the item is duplicated', async () => {
    const { claimId, itemId, files, inventory } = await ownerWithPhoto();
    const copy = await inventory.duplicate(claimId, itemId);
    const copyId = (copy.json() as { item: { id: number; attachment_count: number } }).item;
    expect(copyId.attachment_count).toBe(0);
    expect(ZInventoryAttachmentList.parse((await files.list(claimId, copyId.id)).json()).attachments).toEqual([]);
    expect(ZInventoryAttachmentList.parse((await files.list(claimId, itemId)).json()).attachments).toHaveLength(1);
  });

  it('lets an account with photos be deleted, its files with it', async () => {
    const { userId } = await ownerWithPhoto();
    await t.execute(sql`delete from users where id = ${userId}`);
    expect(await storedFileCount(userId)).toBe(0);
  });
});
