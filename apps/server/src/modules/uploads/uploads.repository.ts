import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimUploads, policyPassages, storedFiles, type ClaimUploadRow } from '../../db/schema';

export type UploadValues = Omit<typeof claimUploads.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** Claim details with their policy file's name, size and type, never its bytes. */
export interface UploadRecord extends ClaimUploadRow {
  file: { filename: string; size: number; contentType: string } | null;
}

const ownedBy = (userId: number, uploadId: string) => and(eq(claimUploads.id, uploadId), eq(claimUploads.userId, userId));

function selectRecords(db: Db) {
  return db
    .select({ upload: claimUploads, filename: storedFiles.filename, size: storedFiles.size, contentType: storedFiles.contentType })
    .from(claimUploads)
    .leftJoin(storedFiles, eq(storedFiles.id, claimUploads.policyFileId));
}

type Joined = { upload: ClaimUploadRow; filename: string | null; size: number | null; contentType: string | null };
const toRecord = ({ upload, filename, size, contentType }: Joined): UploadRecord => ({
  ...upload,
  file: filename !== null && size !== null && contentType !== null ? { filename, size, contentType } : null,
});

/** One user's claim details, newest first; the id breaks ties between uploads of the same instant. */
export async function listUploads(db: Db, userId: number): Promise<UploadRecord[]> {
  const rows = await selectRecords(db).where(eq(claimUploads.userId, userId)).orderBy(desc(claimUploads.createdAt), desc(claimUploads.id));
  return rows.map(toRecord);
}

export async function findUpload(db: Db, userId: number, uploadId: string): Promise<UploadRecord | undefined> {
  const [row] = await selectRecords(db).where(ownedBy(userId, uploadId));
  return row && toRecord(row);
}

/** The details of one of the user's claims, if it has any. */
export async function findUploadOfClaim(db: Db, userId: number, claimId: number): Promise<UploadRecord | undefined> {
  const [row] = await selectRecords(db).where(and(eq(claimUploads.claimId, claimId), eq(claimUploads.userId, userId)));
  return row && toRecord(row);
}

/** The user's newest details that belong to no claim (saved before any claim was submitted). */
export async function findNewestUploadWithoutClaim(db: Db, userId: number): Promise<UploadRecord | undefined> {
  const [row] = await selectRecords(db)
    .where(and(eq(claimUploads.userId, userId), isNull(claimUploads.claimId)))
    .orderBy(desc(claimUploads.createdAt), desc(claimUploads.id))
    .limit(1);
  return row && toRecord(row);
}

/** Deletes the details and their passages; returns the row, or undefined when there was none. */
export async function deleteUpload(db: Db, userId: number, uploadId: string): Promise<ClaimUploadRow | undefined> {
  const [row] = await db.delete(claimUploads).where(ownedBy(userId, uploadId)).returning();
  if (row) await db.delete(policyPassages).where(eq(policyPassages.uploadId, uploadId));
  return row;
}

export async function insertUpload(db: Db, userId: number, values: UploadValues): Promise<string> {
  const id = randomUUID();
  await db.insert(claimUploads).values({ id, userId, ...values });
  return id;
}

export async function updateUpload(db: Db, userId: number, uploadId: string, values: Partial<UploadValues>): Promise<boolean> {
  const updated = await db
    .update(claimUploads)
    .set({ ...values, updatedAt: new Date() })
    .where(ownedBy(userId, uploadId))
    .returning({ id: claimUploads.id });
  return updated.length === 1;
}

/** Replaces the policy's passages; inserted in slices so a long policy stays under the parameter limit. */
export async function replacePassages(
  db: Db,
  uploadId: string,
  passages: readonly { page: number; position: number; text: string }[],
): Promise<void> {
  await db.delete(policyPassages).where(eq(policyPassages.uploadId, uploadId));
  for (let start = 0; start < passages.length; start += 500) {
    await db.insert(policyPassages).values(passages.slice(start, start + 500).map((passage) => ({ uploadId, ...passage })));
  }
}

/** The policy's passages in document order. */
export async function listPassages(db: Db, uploadId: string): Promise<{ page: number; text: string }[]> {
  return db
    .select({ page: policyPassages.page, text: policyPassages.text })
    .from(policyPassages)
    .where(eq(policyPassages.uploadId, uploadId))
    .orderBy(asc(policyPassages.position));
}
