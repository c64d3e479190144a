import { writeClipboard } from '../../lib/clipboard';
import toast from '../../lib/toast';

export const COPY_FAILED = 'Copy failed. Please try again.';

/** Copies to the clipboard and says so in a toast (spec 8, Copy); true when it worked. */
export async function copyText(text: string, success: string): Promise<boolean> {
  try {
    await writeClipboard(text);
    toast.success(success);
    return true;
  } catch {
    toast.error(COPY_FAILED);
    return false;
  }
}
