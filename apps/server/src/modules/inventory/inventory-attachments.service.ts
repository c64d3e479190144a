import {
  ClaimMessage,
  INVENTORY_ATTACHMENT_FIELD,
  INVENTORY_ATTACHMENT_MAX_BYTES,
  INVENTORY_ATTACHMENT_TYPES,
  INVENTORY_ATTACHMENTS_PER_ITEM_MAX,
  INVENTORY_PDF_PHOTOS_MAX,
  InventoryMessage,
  type InventoryAttachmentKind,
  type TInventoryAttachment,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { fieldError, notFound, refusal } from '../../lib/domain-error';
import type { UploadedFile } from '../../lib/multipart';
import { getClaim, touchClaim } from '../claims/claims.service';
import { safeFilename, sniffImageType } from '../files/file-sniffing';
import { storeFile } from '../files/files.service';
import { looksLikePdf } from '../files/pdf-check';
import { cleanImage, type CleanImage } from './attachment-image';
import * as repo from './inventory-attachments.repository';
import { findItem } from './inventory.repository';

const toAttachment = (record: repo.AttachmentRecord): TInventoryAttachment => ({
  id: record.id,
  item_id: record.itemId,
  kind: record.kind,
  filename: record.filename,
  content_type: record.contentType,
  size: record.size,
  has_thumbnail: record.thumbnailFileId !== null,
  created_at: record.createdAt.toISOString(),
});

/**
 * Throws not-found unless the item is on one of the user's claims: the claim's own 404 for another
 * user's claim, the item's for an item of another claim. An upload checks this before reading its body.
 */
export async function checkItem(db: Db, userId: number, claimId: number, itemId: number): Promise<void> {
  await getClaim(db, userId, claimId);
  if (!(await findItem(db, claimId, itemId))) throw notFound(InventoryMessage.notFound);
}

/** The file's type, read from its bytes; the name and the browser's word are not trusted. */
function typeOf(kind: InventoryAttachmentKind, data: Buffer): string {
  const type = sniffImageType(data) ?? (looksLikePdf(data) ? 'application/pdf' : null);
  if (!type || !INVENTORY_ATTACHMENT_TYPES[kind].includes(type))
    throw fieldError(INVENTORY_ATTACHMENT_FIELD, kind === 'photo' ? InventoryMessage.photoWrongType : InventoryMessage.receiptWrongType);
  return type;
}

/**
 * Checks, cleans and stores one photo or receipt. Images are re-encoded without their metadata
 * before anything is written; a PDF receipt is kept as sent and is only ever served as a download.
 * The count is checked under the claim's row lock, so two uploads at once cannot pass the cap.
 */
export async function addAttachment(
  db: Db,
  userId: number,
  claimId: number,
  itemId: number,
  kind: InventoryAttachmentKind,
  file: UploadedFile,
): Promise<TInventoryAttachment> {
  if (file.data.length > INVENTORY_ATTACHMENT_MAX_BYTES) throw fieldError(INVENTORY_ATTACHMENT_FIELD, InventoryMessage.attachmentTooLarge);
  const type = typeOf(kind, file.data);
  const cleaned: CleanImage | null =
    type === 'application/pdf' ? null : await cleanImage(file.data, type as 'image/jpeg' | 'image/png', INVENTORY_ATTACHMENT_FIELD);
  const filename = safeFilename(file.filename, kind === 'photo' ? 'photo' : 'receipt');
  const stored = await db.transaction(async (tx) => {
    if (!(await touchClaim(tx, userId, claimId))) throw notFound(ClaimMessage.notFound);
    if (!(await findItem(tx, claimId, itemId))) throw notFound(InventoryMessage.notFound);
    if ((await repo.countAttachments(tx, itemId)) >= INVENTORY_ATTACHMENTS_PER_ITEM_MAX)
      throw refusal('conflict', InventoryMessage.attachmentTooMany);
    const fileId = await storeFile(tx, { userId, filename, contentType: type, data: cleaned?.image ?? file.data });
    const thumbnailFileId = cleaned
      ? await storeFile(tx, { userId, filename: `thumbnail-${filename}`, contentType: 'image/jpeg', data: cleaned.thumbnail })
      : null;
    const row = await repo.insertAttachment(tx, { itemId, kind, fileId, thumbnailFileId });
    return repo.findAttachment(tx, itemId, row.id);
  });
  return toAttachment(stored!);
}

export async function listAttachments(db: Db, userId: number, claimId: number, itemId: number): Promise<TInventoryAttachment[]> {
  await checkItem(db, userId, claimId, itemId);
  return (await repo.listAttachments(db, itemId)).map(toAttachment);
}

/** The attachment's bytes as stored, or its thumbnail's. */
export async function attachmentFile(db: Db, userId: number, claimId: number, itemId: number, attachmentId: number, thumbnail: boolean) {
  await checkItem(db, userId, claimId, itemId);
  const attachment = await repo.findAttachment(db, itemId, attachmentId);
  if (!attachment) throw notFound(InventoryMessage.attachmentNotFound);
  const fileId = thumbnail ? attachment.thumbnailFileId : attachment.fileId;
  if (!fileId) throw notFound(InventoryMessage.noThumbnail);
  const file = await repo.readFile(db, fileId);
  if (!file) throw notFound(InventoryMessage.attachmentNotFound);
  return file;
}

export async function removeAttachment(db: Db, userId: number, claimId: number, itemId: number, attachmentId: number): Promise<void> {
  await checkItem(db, userId, claimId, itemId);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteAttachment(tx, itemId, attachmentId))) throw notFound(InventoryMessage.attachmentNotFound);
    await touchClaim(tx, userId, claimId);
  });
}

/** How many attachments each of the claim's items has (the list's badges). */
export const attachmentCounts = (db: Db, claimId: number) => repo.countAttachmentsByItem(db, claimId);
export const attachmentCountOf = (db: Db, itemId: number) => repo.countAttachments(db, itemId);

/** The thumbnails the PDF embeds, and how many past its cap it leaves out. The caller has checked the claim. */
export async function thumbnailsForPdf(
  db: Db,
  claimId: number,
): Promise<{ thumbnails: { itemId: number; data: Buffer }[]; leftOut: number }> {
  const thumbnails = await repo.listThumbnails(db, claimId, INVENTORY_PDF_PHOTOS_MAX);
  const total = await repo.countThumbnails(db, claimId);
  return { thumbnails, leftOut: total - thumbnails.length };
}
