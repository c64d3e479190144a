import toast from '../../lib/toast';
import { writeClipboard } from '../../lib/clipboard';
import { letterForClipboard, unfilledWarning, type LetterContent } from './letter-text';

export const COPY_SUCCESS = 'Template copied to clipboard!';
export const COPY_FAILED = 'Copy failed. Please try again.';

/** Copies the letter; warns, rather than refuses, when bracketed placeholders are left in it. */
export async function copyLetter(letter: LetterContent, unfilled: readonly string[]): Promise<void> {
  try {
    await writeClipboard(letterForClipboard(letter));
  } catch {
    toast.error(COPY_FAILED);
    return;
  }
  if (unfilled.length === 0) toast.success(COPY_SUCCESS);
  else toast(unfilledWarning(unfilled), { icon: '⚠️', ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
}
