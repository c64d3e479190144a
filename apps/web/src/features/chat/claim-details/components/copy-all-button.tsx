import { ChatText } from '@benji/shared';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { writeClipboard } from '../../../../lib/clipboard';
import toast from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { claimDetailsText } from '../claim-details-values';
import type { ClaimDetailsState } from '../use-claim-details';

const COPIED_MS = 2000;

/** 'Copy All': the form as labelled lines (spec 2.8); the copied state lasts 2 s (spec 8). */
export function CopyAllButton({ claimDetails }: { claimDetails: ClaimDetailsState }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    const policy = claimDetails.file?.name ?? claimDetails.upload?.files_metadata[0]?.filename ?? null;
    try {
      await writeClipboard(claimDetailsText(claimDetails.values, policy));
      setCopied(true);
      toast.success(ChatText.copyAllSuccess);
    } catch {
      toast.error(ChatText.copyAllFailure);
    }
  }

  const Icon = copied ? Check : Copy;
  return (
    <Button variant="secondary" className="min-h-9 px-3" onClick={() => void copy()}>
      <Icon aria-hidden="true" className="size-4" />
      {copied ? 'Copied' : 'Copy All'}
    </Button>
  );
}
