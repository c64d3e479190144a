import type { ReactNode } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import type { ButtonVariant } from '../../../components/ui/button';
import { i18n } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import toast from '../../../lib/toast';
import { letterForClipboard, unfilledWarning, type FilledLetter } from '../letter-text';

/** Warns, rather than refuses, when bracketed placeholders are left in the copied letter. */
function sayCopied(unfilled: readonly string[]) {
  if (unfilled.length === 0) toast.success(i18n.t('templates:copy.success'));
  else toast(unfilledWarning(unfilled), { icon: '⚠️', ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
}

interface LetterCopyButtonProps {
  letter: FilledLetter;
  label: ReactNode;
  accessibleLabel?: string;
  variant?: ButtonVariant;
  className?: string;
}

/** Copy for a filled letter: subject and body, ready to paste into an e-mail. */
export function LetterCopyButton({ letter, ...button }: LetterCopyButtonProps) {
  const { t } = useTranslation('templates');
  return (
    <CopyButton
      {...button}
      text={letterForClipboard({ subject: letter.subject.text, body: letter.body.text })}
      success={null}
      copiedLabel={t('copy.copied')}
      failure={t('copy.failed')}
      onCopied={() => sayCopied(letter.unfilled)}
    />
  );
}
