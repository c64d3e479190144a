import {
  INVENTORY_ATTACHMENT_MAX_BYTES,
  INVENTORY_ATTACHMENTS_PER_ITEM_MAX,
  type InventoryAttachmentKind,
  type TInventoryAttachment,
} from '@benji/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api/api-error';
import { confirmDeletion } from '../../../lib/dialogs';
import toast from '../../../lib/toast';
import { useAddAttachmentMutation, useDeleteAttachmentMutation, useItemAttachmentsQuery } from '../api';
import { ACCEPT_OF, attachmentProblem } from '../attachment-checks';
import { AttachmentTile } from './attachment-tile';
import { serverText } from '../../../i18n/server-text';

const fileButton =
  'block max-w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50';

/** The message of a failed call, or the fallback when it carries none. */
const messageOf = (error: unknown, fallback: string) => {
  if (!isApiError(error)) return fallback;
  const fields = error.data as Record<string, unknown> | undefined;
  const first = fields && Object.values(fields).find(Array.isArray);
  return typeof first?.[0] === 'string' ? first[0] : error.message;
};

/**
 * An item's photos and receipts: the thumbnails, a file input that uploads what is chosen at once,
 * and Remove behind a confirmation. The server takes the photos' location and camera data out.
 */
export function AttachmentsPanel({ claimId, itemId }: { claimId: number; itemId: number }) {
  const { t } = useTranslation('inventory');
  const inputId = useId();
  const headingId = useId();
  const [kind, setKind] = useState<InventoryAttachmentKind>('photo');
  const [problem, setProblem] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const { data: attachments, isLoading, isError, refetch } = useItemAttachmentsQuery({ claimId, itemId });
  const [addAttachment, { isLoading: uploading }] = useAddAttachmentMutation();
  const [deleteAttachment] = useDeleteAttachmentMutation();
  const count = attachments?.length ?? 0;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const refusal = attachmentProblem(file, kind, count);
    setProblem(refusal);
    if (!refusal) {
      try {
        toast.success(await serverText((await addAttachment({ claimId, itemId, kind, file }).unwrap()).message));
      } catch (error) {
        setProblem(messageOf(error, t('attachments.uploadFailed')));
      }
    }
    input.value = '';
  }

  async function remove(attachment: TInventoryAttachment) {
    const confirmed = await confirmDeletion({
      title: t('attachments.confirmTitle'),
      text: t('attachments.confirmText', { filename: attachment.filename }),
      confirm: t('attachments.confirm'),
      cancel: t('attachments.keep'),
    });
    if (!confirmed) return;
    setRemovingId(attachment.id);
    try {
      toast.success(await serverText((await deleteAttachment({ claimId, itemId, attachmentId: attachment.id }).unwrap()).message));
    } catch (error) {
      toast.error(messageOf(error, t('attachments.removeFailed')));
    } finally {
      setRemovingId(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('attachments.heading')}{' '}
        <span className="font-normal text-slate-600">{t('attachments.count', { count, max: INVENTORY_ATTACHMENTS_PER_ITEM_MAX })}</span>
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('attachments.hint', { size: INVENTORY_ATTACHMENT_MAX_BYTES / 1024 / 1024 })}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField
          label={t('attachments.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as InventoryAttachmentKind)}
        >
          <option value="photo">{t('attachments.photo')}</option>
          <option value="receipt">{t('attachments.receipt')}</option>
        </SelectField>
        <div className="min-w-0">
          <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-slate-800">
            {kind === 'photo' ? t('attachments.addPhoto') : t('attachments.addReceipt')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT_OF[kind]}
            disabled={uploading || count >= INVENTORY_ATTACHMENTS_PER_ITEM_MAX}
            onChange={(event) => void upload(event)}
            className={fileButton}
          />
        </div>
      </div>
      {uploading && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {t('attachments.uploading')}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      {isLoading && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t('attachments.loading')}
        </p>
      )}
      {isError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t('attachments.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            {t('attachments.tryAgain')}
          </button>
        </p>
      )}
      {attachments && attachments.length > 0 && (
        <ul aria-label={t('attachments.list')} className="mt-4 flex flex-wrap gap-3">
          {attachments.map((attachment) => (
            <AttachmentTile
              key={attachment.id}
              claimId={claimId}
              attachment={attachment}
              removing={removingId === attachment.id}
              onRemove={(chosen) => void remove(chosen)}
            />
          ))}
        </ul>
      )}
      {attachments && attachments.length === 0 && <p className="mt-3 text-sm text-slate-600">{t('attachments.none')}</p>}
    </section>
  );
}
