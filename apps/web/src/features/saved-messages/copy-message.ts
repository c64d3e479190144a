import { ChatText } from '@benji/shared';
import { writeClipboard } from '../../lib/clipboard';
import toast from '../../lib/toast';

/**
 * Copies a saved message as it was written (markers and all), so it pastes into an e-mail intact.
 */
export async function copyMessage(text: string): Promise<boolean> {
  try {
    await writeClipboard(text);
    toast.success(ChatText.copySuccess);
    return true;
  } catch {
    toast.error(ChatText.copyFailureManual);
    return false;
  }
}
