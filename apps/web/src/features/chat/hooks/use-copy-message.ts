import { useCallback, useEffect, useRef, useState } from 'react';
import toast from '../../../lib/toast';
import { ChatText } from '@benji/shared';

/** How long the Copy button shows its copied state (spec 8). */
export const COPIED_STATE_MS = 2000;

/**
 * Copies a reply (spec 8, Copy). Without the clipboard API (an insecure page, an old browser) the
 * user is asked to select the text; a refused write can simply be tried again.
 */
export function useCopyMessage() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    if (!navigator.clipboard?.writeText) {
      toast.error(ChatText.copyFailureManual);
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(ChatText.copyFailure);
      return;
    }
    toast.success(ChatText.copySuccess);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_STATE_MS);
  }, []);

  return { copy, copied };
}
