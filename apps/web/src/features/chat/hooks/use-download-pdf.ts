import { useCallback, useState } from 'react';
import toast from '../../../lib/toast';
import { chatPaths, chatPdfFilename } from '@benji/shared';
import { saveBlob } from '../../../lib/save-blob';
import { fetchBlob } from '../../../store/fetch-blob';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { documentLanguage, i18n } from '../../../i18n/i18n';

/** The chat as a PDF, fetched with the user's token and saved as chat-<8 chars>-<date>.pdf (spec 7, 8). */
export function useDownloadPdf() {
  const dispatch = useAppDispatch();
  const sessionId = useAppSelector((state) => state.chat.currentSessionId);
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(async () => {
    if (!sessionId) {
      toast.error(i18n.t('chat:pdf.noSession'));
      return;
    }
    setDownloading(true);
    try {
      const result = await dispatch(
        fetchBlob(chatPaths.downloadPdf(sessionId, Intl.DateTimeFormat().resolvedOptions().timeZone, documentLanguage())),
      );
      if ('error' in result) {
        toast.error(i18n.t('chat:pdf.failed'));
        return;
      }
      saveBlob(result.blob, chatPdfFilename(sessionId));
      toast.success(i18n.t('chat:pdf.downloaded'));
    } finally {
      setDownloading(false);
    }
  }, [dispatch, sessionId]);

  return { download, downloading };
}
