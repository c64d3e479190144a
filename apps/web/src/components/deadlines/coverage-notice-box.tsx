import { claimCategoryOf, coverageNotice, isCountry, type TClaim } from '@benji/shared';
import { Info } from 'lucide-react';

/**
 * Where Benji holds none of the state's or province's own deadline rules, an empty or short list
 * must not read as "nothing is due": this says so, what still applies, and whom to ask.
 */
export function CoverageNoticeBox({
  claim,
  compact = false,
}: {
  claim: Pick<TClaim, 'id' | 'country_of_incident' | 'region' | 'type_of_claim'>;
  compact?: boolean;
}) {
  if (!isCountry(claim.country_of_incident)) return null;
  const notice = coverageNotice(claim.country_of_incident, claim.region, claimCategoryOf(claim.type_of_claim));
  if (!notice) return null;
  const titleId = `coverage-notice-${claim.id}`;
  return (
    <section aria-labelledby={titleId} className="flex gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-800 ring-1 ring-slate-200">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <div className="space-y-2">
        <h4 id={titleId} className="font-semibold text-slate-900">
          {notice.headline}
        </h4>
        {!compact && <p>{notice.body}</p>}
        {!compact && notice.policyTerms.length > 0 && (
          <ul className="list-disc space-y-1 pl-5">
            {notice.policyTerms.map((term) => (
              <li key={term.ruleId}>
                {term.text} <span className="text-slate-600">({term.citation})</span>
              </li>
            ))}
          </ul>
        )}
        {notice.regulator && (
          <p>
            Ask{' '}
            <a
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              href={notice.regulator.website}
              target="_blank"
              rel="noreferrer"
            >
              {notice.regulator.name}
            </a>{' '}
            which rules apply{notice.regulator.phone ? ` (phone ${notice.regulator.phone})` : ''}.
          </p>
        )}
      </div>
    </section>
  );
}
