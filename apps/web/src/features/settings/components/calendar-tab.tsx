import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { cx } from '../../../components/ui/cx';
import { Spinner } from '../../../components/ui/spinner';
import { inputClasses } from '../../../components/ui/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api/api-error';
import { selectHasAccess } from '../../../store/auth-slice';
import { useAppSelector } from '../../../store/hooks';
import { useCalendarFeedQuery } from '../calendar-api';
import { useResetCalendarLink } from '../use-reset-calendar-link';
import { PausedCalendarFeed } from './paused-calendar-feed';

/** The private calendar feed: its address to copy into a calendar app, and a way to replace it (paused after access ends). */
export function CalendarTab() {
  const { t } = useTranslation('settings');
  const hasAccess = useAppSelector(selectHasAccess);
  // Showing the address needs a running trial or plan; resetting it does not.
  const { data, isLoading, isError, error, refetch, isFetching } = useCalendarFeedQuery(hasAccess ? undefined : skipToken);
  const { reset, resetting } = useResetCalendarLink();
  const fieldId = useId();
  // 402: access ended after this page last read the user (the flags catch up on the next focus).
  const paused = !hasAccess || (isApiError(error) && error.status === 402);

  let body;
  if (paused) {
    body = <PausedCalendarFeed />;
  } else if (isLoading) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" /> {t('calendar.loading')}
      </p>
    );
  } else if (isError || !data) {
    body = (
      <LoadFailed
        title={t('calendar.loadFailed')}
        retryLabel={t('calendar.retry')}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else {
    body = (
      <>
        <div>
          <label htmlFor={fieldId} className="mb-2 block text-sm font-medium text-slate-800">
            {t('calendar.address')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={fieldId}
              readOnly
              value={data.url}
              onFocus={(event) => event.currentTarget.select()}
              aria-describedby={`${fieldId}-warning`}
              className={cx(inputClasses, 'min-w-0 font-mono')}
            />
            <CopyButton
              text={data.url}
              label={t('calendar.copy')}
              accessibleLabel={t('calendar.copyName')}
              copiedLabel={t('calendar.copied')}
              success={t('calendar.copySuccess')}
            />
          </div>
          <p id={`${fieldId}-warning`} className="mt-2 text-sm text-amber-900">
            {t('calendar.warning')}
          </p>
        </div>
        <Button variant="secondary" loading={resetting} onClick={() => void reset()}>
          {resetting ? t('calendar.resetting') : t('calendar.reset')}
        </Button>
      </>
    );
  }

  return (
    <section aria-labelledby="calendar-title" className="max-w-xl space-y-4">
      <div className="flex items-start gap-3">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <h2 id="calendar-title" className="text-lg font-semibold text-slate-900">
            {t('calendar.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('calendar.intro')}</p>
        </div>
      </div>
      {body}
    </section>
  );
}
