import {
  INVENTORY_ATTACHMENT_MAX_BYTES,
  INVENTORY_ATTACHMENT_TYPES,
  INVENTORY_ATTACHMENTS_PER_ITEM_MAX,
  type InventoryAttachmentKind,
} from '@benji/shared';
import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

const MAX_MEGABYTES = INVENTORY_ATTACHMENT_MAX_BYTES / 1024 / 1024;

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
  if (attached >= INVENTORY_ATTACHMENTS_PER_ITEM_MAX)
    return i18n.t('inventory:problems.attachmentTooMany', { max: INVENTORY_ATTACHMENTS_PER_ITEM_MAX });
  if (file.size > INVENTORY_ATTACHMENT_MAX_BYTES) return i18n.t('inventory:problems.attachmentTooLarge', { size: MAX_MEGABYTES });
  if (file.type !== '' && !INVENTORY_ATTACHMENT_TYPES[kind].includes(file.type))
    return kind === 'photo' ? i18n.t('inventory:problems.photoWrongType') : i18n.t('inventory:problems.receiptWrongType');
  return null;
}

/** "2.4 MB", "310 KB" ("2,4 Mo" in French): a file's size as the list shows it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return i18n.t('inventory:attachments.megabytes', {
      size: formatNumber(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    });
  return i18n.t('inventory:attachments.kilobytes', { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), { useGrouping: false }) });
}
