import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { cx } from '../../../components/ui/cx';
import { Spinner } from '../../../components/ui/spinner';
import { inputClasses } from '../../../components/ui/text-field';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../../lib/api/api-error';
import { confirmResetCalendarLink } from '../../../lib/dialogs';
import toast from '../../../lib/toast';
import { useCalendarFeedQuery, useResetCalendarFeedMutation } from '../calendar-api';

/** The private calendar feed: its address to copy into a calendar app, and a way to replace it. */
export function CalendarTab() {
  const { data, isLoading, isError, error, refetch, isFetching } = useCalendarFeedQuery();
  const [resetFeed, { isLoading: resetting }] = useResetCalendarFeedMutation();
  const fieldId = useId();

  async function reset() {
    if (!(await confirmResetCalendarLink())) return;
    try {
      toast.success((await resetFeed().unwrap()).message);
    } catch (failure) {
      toast.error(isApiError(failure) ? failure.message : GENERIC_ERROR_MESSAGE);
    }
  }

  let body;
  if (isLoading) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" /> Loading your calendar link...
      </p>
    );
  } else if (isError || !data) {
    body = <LoadFailed title="Your calendar link could not be loaded" error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  } else {
    body = (
      <>
        <div>
          <label htmlFor={fieldId} className="mb-2 block text-sm font-medium text-slate-800">
            Calendar address
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
            <CopyButton text={data.url} label="Copy" accessibleLabel="Copy calendar address" success="Calendar address copied." />
          </div>
          <p id={`${fieldId}-warning`} className="mt-2 text-sm text-amber-900">
            Anyone with this address can see your claim deadlines. Keep it private, and reset it if it gets out.
          </p>
        </div>
        <Button variant="secondary" loading={resetting} onClick={() => void reset()}>
          {resetting ? 'Resetting...' : 'Reset link'}
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
            Calendar
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            See every open claim deadline in your own calendar: add this address in Google Calendar (Other calendars, From URL), Apple
            Calendar (File, New Calendar Subscription) or Outlook (Add calendar, Subscribe from web), and it stays up to date.
          </p>
        </div>
      </div>
      {body}
    </section>
  );
}
