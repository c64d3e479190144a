import {
  DIARY_CHANNEL_LABELS,
  DIARY_CHANNELS,
  DIARY_DIRECTION_LABELS,
  DIARY_EVENT_KIND_LABELS,
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

/** Records one event in the claim's diary. */
export function DiaryEventForm({ claim, today }: { claim: TClaim; today: string }) {
  const [values, setValues] = useState<DiaryFormValues>(() => initialDiaryForm(today));
  const [errors, setErrors] = useState<DiaryFormErrors>({});
  const [addEvent, { isLoading }] = useAddDiaryEventMutation();
  const isNote = values.kind === 'note';

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
      toast.success(message);
      // The form is cleared for the next entry only if it still holds what was sent: a user who
      // began the next entry while this one was saving keeps what they typed.
      setValues((current) => (current === submitted ? { ...initialDiaryForm(today), occurred_on: current.occurred_on } : current));
    } catch (error) {
      const fieldErrors = diaryServerErrors(isApiError(error) ? error.data : undefined);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0)
        toast.error(isApiError(error) ? error.message : 'Failed to add the event. Please try again.');
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
        Add to the diary
      </h3>
      <TextField
        label="Date"
        type="date"
        min={claim.date_of_incident}
        max={today}
        value={values.occurred_on}
        error={errors.occurred_on}
        onChange={(event) => change({ ...values, occurred_on: event.target.value }, 'occurred_on')}
      />
      <SelectField
        label="What happened"
        value={values.kind}
        error={errors.kind}
        onChange={(event) => change(withKind(values, event.target.value as DiaryEventKind), 'kind')}
      >
        {DIARY_EVENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {DIARY_EVENT_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      {!isNote && (
        <>
          <SelectField
            label="Direction"
            value={values.direction ?? ''}
            error={errors.direction}
            onChange={(event) => change({ ...values, direction: event.target.value as DiaryDirection }, 'direction')}
          >
            {KIND_DIRECTIONS[values.kind].map((direction) =>
              direction ? (
                <option key={direction} value={direction}>
                  {DIARY_DIRECTION_LABELS[direction]}
                </option>
              ) : null,
            )}
          </SelectField>
          <SelectField
            label="Channel"
            value={values.channel ?? ''}
            error={errors.channel}
            onChange={(event) => change({ ...values, channel: event.target.value as DiaryChannel }, 'channel')}
          >
            {DIARY_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {DIARY_CHANNEL_LABELS[channel]}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <TextArea
        className="sm:col-span-2"
        label="Summary"
        rows={3}
        placeholder="What was said or sent, by whom."
        value={values.summary}
        error={errors.summary}
        onChange={(event) => change({ ...values, summary: event.target.value }, 'summary')}
      />
      {ITEM_KINDS.includes(values.kind) && (
        <TextArea
          className="sm:col-span-2"
          label="Documents (one per line)"
          rows={3}
          placeholder={'Police report\nPhotos of the damage'}
          hint="Naming each document lets Benji track what is still owed and spot a request made twice."
          value={values.items}
          error={errors.items}
          onChange={(event) => change({ ...values, items: event.target.value }, 'items')}
        />
      )}
      <div className="sm:col-span-2">
        <Button type="submit" loading={isLoading}>
          {isLoading ? 'Adding...' : 'Add to diary'}
        </Button>
      </div>
    </form>
  );
}
