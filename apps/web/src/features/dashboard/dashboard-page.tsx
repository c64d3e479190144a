import { localToday } from '@benji/shared';
import { Card } from '../../components/ui/card';
import { displayName } from '../../lib/user-display';
import { selectUser } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useDashboardClaimsQuery, useUpcomingDeadlinesQuery } from './api';
import { ClaimsSummary } from './components/claims-summary';
import { NextDeadlines } from './components/next-deadlines';
import { SubmitClaimForm } from './components/submit-claim-form';
import { TutorialButton } from './components/tutorial-button';

/** The user's home: submit a claim, see where the claims stand and what is due next. */
export function DashboardPage() {
  const user = useAppSelector(selectUser);
  const claims = useDashboardClaimsQuery();
  const upcoming = useUpcomingDeadlinesQuery(localToday());
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Welcome, {displayName(user)}</h2>
      <p className="mt-2 text-slate-600">Submit a claim, follow it, and see what is due next.</p>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <Card role="region" className="p-4 sm:p-6 lg:col-span-3" aria-labelledby="submit-claim-title">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h3 id="submit-claim-title" className="text-lg font-semibold text-slate-900">
              Submit Your Claim Info
            </h3>
            <TutorialButton />
          </div>
          <SubmitClaimForm />
        </Card>
        <div className="grid grid-cols-1 gap-6 lg:col-span-2">
          <ClaimsSummary claims={claims.data} isLoading={claims.isLoading} error={claims.error} onRetry={() => void claims.refetch()} />
          <NextDeadlines
            upcoming={upcoming.data}
            claims={claims.data}
            isLoading={upcoming.isLoading || claims.isLoading}
            isError={upcoming.isError}
          />
        </div>
      </div>
    </div>
  );
}
