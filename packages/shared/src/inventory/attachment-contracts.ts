import { z } from 'zod';
import { InventoryMessage } from './messages';

/** What an attachment shows: the item itself, or proof of what it cost. */
export const INVENTORY_ATTACHMENT_KINDS = ['photo', 'receipt'] as const;
export type InventoryAttachmentKind = (typeof INVENTORY_ATTACHMENT_KINDS)[number];

/** The multipart parts of an upload: the file, and its kind (a photo when left out). */
export const INVENTORY_ATTACHMENT_FIELD = 'file';
export const INVENTORY_ATTACHMENT_KIND_FIELD = 'kind';

/** A photo is an image; a receipt may also be a PDF (a store's e-mailed receipt). */
export const INVENTORY_ATTACHMENT_TYPES: Record<InventoryAttachmentKind, readonly string[]> = {
  photo: ['image/jpeg', 'image/png'],
  receipt: ['image/jpeg', 'image/png', 'application/pdf'],
};

export const ZInventoryAttachmentFields = z.object({
  [INVENTORY_ATTACHMENT_KIND_FIELD]: z.enum(INVENTORY_ATTACHMENT_KINDS, { error: InventoryMessage.attachmentKindUnknown }).default('photo'),
});

export const ZInventoryAttachment = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  kind: z.enum(INVENTORY_ATTACHMENT_KINDS),
  filename: z.string(),
  content_type: z.string(),
  /** Bytes as stored: an image after its metadata was taken out. */
  size: z.number().int(),
  /** False for a PDF receipt: only images have a thumbnail. */
  has_thumbnail: z.boolean(),
  created_at: z.string(),
});
export type TInventoryAttachment = z.infer<typeof ZInventoryAttachment>;

export const ZInventoryAttachmentList = z.object({ attachments: z.array(ZInventoryAttachment) });
export type TInventoryAttachmentList = z.infer<typeof ZInventoryAttachmentList>;
export const ZInventoryAttachmentWithMessage = z.object({ message: z.string(), attachment: ZInventoryAttachment });
