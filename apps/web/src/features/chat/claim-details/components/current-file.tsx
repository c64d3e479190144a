import { ClaimUploadMessage, fileSizeInKb, type TClaimUpload } from '@benji/shared';
import { FileText, TriangleAlert } from 'lucide-react';

/** 'Current File': the saved policy PDF (spec 2.8: name, size in KB, content type; only the first). */
export function CurrentFile({ upload }: { upload: TClaimUpload }) {
  const saved = upload.files_metadata[0];
  if (!saved) return null;
  return (
    <section aria-label="Current File" className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
      <h3 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
        <FileText aria-hidden="true" className="size-4 text-brand-700" /> Current File
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700">
        <dt className="text-slate-600">Name</dt>
        <dd className="min-w-0 break-words">{saved.filename}</dd>
        <dt className="text-slate-600">Size</dt>
        <dd>{fileSizeInKb(saved.size)}</dd>
        <dt className="text-slate-600">Type</dt>
        <dd>{saved.content_type}</dd>
      </dl>
      {upload.policy_text_status === 'no_text' && (
        <p className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {ClaimUploadMessage.noTextLayer}
        </p>
      )}
    </section>
  );
}
