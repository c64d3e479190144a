import { ChatText } from '@benji/shared';
import toast from '../../lib/toast';

/**
 * Copies a saved message as it was written (markers and all), so it pastes into an e-mail intact.
 * The Clipboard API exists only on secure origins; on plain http the hidden-textarea copy still works.
 */
export async function copyMessage(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(text);
    else legacyCopy(text);
    toast.success(ChatText.copySuccess);
    return true;
  } catch {
    toast.error(ChatText.copyFailureManual);
    return false;
  }
}

function legacyCopy(text: string) {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy.');
  } finally {
    area.remove();
  }
}
