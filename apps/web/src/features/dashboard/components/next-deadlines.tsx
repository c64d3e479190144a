import { DEADLINE_DISCLAIMER, formatPlainDate, type TClaim, type TUpcomingDeadlines } from '@benji/shared';
import { CalendarClock } from 'lucide-react';
import { claimCoverageNotice } from '../../../components/deadlines/claim-coverage-notice';
import { CoverageNoticeBox } from '../../../components/deadlines/coverage-notice-box';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { Spinner } from '../../../components/ui/spinner';
import { claimLabel, nextDeadlines, openItemCounts } from '../summary';

interface NextDeadlinesProps {
  upcoming: TUpcomingDeadlines | undefined;
  claims: TClaim[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

const SHOWN = 5;

/** The soonest deadlines over all the user's claims, and what each side still owes. */
export function NextDeadlines({ upcoming, claims, isLoading, isError }: NextDeadlinesProps) {
  const rows = upcoming && claims ? nextDeadlines(upcoming, claims, SHOWN) : [];
  const owed = upcoming && claims ? openItemCounts(upcoming, claims) : null;
  const notices = !isLoading && !isError ? (claims ?? []).map((claim) => <CoverageNoticeBox key={claim.id} claim={claim} compact />) : [];
  const someUncovered = (claims ?? []).some((claim) => claimCoverageNotice(claim) !== null);
  return (
    <Card role="region" aria-labelledby="next-deadlines-title">
      <h3 id="next-deadlines-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
        Next deadlines
      </h3>
      <p className="mt-1 text-xs text-slate-600">{DEADLINE_DISCLAIMER}</p>
      {isLoading ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> Loading deadlines...
        </p>
      ) : isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          The deadlines could not be loaded. Please try again later.
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          {someUncovered
            ? 'No open deadlines from the rules Benji holds; where a place’s own rules are not encoded (below), that does not mean nothing is due.'
            : 'No open deadlines.'}{' '}
          Record what happens on a claim in its diary, on the Claim Status page, to see the dates that follow.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {rows.map(({ claim, deadline }) => (
            <li key={`${claim.id}-${deadline.ruleId}-${deadline.triggeredOn}`} className="rounded-xl p-3 ring-1 ring-slate-200">
              <div className="flex items-start justify-between gap-3">
                <p className="text-sm font-semibold text-slate-900">{deadline.title}</p>
                <span
                  className={cx(
                    'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                    deadline.status === 'overdue' ? 'bg-red-100 text-red-900' : 'bg-brand-100 text-brand-900',
                  )}
                >
                  {deadline.status === 'overdue' ? 'Overdue' : 'Due'} {formatPlainDate(deadline.dueOn)}
                </span>
              </div>
              <p className="mt-1 text-xs text-slate-600">
                {claimLabel(claim)} · {deadline.who === 'insurer' ? 'The insurer' : 'You'} · {deadline.citation}
                {deadline.provisional && ' · Provisional'}
              </p>
            </li>
          ))}
        </ul>
      )}
      {owed && (owed.userOwes > 0 || owed.insurerOwes > 0) && (
        <p className="mt-4 text-sm text-slate-700">
          Open items: you owe the insurer {owed.userOwes}; insurers owe you {owed.insurerOwes}.
        </p>
      )}
      {/* A claim where the law's own deadlines are not encoded says so, so "No open deadlines" is never read as "nothing is due". */}
      <div className="mt-4 space-y-3 empty:hidden">{notices}</div>
    </Card>
  );
}
