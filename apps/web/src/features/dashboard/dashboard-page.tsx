import { localToday } from '@benji/shared';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../i18n/use-translation';
import { displayName } from '../../lib/user-display';
import { selectUser } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useDashboardClaimsQuery, useUpcomingDeadlinesQuery } from './api';
import { ClaimsSummary } from './components/claims-summary';
import { NewClaimCard } from './components/new-claim-card';
import { NextDeadlines } from './components/next-deadlines';

/**
 * The user's home. Someone with claims comes back to follow them: their claims and what is due next
 * lead, and a new claim's form waits behind a button. Someone with none has the form first.
 */
export function DashboardPage() {
  const user = useAppSelector(selectUser);
  const claims = useDashboardClaimsQuery();
  const upcoming = useUpcomingDeadlinesQuery(localToday());
  const [formOpen, setFormOpen] = useState(false);
  const { t } = useTranslation('dashboard');
  const hasClaims = (claims.data?.length ?? 0) > 0;

  // The form opened by the button: the focus goes to its heading, where the reading goes on.
  useEffect(() => {
    if (formOpen) document.getElementById('submit-claim-title')?.focus();
  }, [formOpen]);

  const summary = (
    <ClaimsSummary claims={claims.data} isLoading={claims.isLoading} error={claims.error} onRetry={() => void claims.refetch()} />
  );
  const deadlines = (
    <NextDeadlines
      upcoming={upcoming.data}
      claims={claims.data}
      isLoading={upcoming.isLoading || claims.isLoading}
      isError={upcoming.isError}
    />
  );

  if (!hasClaims)
    return (
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('welcome', { name: displayName(user) })}</h2>
        <p className="mt-2 text-slate-600">{t('welcomeLead')}</p>
        {/* While the claims load, nothing is shown in the form's place that would then jump away. */}
        <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
          {!claims.isLoading && <NewClaimCard className="p-4 sm:p-6 lg:col-span-3" />}
          <div className="grid grid-cols-1 gap-6 lg:col-span-2">
            {summary}
            {deadlines}
          </div>
        </div>
      </div>
    );

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('welcomeBack', { name: displayName(user) })}</h2>
          <p className="mt-2 text-slate-600">{t('welcomeBackLead')}</p>
        </div>
        {!formOpen && (
          <Button onClick={() => setFormOpen(true)} aria-controls="new-claim">
            <Plus aria-hidden="true" className="size-4" />
            {t('newClaim')}
          </Button>
        )}
      </div>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        {summary}
        {deadlines}
      </div>
      <div id="new-claim" className="mt-6">
        {formOpen && <NewClaimCard />}
      </div>
    </div>
  );
}
