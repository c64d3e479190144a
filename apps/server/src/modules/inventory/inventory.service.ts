import {
  ClaimMessage,
  INVENTORY_ITEMS_MAX,
  InventoryMessage,
  ZInventoryItemInput,
  type FieldErrors,
  type TInventoryItem,
  type TInventoryItemChanges,
  type TInventoryItemValues,
  type TInventoryList,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { DomainError, notFound, refusal } from '../../lib/domain-error';
import { parseFields } from '../../lib/validate';
import { getClaim, touchClaim } from '../claims/claims.service';
import { findDetailsOfClaim } from '../uploads/uploads.service';
import { attachmentCountOf, attachmentCounts } from './inventory-attachments.service';
import * as repo from './inventory.repository';
import { toColumns, toValues } from './inventory-values';
import { toInventoryItem, toInventoryList } from './inventory-view';

/** Throws not-found unless the claim is the user's: an import checks this before reading any file. */
export async function checkClaim(db: Db, userId: number, claimId: number): Promise<void> {
  await getClaim(db, userId, claimId);
}

/** The claim's date of incident: items are valued as they were the day of the loss. */
async function valuationDateOf(db: Db, userId: number, claimId: number): Promise<string> {
  return (await getClaim(db, userId, claimId)).dateOfIncident;
}

/** The first problem of an item that only the claim can show, by field; null when there is none. */
export function claimProblem(item: TInventoryItemValues, dateOfIncident: string): { field: string; message: string } | null {
  if (item.purchase_date !== null && item.purchase_date > dateOfIncident)
    return { field: 'purchase_date', message: InventoryMessage.purchaseAfterIncident(dateOfIncident) };
  return null;
}

function checkAgainstClaim(items: readonly TInventoryItemValues[], dateOfIncident: string, prefix: (index: number) => string): void {
  const fields: FieldErrors = {};
  items.forEach((item, index) => {
    const problem = claimProblem(item, dateOfIncident);
    if (problem) (fields[`${prefix(index)}${problem.field}`] ??= []).push(problem.message);
  });
  if (Object.keys(fields).length > 0) throw new DomainError('invalid', fields);
}

/**
 * Stores the lines in one transaction under the claim's row lock, so two additions at once cannot
 * both pass the cap; either every line is stored or none is.
 */
export async function storeItems(db: Db, userId: number, claimId: number, items: readonly TInventoryItemValues[]) {
  return db.transaction(async (tx) => {
    if (!(await touchClaim(tx, userId, claimId))) throw notFound(ClaimMessage.notFound);
    if ((await repo.countItems(tx, claimId)) + items.length > INVENTORY_ITEMS_MAX)
      throw refusal('conflict', InventoryMessage.tooManyItems(INVENTORY_ITEMS_MAX));
    return repo.insertItems(tx, claimId, items.map(toColumns));
  });
}

export async function listInventory(db: Db, userId: number, claimId: number): Promise<TInventoryList> {
  const valuationDate = await valuationDateOf(db, userId, claimId);
  return toInventoryList(await repo.listItems(db, claimId), valuationDate, await attachmentCounts(db, claimId));
}

export async function addItem(db: Db, userId: number, claimId: number, item: TInventoryItemValues): Promise<TInventoryItem> {
  const [stored] = await addItems(db, userId, claimId, [item], () => '');
  return stored!;
}

/** A room's worth at once: all stored, or none (a problem names the line: `items.3.purchase_date`). */
export async function addItems(
  db: Db,
  userId: number,
  claimId: number,
  items: readonly TInventoryItemValues[],
  prefix: (index: number) => string = (index) => `items.${index}.`,
): Promise<TInventoryItem[]> {
  const valuationDate = await valuationDateOf(db, userId, claimId);
  checkAgainstClaim(items, valuationDate, prefix);
  return (await storeItems(db, userId, claimId, items)).map((row) => toInventoryItem(row, valuationDate));
}

/** Lays the changes over the stored item; the result must pass every rule a new item does. */
export async function changeItem(
  db: Db,
  userId: number,
  claimId: number,
  itemId: number,
  changes: TInventoryItemChanges,
): Promise<TInventoryItem> {
  const valuationDate = await valuationDateOf(db, userId, claimId);
  const row = await db.transaction(async (tx) => {
    if (!(await touchClaim(tx, userId, claimId))) throw notFound(ClaimMessage.notFound);
    const existing = await repo.findItem(tx, claimId, itemId);
    if (!existing) throw notFound(InventoryMessage.notFound);
    const changed = parseFields(ZInventoryItemInput, { ...toValues(existing), ...changes });
    checkAgainstClaim([changed], valuationDate, () => '');
    return repo.updateItem(tx, claimId, itemId, toColumns(changed));
  });
  if (!row) throw notFound(InventoryMessage.notFound);
  return toInventoryItem(row, valuationDate, await attachmentCountOf(db, itemId));
}

/**
 * A copy of the line, added at the end: the quick way to list a second chair. Its photos and
 * receipts are not copied: they show the first chair, and the second needs its own.
 */
export async function duplicateItem(db: Db, userId: number, claimId: number, itemId: number): Promise<TInventoryItem> {
  const valuationDate = await valuationDateOf(db, userId, claimId);
  const existing = await repo.findItem(db, claimId, itemId);
  if (!existing) throw notFound(InventoryMessage.notFound);
  const [copy] = await storeItems(db, userId, claimId, [toValues(existing)]);
  return toInventoryItem(copy!, valuationDate);
}

/** Deletes the item; its photos and receipts, and their files, go with it (the tables cascade). */
export async function removeItem(db: Db, userId: number, claimId: number, itemId: number): Promise<void> {
  await getClaim(db, userId, claimId);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteItem(tx, claimId, itemId))) throw notFound(InventoryMessage.notFound);
    await touchClaim(tx, userId, claimId);
  });
}

/**
 * What names the claim in an export's file name: the insurer's claim number when the user gave one
 * (letters, digits and dashes only, so the name is safe everywhere), else Benji's own id.
 */
export async function exportLabel(db: Db, userId: number, claimId: number): Promise<string> {
  const details = await findDetailsOfClaim(db, userId, claimId);
  const number = (details?.addClaimNumber ?? '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return number || String(claimId);
}
