import type { TClaim, TUpcomingDeadlines } from '@benji/shared';
import { CalendarClock } from 'lucide-react';
import { claimCoverageNotice } from '../../../components/deadlines/claim-coverage-notice';
import { CoverageNoticeBox } from '../../../components/deadlines/coverage-notice-box';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../i18n/format';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { useClaimWords } from '../../../lib/claim-words';
import { deadlineHeading } from '@benji/shared';
import { useDeadlineWords } from '../../../lib/deadline-words/use-deadline-words';
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
  const { t } = useTranslation('dashboard');
  const words = useClaimWords();
  const deadlineWords = useDeadlineWords();
  const rows = upcoming && claims ? nextDeadlines(upcoming, claims, SHOWN) : [];
  const owed = upcoming && claims ? openItemCounts(upcoming, claims) : null;
  const notices = !isLoading && !isError ? (claims ?? []).map((claim) => <CoverageNoticeBox key={claim.id} claim={claim} compact />) : [];
  const someUncovered = (claims ?? []).some((claim) => claimCoverageNotice(claim) !== null);
  return (
    <Card role="region" aria-labelledby="next-deadlines-title">
      <h3 id="next-deadlines-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
        {t('deadlines.title')}
      </h3>
      <p className="mt-1 text-xs text-slate-600">{t('deadlines.disclaimer')}</p>
      {isLoading ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> {t('deadlines.loading')}
        </p>
      ) : isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {t('deadlines.error')}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{someUncovered ? t('deadlines.emptyUncovered') : t('deadlines.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {rows.map(({ claim, deadline }) => {
            const { title, citation } = deadlineHeading(deadline, deadlineWords);
            return (
              <li key={`${claim.id}-${deadline.ruleId}-${deadline.triggeredOn}`} className="rounded-xl p-3 ring-1 ring-slate-200">
                <div className="flex items-start justify-between gap-3">
                  <p className="text-sm font-semibold text-slate-900">{title}</p>
                  <span
                    className={cx(
                      'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                      deadline.status === 'overdue' ? 'bg-red-100 text-red-900' : 'bg-brand-100 text-brand-900',
                    )}
                  >
                    {richText(
                      t(deadline.status === 'overdue' ? 'deadlines.overdue' : 'deadlines.due', { date: formatDay(deadline.dueOn) }),
                      {
                        date: (date) => <time dateTime={deadline.dueOn}>{date}</time>,
                      },
                    )}
                  </span>
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  {claimLabel(claim, words.claimType)} · {deadline.who === 'insurer' ? t('deadlines.insurer') : t('deadlines.you')} ·{' '}
                  {citation}
                  {deadline.provisional && ` · ${t('deadlines.provisional')}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {owed && (owed.userOwes > 0 || owed.insurerOwes > 0) && (
        <p className="mt-4 text-sm text-slate-700">
          {t('deadlines.openItems', { userOwes: owed.userOwes, insurerOwes: owed.insurerOwes })}
        </p>
      )}
      {/* A claim where the law's own deadlines are not encoded says so, so "No open deadlines" is never read as "nothing is due". */}
      <div className="mt-4 space-y-3 empty:hidden">{notices}</div>
    </Card>
  );
}
