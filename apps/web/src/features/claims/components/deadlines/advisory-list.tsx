import type { TClaimDeadlines } from '@benji/shared';

/** Points of the rules that carry no date to count to. */
export function AdvisoryList({ advisories }: { advisories: TClaimDeadlines['advisories'] }) {
  if (advisories.length === 0) return null;
  return (
    <section aria-label="Also good to know">
      <h3 className="mb-3 font-semibold text-slate-900">Also good to know</h3>
      <ul className="space-y-2">
        {advisories.map((advisory) => (
          <li key={advisory.text} className="text-sm text-slate-800">
            {advisory.text}{' '}
            <span className="text-xs text-slate-600">
              ({advisory.citation}
              {advisory.provisional && ', provisional'})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
