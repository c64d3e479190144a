import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inventoryAttachments, inventoryItems, storedFiles, type InventoryAttachmentRow } from '../../db/schema';

/** An attachment with its file's name, type and size, never its bytes. */
export interface AttachmentRecord extends InventoryAttachmentRow {
  filename: string;
  contentType: string;
  size: number;
}

const ofItem = (itemId: number, attachmentId: number) =>
  and(eq(inventoryAttachments.id, attachmentId), eq(inventoryAttachments.itemId, itemId));

function selectRecords(db: Db) {
  return db
    .select({
      attachment: inventoryAttachments,
      filename: storedFiles.filename,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(inventoryAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, inventoryAttachments.fileId));
}

type Joined = { attachment: InventoryAttachmentRow; filename: string; contentType: string; size: number };
const toRecord = ({ attachment, ...file }: Joined): AttachmentRecord => ({ ...attachment, ...file });

export async function insertAttachment(db: Db, values: typeof inventoryAttachments.$inferInsert): Promise<InventoryAttachmentRow> {
  const [row] = await db.insert(inventoryAttachments).values(values).returning();
  return row!;
}

/** One item's attachments in the order they were added. */
export async function listAttachments(db: Db, itemId: number): Promise<AttachmentRecord[]> {
  const rows = await selectRecords(db).where(eq(inventoryAttachments.itemId, itemId)).orderBy(asc(inventoryAttachments.id));
  return rows.map(toRecord);
}

export async function findAttachment(db: Db, itemId: number, attachmentId: number): Promise<AttachmentRecord | undefined> {
  const [row] = await selectRecords(db).where(ofItem(itemId, attachmentId));
  return row && toRecord(row);
}

export async function countAttachments(db: Db, itemId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inventoryAttachments).where(eq(inventoryAttachments.itemId, itemId));
  return row?.n ?? 0;
}

/** How many attachments each item of the claim has; an item with none is absent. */
export async function countAttachmentsByItem(db: Db, claimId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: inventoryAttachments.itemId, n: count() })
    .from(inventoryAttachments)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryAttachments.itemId))
    .where(eq(inventoryItems.claimId, claimId))
    .groupBy(inventoryAttachments.itemId);
  return new Map(rows.map((row) => [row.itemId, row.n]));
}

/** The stored file's bytes, type and name. */
export async function readFile(db: Db, fileId: string) {
  const [file] = await db
    .select({ filename: storedFiles.filename, contentType: storedFiles.contentType, data: storedFiles.data })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return file;
}

/** The thumbnails of the claim's items, item by item in entry order, at most `limit`. */
export async function listThumbnails(db: Db, claimId: number, limit: number): Promise<{ itemId: number; data: Buffer }[]> {
  return db
    .select({ itemId: inventoryAttachments.itemId, data: storedFiles.data })
    .from(inventoryAttachments)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryAttachments.itemId))
    .innerJoin(storedFiles, eq(storedFiles.id, inventoryAttachments.thumbnailFileId))
    .where(and(eq(inventoryItems.claimId, claimId), isNotNull(inventoryAttachments.thumbnailFileId)))
    .orderBy(asc(inventoryItems.id), asc(inventoryAttachments.id))
    .limit(limit);
}

/** Thumbnails of the claim's items in all. */
export async function countThumbnails(db: Db, claimId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inventoryAttachments)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryAttachments.itemId))
    .where(and(eq(inventoryItems.claimId, claimId), isNotNull(inventoryAttachments.thumbnailFileId)));
  return row?.n ?? 0;
}

/** Deletes the attachment (its files go with it, by the table's trigger); returns whether it did. */
export async function deleteAttachment(db: Db, itemId: number, attachmentId: number): Promise<boolean> {
  const deleted = await db.delete(inventoryAttachments).where(ofItem(itemId, attachmentId)).returning({ id: inventoryAttachments.id });
  return deleted.length === 1;
}
