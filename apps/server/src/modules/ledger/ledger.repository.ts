import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimLedgerEntries, claims, type LedgerEntryRow } from '../../db/schema';

export type LedgerValues = Omit<typeof claimLedgerEntries.$inferInsert, 'id' | 'claimId' | 'createdAt' | 'updatedAt'>;

const ofClaim = (claimId: number, entryId: number) => and(eq(claimLedgerEntries.id, entryId), eq(claimLedgerEntries.claimId, claimId));

/** One claim's ledger by date, entries of one day in the order they were entered. */
export async function listEntries(db: Db, claimId: number): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(claimLedgerEntries)
    .where(eq(claimLedgerEntries.claimId, claimId))
    .orderBy(asc(claimLedgerEntries.occurredOn), asc(claimLedgerEntries.id));
}

/** Every ledger entry of the user's claims, each claim's by date. */
export async function listEntriesOfUser(db: Db, userId: number): Promise<LedgerEntryRow[]> {
  const rows = await db
    .select({ entry: claimLedgerEntries })
    .from(claimLedgerEntries)
    .innerJoin(claims, eq(claims.id, claimLedgerEntries.claimId))
    .where(eq(claims.userId, userId))
    .orderBy(asc(claimLedgerEntries.claimId), asc(claimLedgerEntries.occurredOn), asc(claimLedgerEntries.id));
  return rows.map((row) => row.entry);
}

export async function countEntries(db: Db, claimId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(claimLedgerEntries).where(eq(claimLedgerEntries.claimId, claimId));
  return row?.n ?? 0;
}

export async function findEntry(db: Db, claimId: number, entryId: number): Promise<LedgerEntryRow | undefined> {
  const [row] = await db.select().from(claimLedgerEntries).where(ofClaim(claimId, entryId));
  return row;
}

export async function insertEntry(db: Db, claimId: number, values: LedgerValues): Promise<LedgerEntryRow> {
  const [row] = await db
    .insert(claimLedgerEntries)
    .values({ ...values, claimId })
    .returning();
  return row!;
}

export async function updateEntry(db: Db, claimId: number, entryId: number, values: LedgerValues): Promise<LedgerEntryRow | undefined> {
  const [row] = await db
    .update(claimLedgerEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(ofClaim(claimId, entryId))
    .returning();
  return row;
}

/** Deletes the entry if it belongs to that claim; returns whether it did. */
export async function deleteEntry(db: Db, claimId: number, entryId: number): Promise<boolean> {
  const deleted = await db.delete(claimLedgerEntries).where(ofClaim(claimId, entryId)).returning({ id: claimLedgerEntries.id });
  return deleted.length === 1;
}
