import type { TClaim } from '@benji/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { saveBlob } from '../../../../lib/save-blob';
import { fetchBlob } from '../../../../store/fetch-blob';
import { useAppDispatch } from '../../../../store/hooks';
import { codeOf, serverText } from '../../../../i18n/server-text';
import { useTranslation } from '../../../../i18n/use-translation';

/**
 * The claim's policy PDF, downloaded with the user's token: the file is private, so a plain link
 * (which carries no Authorization header) would be refused.
 */
export function PolicyDocumentLink({ claim }: { claim: Pick<TClaim, 'policy_document' | 'policy_document_name'> }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('claims');
  if (!claim.policy_document || !claim.policy_document_name) return null;
  const { policy_document: url, policy_document_name: filename } = claim;

  async function download() {
    setBusy(true);
    const result = await dispatch(fetchBlob(url));
    setBusy(false);
    if ('error' in result)
      toast.error(result.error.status === 404 ? await serverText(result.error.message, codeOf(result.error)) : t('detail.downloadFailed'));
    else saveBlob(result.blob, filename);
  }

  return (
    <Button variant="ghost" onClick={download} disabled={busy} className="-ml-2 max-w-full">
      <Download aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{busy ? t('detail.downloading') : filename}</span>
      <span className="sr-only"> {t('detail.download')}</span>
    </Button>
  );
}
