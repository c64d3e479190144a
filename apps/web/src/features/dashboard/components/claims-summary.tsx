import { CLAIM_STATUSES, type TClaim } from '@benji/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api/api-error';
import { useClaimWords } from '../../../lib/claim-words';
import { claimLabel, countByStatus } from '../summary';
import { StatusBadge } from '../../../components/ui/status-badge';

interface ClaimsSummaryProps {
  claims: TClaim[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

const LATEST = 3;

/** Counts by status and the three newest claims. */
export function ClaimsSummary({ claims, isLoading, error, onRetry }: ClaimsSummaryProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Card role="region" aria-labelledby="claims-summary-title">
      <div className="flex items-center justify-between gap-4">
        <h3 id="claims-summary-title" className="text-lg font-semibold text-slate-900">
          {t('summary.title')}
        </h3>
        <Link
          to="/claim-status"
          className="inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {t('summary.claimStatusLink')} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isLoading ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {t('summary.loading')}
        </p>
      ) : error || !claims ? (
        <div role="alert" className="mt-4 text-sm text-slate-700">
          <p className="font-semibold text-red-800">{t('summary.errorTitle')}</p>
          <p className="mt-1">{isApiError(error) ? error.message : t('summary.errorFallback')}</p>
          <Button variant="secondary" className="mt-3" onClick={onRetry}>
            {t('summary.retry')}
          </Button>
        </div>
      ) : (
        <ClaimsOverview claims={claims} />
      )}
    </Card>
  );
}

function ClaimsOverview({ claims }: { claims: TClaim[] }) {
  const { t } = useTranslation('dashboard');
  const words = useClaimWords();
  const counts = countByStatus(claims);
  return (
    <>
      {/* Four across only when the card is wide enough for 'Rejected' in a badge: the card sits in
          a narrow side column on a desktop, and takes the whole width on a tablet. */}
      <div className="@container">
        <dl className="mt-4 grid grid-cols-2 gap-2 @sm:grid-cols-4">
          {CLAIM_STATUSES.map((status) => (
            <div key={status} className="flex flex-col-reverse items-center gap-1 rounded-xl bg-slate-50 p-2 ring-1 ring-slate-200/70">
              <dt>
                <StatusBadge status={status} />
              </dt>
              <dd className="text-xl font-bold text-slate-900">{counts[status]}</dd>
            </div>
          ))}
        </dl>
      </div>
      {claims.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('summary.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {claims.slice(0, LATEST).map((claim) => (
            <li key={claim.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900">{claimLabel(claim, words.claimType)}</p>
                <p className="truncate text-xs text-slate-600">
                  {words.claimType(claim.type_of_claim)} · {claim.city_of_incident}
                </p>
              </div>
              <StatusBadge status={claim.status} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
