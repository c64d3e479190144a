import { REMINDER_DAYS_BEFORE_MAX, REMINDER_DAYS_BEFORE_MIN, type TReminderSettings, type TReminderSettingsResponse } from '@benji/shared';
import { BellRing } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { GENERIC_ERROR_MESSAGE, isApiError, readField } from '../../../lib/api/api-error';
import toast from '../../../lib/toast';
import { useReminderSettingsQuery, useSaveReminderSettingsMutation } from '../reminders-api';

const DAY_CHOICES = Array.from(
  { length: REMINDER_DAYS_BEFORE_MAX - REMINDER_DAYS_BEFORE_MIN + 1 },
  (_, index) => index + REMINDER_DAYS_BEFORE_MIN,
);

/** Which deadline e-mails to get: before, on the day, when one passes, and a Monday digest. */
export function RemindersTab() {
  const { data, isLoading, isError, error, refetch, isFetching } = useReminderSettingsQuery();
  if (isLoading)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" /> Loading your reminder settings...
      </p>
    );
  if (isError || !data)
    return (
      <LoadFailed
        title="Your reminder settings could not be loaded"
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        className="max-w-xl"
      />
    );
  // Keyed by the saved values: a save (or another tab's) starts the form from what is stored.
  return <RemindersForm key={JSON.stringify(data)} saved={data} />;
}

function RemindersForm({ saved }: { saved: TReminderSettingsResponse }) {
  const [draft, setDraft] = useState<TReminderSettings>({
    days_before: saved.days_before,
    before_due: saved.before_due,
    on_the_day: saved.on_the_day,
    when_passed: saved.when_passed,
    weekly_digest: saved.weekly_digest,
  });
  const [save, { isLoading: saving, error }] = useSaveReminderSettingsMutation();
  const set = <K extends keyof TReminderSettings>(field: K, value: TReminderSettings[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      toast.success((await save(draft).unwrap()).message);
    } catch (failure) {
      // A field's own message shows under it; anything else is an outcome, so a toast.
      if (!readField(failure, 'days_before')) toast.error(isApiError(failure) ? failure.message : GENERIC_ERROR_MESSAGE);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="max-w-xl space-y-6" noValidate>
      <div className="flex items-start gap-3 rounded-2xl p-4 ring-1 ring-slate-200">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="text-sm text-slate-700">
          <p>
            Benji e-mails <span className="font-medium text-slate-900">{saved.email}</span> about the deadlines on your claims: the law
            behind each date, and for a date the insurer missed, the letter to send.
          </p>
          {!saved.email_verified && (
            <p className="mt-2 font-medium text-amber-900">
              Verify your e-mail address to get reminders: none are sent to an unverified one.
            </p>
          )}
        </div>
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold text-slate-900">E-mail me</legend>
        <Toggle checked={draft.before_due} onChange={(value) => set('before_due', value)} label="Before a deadline">
          <SelectField
            label="How many days before"
            className="mt-2 max-w-48"
            value={draft.days_before}
            disabled={!draft.before_due}
            error={readField(error, 'days_before')}
            onChange={(event) => set('days_before', Number(event.target.value))}
          >
            {DAY_CHOICES.map((days) => (
              <option key={days} value={days}>
                {days === 1 ? '1 day before' : `${days} days before`}
              </option>
            ))}
          </SelectField>
        </Toggle>
        <Toggle checked={draft.on_the_day} onChange={(value) => set('on_the_day', value)} label="On the day it is due" />
        <Toggle
          checked={draft.when_passed}
          onChange={(value) => set('when_passed', value)}
          label="When a deadline passes"
          hint="For one the insurer missed, with the letter to send."
        />
        <Toggle
          checked={draft.weekly_digest}
          onChange={(value) => set('weekly_digest', value)}
          label="A weekly digest"
          hint="On Mondays: what is overdue and what falls due in the next 30 days."
        />
      </fieldset>
      <Button type="submit" loading={saving}>
        {saving ? 'Saving...' : 'Save Reminders'}
      </Button>
    </form>
  );
}

function Toggle({
  checked,
  onChange,
  label,
  hint,
  children,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  label: string;
  hint?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="rounded-xl p-3 ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-900">
            {label}
          </label>
          {hint && (
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {hint}
            </p>
          )}
        </div>
      </div>
      {children && <div className="pl-8">{children}</div>}
    </div>
  );
}
