import { REMINDER_DAYS_BEFORE_MAX, REMINDER_DAYS_BEFORE_MIN, type TReminderSettings, type TReminderSettingsResponse } from '@benji/shared';
import { BellRing } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { GENERIC_ERROR_MESSAGE, readField } from '../../../lib/api/api-error';
import toast from '../../../lib/toast';
import { useReminderSettingsQuery, useSaveReminderSettingsMutation } from '../reminders-api';
import { failureText, serverText } from '../../../i18n/server-text';

const DAY_CHOICES = Array.from(
  { length: REMINDER_DAYS_BEFORE_MAX - REMINDER_DAYS_BEFORE_MIN + 1 },
  (_, index) => index + REMINDER_DAYS_BEFORE_MIN,
);

/** Which deadline e-mails to get: before, on the day, when one passes, and a Monday digest. */
export function RemindersTab() {
  const { t } = useTranslation('settings');
  const { data, isLoading, isError, error, refetch, isFetching } = useReminderSettingsQuery();
  if (isLoading)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" /> {t('reminders.loading')}
      </p>
    );
  if (isError || !data)
    return (
      <LoadFailed
        title={t('reminders.loadFailed')}
        retryLabel={t('reminders.retry')}
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
  const { t } = useTranslation('settings');
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
      toast.success(await serverText((await save(draft).unwrap()).message));
    } catch (failure) {
      // A field's own message shows under it; anything else is an outcome, so a toast.
      if (!readField(failure, 'days_before')) toast.error(await failureText(failure, GENERIC_ERROR_MESSAGE));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="max-w-xl space-y-6" noValidate>
      <div className="flex items-start gap-3 rounded-2xl p-4 ring-1 ring-slate-200">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="text-sm text-slate-700">
          <p>
            {richText(t('reminders.intro', { email: saved.email }), {
              email: (address) => (
                <span translate="no" className="font-medium text-slate-900">
                  {address}
                </span>
              ),
            })}
          </p>
          {!saved.email_verified && <p className="mt-2 font-medium text-amber-900">{t('reminders.unverified')}</p>}
        </div>
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold text-slate-900">{t('reminders.legend')}</legend>
        <Toggle checked={draft.before_due} onChange={(value) => set('before_due', value)} label={t('reminders.beforeDue')}>
          <SelectField
            label={t('reminders.daysBeforeLabel')}
            className="mt-2 max-w-48"
            value={draft.days_before}
            disabled={!draft.before_due}
            error={readField(error, 'days_before')}
            onChange={(event) => set('days_before', Number(event.target.value))}
          >
            {DAY_CHOICES.map((days) => (
              <option key={days} value={days}>
                {t('reminders.daysBefore', { count: days })}
              </option>
            ))}
          </SelectField>
        </Toggle>
        <Toggle checked={draft.on_the_day} onChange={(value) => set('on_the_day', value)} label={t('reminders.onTheDay')} />
        <Toggle
          checked={draft.when_passed}
          onChange={(value) => set('when_passed', value)}
          label={t('reminders.whenPassed')}
          hint={t('reminders.whenPassedHint')}
        />
        <Toggle
          checked={draft.weekly_digest}
          onChange={(value) => set('weekly_digest', value)}
          label={t('reminders.digest')}
          hint={t('reminders.digestHint')}
        />
      </fieldset>
      <Button type="submit" loading={saving}>
        {saving ? t('reminders.saving') : t('reminders.save')}
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
