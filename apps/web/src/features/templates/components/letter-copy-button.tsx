import { CopyButton } from '../../../components/ui/copy-button';
import type { ButtonVariant } from '../../../components/ui/button';
import toast from '../../../lib/toast';
import { letterForClipboard, unfilledWarning, type FilledLetter } from '../letter-text';

export const COPY_SUCCESS = 'Template copied to clipboard!';
export const COPY_FAILED = 'Copy failed. Please try again.';

/** Warns, rather than refuses, when bracketed placeholders are left in the copied letter. */
function sayCopied(unfilled: readonly string[]) {
  if (unfilled.length === 0) toast.success(COPY_SUCCESS);
  else toast(unfilledWarning(unfilled), { icon: '⚠️', ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
}

interface LetterCopyButtonProps {
  letter: FilledLetter;
  label: string;
  accessibleLabel?: string;
  variant?: ButtonVariant;
  className?: string;
}

/** Copy for a filled letter: subject and body, ready to paste into an e-mail. */
export function LetterCopyButton({ letter, ...button }: LetterCopyButtonProps) {
  return (
    <CopyButton
      {...button}
      text={letterForClipboard({ subject: letter.subject.text, body: letter.body.text })}
      success={null}
      failure={COPY_FAILED}
      onCopied={() => sayCopied(letter.unfilled)}
    />
  );
}
