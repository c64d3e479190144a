import {
  INVENTORY_ATTACHMENT_MAX_BYTES,
  INVENTORY_ATTACHMENT_TYPES,
  INVENTORY_ATTACHMENTS_PER_ITEM_MAX,
  InventoryMessage,
  type InventoryAttachmentKind,
} from '@benji/shared';

/** What the file input offers for each kind; the server still reads every file's bytes. */
export const ACCEPT_OF: Record<InventoryAttachmentKind, string> = {
  photo: '.jpg,.jpeg,.png,image/jpeg,image/png',
  receipt: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
};

/**
 * Why the chosen file would be refused, said before a 10 MB upload is spent on it; null when it
 * may go. The browser's type is only a hint (an empty type is let through for the server to sniff).
 */
export function attachmentProblem(file: { size: number; type: string }, kind: InventoryAttachmentKind, attached: number): string | null {
  if (attached >= INVENTORY_ATTACHMENTS_PER_ITEM_MAX) return InventoryMessage.attachmentTooMany;
  if (file.size > INVENTORY_ATTACHMENT_MAX_BYTES) return InventoryMessage.attachmentTooLarge;
  if (file.type !== '' && !INVENTORY_ATTACHMENT_TYPES[kind].includes(file.type))
    return kind === 'photo' ? InventoryMessage.photoWrongType : InventoryMessage.receiptWrongType;
  return null;
}

/** "2.4 MB", "310 KB": a file's size as the list shows it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
