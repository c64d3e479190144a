import type { Regulator } from '@benji/shared';
import { Info } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { claimCoverageNotice, type CoverageClaim } from './claim-coverage-notice';

const LINK = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** "insurance.ohio.gov": the address as people read it, beside the link that carries the office's name. */
function shortAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function RegulatorLine({ regulator }: { regulator: Regulator }) {
  return (
    <>
      <p>
        Ask{' '}
        <a className={LINK} href={regulator.website} target="_blank" rel="noreferrer">
          {regulator.name}
        </a>{' '}
        ({shortAddress(regulator.website)}
        {regulator.lookFor ? `; look for ${regulator.lookFor}` : ''}) which rules apply
        {regulator.phone ? ` (phone ${regulator.phone})` : ''}.
      </p>
      {regulator.complaintPage && (
        <p>
          <a className={LINK} href={regulator.complaintPage} target="_blank" rel="noreferrer">
            How to complain to {regulator.name}
          </a>
        </p>
      )}
    </>
  );
}

/**
 * Where Benji holds none of the state's or province's own deadline rules, an empty or short list
 * must not read as "nothing is due": this says so, what still applies, and whom to ask.
 */
export function CoverageNoticeBox({ claim, compact = false }: { claim: CoverageClaim; compact?: boolean }) {
  const { i18n } = useTranslation();
  const notice = claimCoverageNotice(claim);
  if (!notice) return null;
  const titleId = `coverage-notice-${claim.id}`;
  // The notice is @benji/shared's English, not yet in French or Spanish: a reader of those is told by lang.
  const lang = i18n.language.startsWith('en') ? undefined : 'en';
  return (
    <section
      aria-labelledby={titleId}
      lang={lang}
      className="flex gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-800 ring-1 ring-slate-200"
    >
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
        {notice.regulator && <RegulatorLine regulator={notice.regulator} />}
      </div>
    </section>
  );
}
