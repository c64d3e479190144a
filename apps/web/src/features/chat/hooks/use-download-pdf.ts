import { useCallback, useState } from 'react';
import toast from '../../../lib/toast';
import { ChatText, chatPaths, chatPdfFilename } from '@benji/shared';
import { saveBlob } from '../../../lib/save-blob';
import { fetchBlob } from '../../../store/fetch-blob';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';

/** The chat as a PDF, fetched with the user's token and saved as chat-<8 chars>-<date>.pdf (spec 7, 8). */
export function useDownloadPdf() {
  const dispatch = useAppDispatch();
  const sessionId = useAppSelector((state) => state.chat.currentSessionId);
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(async () => {
    if (!sessionId) {
      toast.error(ChatText.noSessionToDownload);
      return;
    }
    setDownloading(true);
    try {
      const result = await dispatch(fetchBlob(chatPaths.downloadPdf(sessionId, Intl.DateTimeFormat().resolvedOptions().timeZone)));
      if ('error' in result) {
        toast.error(ChatText.pdfFailure);
        return;
      }
      saveBlob(result.blob, chatPdfFilename(sessionId));
      toast.success(ChatText.pdfSuccess);
    } finally {
      setDownloading(false);
    }
  }, [dispatch, sessionId]);

  return { download, downloading };
}
