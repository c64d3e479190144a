import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { copyText } from '../copy-text';

/** Spec 8: the copied state shows for 2 s. */
const COPIED_MS = 2000;

interface CopyButtonProps {
  text: string;
  label: string;
  /** The toast on success. */
  success: string;
  variant?: 'primary' | 'secondary' | 'ghost';
}

export function CopyButton({ text, label, success, variant = 'secondary' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <Button variant={variant} onClick={async () => setCopied(await copyText(text, success))}>
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      {copied ? 'Copied!' : label}
    </Button>
  );
}
