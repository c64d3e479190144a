import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { copyText } from '../../lib/clipboard';
import { useTranslation } from '../../i18n/use-translation';
import { Button, type ButtonSize, type ButtonVariant } from './button';

/** Spec 8: the copied state shows for 2 s. */
export const COPIED_MS = 2000;

export interface CopyButtonProps {
  /** The text, or a function that reads it at the click, so a draft is copied as it stands. */
  text: string | (() => string);
  /** The visible label: 'Copy', 'Copy All', 'Copy to Clipboard' (with any words only screen readers hear). */
  label: ReactNode;
  /** The name for screen readers when the label needs context ('Copy message'); it starts with the label. */
  accessibleLabel?: string;
  /** Shown, and read, for 2 s once the text is on the clipboard. */
  copiedLabel?: string;
  /** The success toast; null when onCopied says it instead. */
  success: string | null;
  /** The failure toast; by default spec 8's. */
  failure?: string;
  onCopied?: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** The id of a longer description, such as a tooltip's. */
  'aria-describedby'?: string;
}

/** Every Copy button of the app: the clipboard, the toasts and the 2-second copied state in one place. */
export function CopyButton({
  text,
  label,
  accessibleLabel,
  copiedLabel,
  success,
  failure,
  onCopied,
  variant = 'secondary',
  ...button
}: CopyButtonProps) {
  const { t } = useTranslation('frame');
  // Which copy the copied state is showing, 0 for none: a second copy within the 2 s starts them again.
  const [copyId, setCopyId] = useState(0);
  useEffect(() => {
    if (copyId === 0) return;
    const timer = window.setTimeout(() => setCopyId(0), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copyId]);
  const copied = copyId !== 0;

  async function copy() {
    if (!(await copyText(typeof text === 'function' ? text() : text, { success, failure }))) return;
    setCopyId((id) => id + 1);
    onCopied?.();
  }

  const Icon = copied ? Check : Copy;
  return (
    <Button variant={variant} {...button} aria-label={copied ? undefined : accessibleLabel} onClick={() => void copy()}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {copied ? (copiedLabel ?? t('copy.copied')) : label}
    </Button>
  );
}
