import { FlaskConical } from 'lucide-react';

/** Says plainly that no money moves here: this server has no payment provider configured. */
export function TestModeNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">Test mode</p>
        <p className="mt-1">
          This server has no payment provider configured, so this is a test checkout. No card is asked for and nothing is charged;
          confirming activates the plan on this server only.
        </p>
      </div>
    </div>
  );
}
