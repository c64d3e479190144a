import { inventoryPaths } from '@benji/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { codeOf, serverText } from '../../../i18n/server-text';
import { useTranslation } from '../../../i18n/use-translation';
import { saveBlob } from '../../../lib/save-blob';
import toast from '../../../lib/toast';
import { fetchBlob } from '../../../store/fetch-blob';
import { useAppDispatch } from '../../../store/hooks';

const FORMATS = [
  { id: 'xlsx', url: inventoryPaths.exportXlsx, fallback: (claimId: number) => `contents-${claimId}.xlsx` },
  { id: 'csv', url: inventoryPaths.export, fallback: (claimId: number) => `claim-${claimId}-inventory.csv` },
  { id: 'pdf', url: inventoryPaths.exportPdf, fallback: (claimId: number) => `contents-${claimId}.pdf` },
] as const;

/**
 * The schedule for the insurer (XLSX), the plain sheet (CSV) and the printable schedule with photos
 * (PDF), fetched with the user's token under the server's name.
 */
export function ExportButtons({ claimId }: { claimId: number }) {
  const { t } = useTranslation('inventory');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<string | null>(null);

  async function download(format: (typeof FORMATS)[number]) {
    setBusy(format.id);
    const result = await dispatch(fetchBlob(format.url(claimId)));
    setBusy(null);
    if ('error' in result) toast.error(await serverText(result.error.message, codeOf(result.error)));
    else saveBlob(result.blob, result.filename ?? format.fallback(claimId));
  }

  return (
    <div className="flex flex-wrap gap-2">
      {FORMATS.map((format) => (
        <Button key={format.id} variant="secondary" size="sm" loading={busy === format.id} onClick={() => void download(format)}>
          {busy !== format.id && <Download aria-hidden="true" className="size-4" />}
          {t(`export.${format.id}`)}
        </Button>
      ))}
    </div>
  );
}
