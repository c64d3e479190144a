import { ChatText } from '@benji/shared';
import toast from './toast';

/**
 * Writes text to the clipboard: every Copy in the app comes through here. The Clipboard API exists
 * only on secure origins (https, localhost) and may be refused (no permission, page not focused);
 * then the hidden-textarea copy is tried, which works on a plain-http address too.
 */
export async function writeClipboard(text: string): Promise<void> {
  if (hasClipboardApi()) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch (error) {
      if (!copyWithTextArea(text)) throw error;
      return;
    }
  }
  if (!copyWithTextArea(text)) throw new Error('The browser refused to copy.');
}

// Typed as always there, but missing on insecure origins and in older browsers.
const hasClipboardApi = () => typeof navigator.clipboard?.writeText === 'function';

function copyWithTextArea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export interface CopyFeedback {
  /** The success toast; null when the caller says so itself. */
  success: string | null;
  /** The failure toast. By default spec 8's: try again, or, with no clipboard at all, copy by hand. */
  failure?: string;
}

/** Copies and says how it went in a toast (spec 8, Copy); true when the text is on the clipboard. */
export async function copyText(text: string, { success, failure }: CopyFeedback): Promise<boolean> {
  try {
    await writeClipboard(text);
  } catch {
    toast.error(failure ?? (hasClipboardApi() ? ChatText.copyFailure : ChatText.copyFailureManual));
    return false;
  }
  if (success) toast.success(success);
  return true;
}
