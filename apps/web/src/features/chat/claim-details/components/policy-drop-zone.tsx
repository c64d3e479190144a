import { FileText, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import type { ClaimDetailsState } from '../use-claim-details';
import { useTranslation } from '../../../../i18n/use-translation';
import { chatMessageText } from '../../chat-message-text';
import { FileSize } from './file-size';
import { richText } from '../../../../i18n/rich-text';

/** The policy PDF: dropped or chosen, checked at once (spec 5), removable until saved. */
export function PolicyDropZone({ claimDetails }: { claimDetails: ClaimDetailsState }) {
  const { file, errors, chooseFile, removeFile, isUpdate } = claimDetails;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { t } = useTranslation('chat');

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    chooseFile(event.dataTransfer.files[0]);
  }

  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-slate-800">
        {t('details.policyPdf')} <span className="text-xs font-normal text-slate-600">{t('details.optional')}</span>
      </label>
      <div
        data-testid="policy-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cx(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-3 py-4 text-center text-sm text-slate-600',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <Upload aria-hidden="true" className="size-5 text-brand-700" />
        <p>{t('details.dropHere')}</p>
        <Button variant="secondary" onClick={() => input.current?.click()} aria-describedby={`${id}-note`}>
          {file ? t('details.chooseAnotherPdf') : isUpdate ? t('details.chooseNewPdf') : t('details.choosePdf')}
        </Button>
        <input
          ref={input}
          id={id}
          type="file"
          accept=".pdf,application/pdf"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            chooseFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {file && (
        <div className="mt-2 flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{file.name}</span>
            <span className="text-xs">{richText(t('details.toBeSaved'), { size: () => <FileSize bytes={file.size} /> })}</span>
          </span>
          <Button variant="ghost" className="min-h-9 px-2" onClick={removeFile} aria-label={t('details.removeFile', { name: file.name })}>
            {t('details.remove')}
          </Button>
        </div>
      )}
      <p
        id={`${id}-note`}
        role={errors.files ? 'alert' : undefined}
        className={errors.files ? 'mt-2 text-sm text-red-700' : 'mt-2 text-xs text-slate-600'}
      >
        {chatMessageText(errors.files) ?? t('details.pdfNote')}
      </p>
    </div>
  );
}
