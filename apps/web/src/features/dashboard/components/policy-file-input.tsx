import { FileText, Upload, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/use-translation';
import { policyFileProblem } from '../claim-form-values';

interface PolicyFileInputProps {
  file: File | null;
  error?: string;
  onFile: (file: File | null) => void;
  onError: (message: string | undefined) => void;
}

/** The optional policy PDF (spec 2.10): checked for type and size as soon as it is picked. */
export function PolicyFileInput({ file, error, onFile, onError }: PolicyFileInputProps) {
  const id = useId();
  const { t } = useTranslation('dashboard');
  const input = useRef<HTMLInputElement>(null);

  function pick(chosen: File | undefined) {
    if (!chosen) return;
    const problem = policyFileProblem(chosen);
    onError(problem ?? undefined);
    onFile(problem ? null : chosen);
  }

  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-slate-800">
        {t('form.policyDocument')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => input.current?.click()} aria-describedby={`${id}-note`}>
          <Upload aria-hidden="true" className="size-4" />
          {file ? t('form.changePdf') : t('form.choosePdf')}
        </Button>
        {file && (
          <span className="inline-flex min-w-0 items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <FileText aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{file.name}</span>
            <button
              type="button"
              aria-label={t('form.removeFile', { name: file.name })}
              onClick={() => onFile(null)}
              className="rounded p-0.5 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </span>
        )}
        <input
          ref={input}
          id={id}
          name="policyDocument"
          type="file"
          accept=".pdf,application/pdf"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <p id={`${id}-note`} className={error ? 'mt-2 text-sm text-red-700' : 'mt-2 text-xs text-slate-600'}>
        {error ?? t('form.pdfNote')}
      </p>
    </div>
  );
}
