import { claimCategoryOf, type CoverageNotice, type Regulator } from '@benji/shared';
import { Info } from 'lucide-react';
import { richText } from '../../i18n/rich-text';
import { useTranslation } from '../../i18n/use-translation';
import { claimCoverageNotice, type CoverageClaim } from './claim-coverage-notice';
import { useCoverageNoticeText } from './use-coverage-notice-text';

const LINK = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** "insurance.ohio.gov": the address as people read it, beside the link that carries the office's name. */
function shortAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function RegulatorLine({ regulator }: { regulator: Regulator }) {
  const { t, i18n } = useTranslation('frame');
  // What to look for on the regulator's site is its own English wording.
  const lookForLang = i18n.language.startsWith('en') ? undefined : 'en';
  const line = t('coverageNotice.regulatorLine', {
    name: regulator.name,
    address: shortAddress(regulator.website),
    lookFor: regulator.lookFor ? t('coverageNotice.lookFor', { what: regulator.lookFor }) : '',
    phone: regulator.phone ? t('coverageNotice.phone', { phone: regulator.phone }) : '',
  });
  return (
    <>
      <p>
        {richText(line, {
          regulator: (name) => (
            <a className={LINK} href={regulator.website} target="_blank" rel="noreferrer">
              {name}
            </a>
          ),
          lookFor: (what) => <span lang={lookForLang}>{what}</span>,
        })}
      </p>
      {regulator.complaintPage && (
        <p>
          <a className={LINK} href={regulator.complaintPage} target="_blank" rel="noreferrer">
            {t('coverageNotice.complain', { name: regulator.name })}
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
  const notice = claimCoverageNotice(claim);
  if (!notice) return null;
  return <Notice notice={notice} claim={claim} compact={compact} />;
}

function Notice({ notice, claim, compact }: { notice: CoverageNotice; claim: CoverageClaim; compact: boolean }) {
  const text = useCoverageNoticeText(notice, claimCategoryOf(claim.type_of_claim));
  const titleId = `coverage-notice-${claim.id}`;
  return (
    <section aria-labelledby={titleId} className="flex gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-800 ring-1 ring-slate-200">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <div className="space-y-2">
        <h4 id={titleId} className="font-semibold text-slate-900">
          {text.headline}
        </h4>
        {!compact && <p>{text.body}</p>}
        {!compact && text.policyTerms.length > 0 && (
          <ul className="list-disc space-y-1 pl-5">
            {text.policyTerms.map((term) => (
              <li key={term.ruleId} lang={term.lang}>
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
