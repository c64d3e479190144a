import { inventoryPaths, type TInventoryAttachment } from '@benji/shared';
import { FileText, ImageOff, Trash2 } from 'lucide-react';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { fileSize } from '../attachment-checks';
import { useThumbnailUrl } from '../use-thumbnail-url';

function Thumbnail({ claimId, attachment }: { claimId: number; attachment: TInventoryAttachment }) {
  const { t } = useTranslation('inventory');
  const state = useThumbnailUrl(inventoryPaths.attachmentThumbnail(claimId, attachment.item_id, attachment.id));
  if (state.status === 'ready') return <img src={state.url} alt={attachment.filename} className="size-full object-cover" />;
  if (state.status === 'failed')
    return (
      <span className="flex flex-col items-center gap-1 text-xs text-slate-600">
        <ImageOff aria-hidden="true" className="size-6" />
        {t('attachments.thumbnailFailed')}
      </span>
    );
  return (
    <span
      role="status"
      aria-label={t('attachments.loadingFile', { filename: attachment.filename })}
      className="size-full animate-pulse bg-slate-200"
    />
  );
}

interface AttachmentTileProps {
  claimId: number;
  attachment: TInventoryAttachment;
  removing: boolean;
  onRemove: (attachment: TInventoryAttachment) => void;
}

/** One photo or receipt: its thumbnail (or a document icon for a PDF), its name and size, and Remove. */
export function AttachmentTile({ claimId, attachment, removing, onRemove }: AttachmentTileProps) {
  const { t } = useTranslation('inventory');
  const kindAndSize = t(attachment.kind === 'photo' ? 'attachments.photoSize' : 'attachments.receiptSize', {
    size: fileSize(attachment.size),
  });
  return (
    <li className={cx('relative w-28 shrink-0', removing && 'opacity-50')}>
      <div className="flex size-28 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        {attachment.has_thumbnail ? (
          <Thumbnail claimId={claimId} attachment={attachment} />
        ) : (
          <FileText aria-label={t('attachments.pdf', { filename: attachment.filename })} className="size-10 text-slate-500" />
        )}
      </div>
      <p className="mt-1 truncate text-xs font-medium text-slate-800" title={attachment.filename}>
        {attachment.filename}
      </p>
      <p className="text-xs text-slate-600">{richText(kindAndSize, { size: (words) => <data value={attachment.size}>{words}</data> })}</p>
      <button
        type="button"
        aria-label={t('attachments.remove', { filename: attachment.filename })}
        disabled={removing}
        onClick={() => onRemove(attachment)}
        className={cx(
          'absolute right-1 top-1 inline-flex size-9 items-center justify-center rounded-lg bg-white/90 text-red-700 shadow hover:bg-red-50',
          focusRing,
        )}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
