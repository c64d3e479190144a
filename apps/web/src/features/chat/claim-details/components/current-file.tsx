import type { TClaimUpload } from '@benji/shared';
import { FileText, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../../i18n/use-translation';
import { FileSize } from './file-size';

/** 'Current File': the saved policy PDF (spec 2.8: name, size in KB, content type; only the first). */
export function CurrentFile({ upload }: { upload: TClaimUpload }) {
  const { t } = useTranslation('chat');
  const saved = upload.files_metadata[0];
  if (!saved) return null;
  return (
    <section aria-label={t('details.currentFile')} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
      <h3 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
        <FileText aria-hidden="true" className="size-4 text-brand-700" /> {t('details.currentFile')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700">
        <dt className="text-slate-600">{t('details.fileName')}</dt>
        <dd className="min-w-0 break-words">{saved.filename}</dd>
        <dt className="text-slate-600">{t('details.fileSize')}</dt>
        <dd>
          <FileSize bytes={saved.size} />
        </dd>
        <dt className="text-slate-600">{t('details.fileType')}</dt>
        <dd>{saved.content_type}</dd>
      </dl>
      {upload.policy_text_status === 'no_text' && (
        <p className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('details.noTextLayer')}
        </p>
      )}
    </section>
  );
}
