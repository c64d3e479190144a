import {
  DIARY_CHANNELS,
  DIARY_EVENT_KINDS,
  ITEM_KINDS,
  KIND_DIRECTIONS,
  type DiaryChannel,
  type DiaryDirection,
  type DiaryEventKind,
  type TClaim,
} from '@benji/shared';
import { useState, type FormEvent } from 'react';
import toast from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { isApiError } from '../../../../lib/api/api-error';
import { useAddDiaryEventMutation } from '../../api';
import {
  diaryServerErrors,
  initialDiaryForm,
  toDiaryRequest,
  validateDiaryForm,
  withKind,
  type DiaryFormErrors,
  type DiaryFormValues,
} from '../../diary-form-values';
import { SelectField } from '../../../../components/ui/select-field';
import { TextArea } from '../../../../components/ui/text-area';
import { useTranslation } from '../../../../i18n/use-translation';
import { useDiaryErrorText } from '../../use-diary-error-text';
import { failureText, serverText } from '../../../../i18n/server-text';

/** Records one event in the claim's diary. */
export function DiaryEventForm({ claim, today }: { claim: TClaim; today: string }) {
  const [values, setValues] = useState<DiaryFormValues>(() => initialDiaryForm(today));
  const [errors, setErrors] = useState<DiaryFormErrors>({});
  const [addEvent, { isLoading }] = useAddDiaryEventMutation();
  const isNote = values.kind === 'note';
  const { t } = useTranslation('claims');
  const shown = useDiaryErrorText(claim.date_of_incident)(errors);

  function change(next: DiaryFormValues, field: keyof DiaryFormValues) {
    setValues(next);
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateDiaryForm(values, today, claim.date_of_incident);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const submitted = values;
    try {
      const { message } = await addEvent({ claimId: claim.id, event: toDiaryRequest(submitted) }).unwrap();
      toast.success(await serverText(message));
      // The form is cleared for the next entry only if it still holds what was sent: a user who
      // began the next entry while this one was saving keeps what they typed.
      setValues((current) => (current === submitted ? { ...initialDiaryForm(today), occurred_on: current.occurred_on } : current));
    } catch (error) {
      const fieldErrors = diaryServerErrors(isApiError(error) ? error.data : undefined);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) toast.error(await failureText(error, t('diary.addFailed')));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="diary-form-title"
      className="grid gap-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-2"
    >
      <h3 id="diary-form-title" className="font-semibold text-slate-900 sm:col-span-2">
        {t('diary.formTitle')}
      </h3>
      <TextField
        label={t('diary.date')}
        type="date"
        min={claim.date_of_incident}
        max={today}
        value={values.occurred_on}
        error={shown.occurred_on}
        onChange={(event) => change({ ...values, occurred_on: event.target.value }, 'occurred_on')}
      />
      <SelectField
        label={t('diary.kind')}
        value={values.kind}
        error={shown.kind}
        onChange={(event) => change(withKind(values, event.target.value as DiaryEventKind), 'kind')}
      >
        {DIARY_EVENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`diary.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      {!isNote && (
        <>
          <SelectField
            label={t('diary.direction')}
            value={values.direction ?? ''}
            error={shown.direction}
            onChange={(event) => change({ ...values, direction: event.target.value as DiaryDirection }, 'direction')}
          >
            {KIND_DIRECTIONS[values.kind].map((direction) =>
              direction ? (
                <option key={direction} value={direction}>
                  {t(`diary.directions.${direction}`)}
                </option>
              ) : null,
            )}
          </SelectField>
          <SelectField
            label={t('diary.channel')}
            value={values.channel ?? ''}
            error={shown.channel}
            onChange={(event) => change({ ...values, channel: event.target.value as DiaryChannel }, 'channel')}
          >
            {DIARY_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`diary.channels.${channel}`)}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <TextArea
        className="sm:col-span-2"
        label={t('diary.summary')}
        rows={3}
        placeholder={t('diary.summaryPlaceholder')}
        value={values.summary}
        error={shown.summary}
        onChange={(event) => change({ ...values, summary: event.target.value }, 'summary')}
      />
      {ITEM_KINDS.includes(values.kind) && (
        <TextArea
          className="sm:col-span-2"
          label={t('diary.items')}
          rows={3}
          placeholder={t('diary.itemsPlaceholder')}
          hint={t('diary.itemsHint')}
          value={values.items}
          error={shown.items}
          onChange={(event) => change({ ...values, items: event.target.value }, 'items')}
        />
      )}
      <div className="sm:col-span-2">
        <Button type="submit" loading={isLoading}>
          {isLoading ? t('diary.adding') : t('diary.add')}
        </Button>
      </div>
    </form>
  );
}
