import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inventoryItems, type InventoryItemRow } from '../../db/schema';

export type InventoryValues = Omit<typeof inventoryItems.$inferInsert, 'id' | 'claimId' | 'createdAt' | 'updatedAt'>;

// A row of 16 values; 500 rows stay far under PostgreSQL's 65,535 parameters per statement.
const INSERT_SLICE = 500;

const ofClaim = (claimId: number, itemId: number) => and(eq(inventoryItems.id, itemId), eq(inventoryItems.claimId, claimId));

/** One claim's inventory in the order it was entered. */
export async function listItems(db: Db, claimId: number): Promise<InventoryItemRow[]> {
  return db.select().from(inventoryItems).where(eq(inventoryItems.claimId, claimId)).orderBy(asc(inventoryItems.id));
}

export async function countItems(db: Db, claimId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inventoryItems).where(eq(inventoryItems.claimId, claimId));
  return row?.n ?? 0;
}

export async function findItem(db: Db, claimId: number, itemId: number): Promise<InventoryItemRow | undefined> {
  const [row] = await db.select().from(inventoryItems).where(ofClaim(claimId, itemId));
  return row;
}

/** Inserts the lines in the order given and returns them stored, in that order. */
export async function insertItems(db: Db, claimId: number, items: readonly InventoryValues[]): Promise<InventoryItemRow[]> {
  const stored: InventoryItemRow[] = [];
  for (let start = 0; start < items.length; start += INSERT_SLICE) {
    const slice = items.slice(start, start + INSERT_SLICE).map((item) => ({ ...item, claimId }));
    const rows = await db.insert(inventoryItems).values(slice).returning();
    stored.push(...rows.sort((a, b) => a.id - b.id));
  }
  return stored;
}

export async function updateItem(db: Db, claimId: number, itemId: number, values: InventoryValues): Promise<InventoryItemRow | undefined> {
  const [row] = await db
    .update(inventoryItems)
    .set({ ...values, updatedAt: new Date() })
    .where(ofClaim(claimId, itemId))
    .returning();
  return row;
}

/** Deletes the item if it belongs to that claim; returns whether it did. */
export async function deleteItem(db: Db, claimId: number, itemId: number): Promise<boolean> {
  const deleted = await db.delete(inventoryItems).where(ofClaim(claimId, itemId)).returning({ id: inventoryItems.id });
  return deleted.length === 1;
}
