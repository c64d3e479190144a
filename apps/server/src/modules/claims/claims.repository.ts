import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { claims, storedFiles, users, type ClaimRow } from '../../db/schema';

export type NewClaim = typeof claims.$inferInsert;
export type ClaimChanges = Partial<
  Pick<NewClaim, 'status' | 'region' | 'insuranceCompanyName' | 'policyNumber' | 'policeReportNumber' | 'policyDocumentId'>
>;

/** A claim with the name of its policy document, never the document's bytes. */
export interface ClaimRecord extends ClaimRow {
  policyDocumentName: string | null;
}

const ownedBy = (userId: number, claimId: number) => and(eq(claims.id, claimId), eq(claims.userId, userId));

function selectRecords(db: Db) {
  return db
    .select({ claim: claims, policyDocumentName: storedFiles.filename })
    .from(claims)
    .leftJoin(storedFiles, eq(storedFiles.id, claims.policyDocumentId));
}

const toRecord = (row: { claim: ClaimRow; policyDocumentName: string | null }): ClaimRecord => ({
  ...row.claim,
  policyDocumentName: row.policyDocumentName,
});

/**
 * How many claims the user holds, counted under a lock on the user's row (inside the caller's
 * transaction), so two submissions at once cannot both pass the cap.
 */
export async function countClaimsLocked(db: Db, userId: number): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(claims)
    .where(eq(claims.userId, userId));
  return Number(row?.count ?? 0);
}

export async function insertClaim(db: Db, values: NewClaim): Promise<ClaimRow> {
  const [claim] = await db.insert(claims).values(values).returning();
  if (!claim) throw new Error('Inserting a claim returned no row');
  return claim;
}

/** One user's claims, newest first; the id breaks ties between claims of the same instant. */
const claimsOfUser = preparedPerDatabase((db) =>
  selectRecords(db)
    .where(eq(claims.userId, sql.placeholder('userId')))
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .prepare('claims_of_user'),
);

export async function listClaims(db: Db, userId: number): Promise<ClaimRecord[]> {
  const rows = await claimsOfUser(db).execute({ userId });
  return rows.map(toRecord);
}

/** The claim if it exists and belongs to that user; another user's claim is not found. */
export async function findClaim(db: Db, userId: number, claimId: number): Promise<ClaimRecord | undefined> {
  const [row] = await selectRecords(db).where(ownedBy(userId, claimId));
  return row && toRecord(row);
}

export async function updateClaim(db: Db, userId: number, claimId: number, changes: ClaimChanges): Promise<boolean> {
  const updated = await db
    .update(claims)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedBy(userId, claimId))
    .returning({ id: claims.id });
  return updated.length === 1;
}

/** Deletes the claim; returns it, or undefined when the user has no such claim. */
export async function deleteClaim(db: Db, userId: number, claimId: number): Promise<ClaimRow | undefined> {
  const [claim] = await db.delete(claims).where(ownedBy(userId, claimId)).returning();
  return claim;
}

/** The policy document of one of the user's claims, bytes included. */
export async function findPolicyDocument(db: Db, userId: number, claimId: number) {
  const [file] = await db
    .select({ filename: storedFiles.filename, contentType: storedFiles.contentType, data: storedFiles.data })
    .from(claims)
    .innerJoin(storedFiles, eq(storedFiles.id, claims.policyDocumentId))
    .where(ownedBy(userId, claimId));
  return file;
}
