import {
  DiaryMessage,
  ITEM_KINDS,
  KIND_DIRECTIONS,
  ZCreateDiaryEventRequest,
  type DiaryChannel,
  type DiaryDirection,
  type DiaryEventKind,
  type TCreateDiaryEventRequest,
} from '@benji/shared';

export interface DiaryFormValues {
  occurred_on: string;
  kind: DiaryEventKind;
  direction: DiaryDirection | null;
  channel: DiaryChannel | null;
  summary: string;
  /** Document names, one per line. */
  items: string;
}

export type DiaryFormField = keyof DiaryFormValues;
export type DiaryFormErrors = Partial<Record<DiaryFormField, string>>;

export function initialDiaryForm(today: string): DiaryFormValues {
  return { occurred_on: today, kind: 'notice_given', direction: 'to_insurer', channel: 'email', summary: '', items: '' };
}

/**
 * A new kind brings its natural direction (a request for documents usually comes from the
 * insurer; the user can turn it round); a note has neither direction nor channel.
 */
export function withKind(values: DiaryFormValues, kind: DiaryEventKind): DiaryFormValues {
  const direction = KIND_DIRECTIONS[kind][0] ?? null;
  const channel = kind === 'note' ? null : (values.channel ?? 'email');
  return { ...values, kind, direction, channel, items: ITEM_KINDS.includes(kind) ? values.items : '' };
}

export function toDiaryRequest(values: DiaryFormValues): TCreateDiaryEventRequest {
  const items = values.items
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    occurred_on: values.occurred_on,
    kind: values.kind,
    direction: values.direction,
    channel: values.channel,
    summary: values.summary,
    ...(ITEM_KINDS.includes(values.kind) ? { items } : {}),
  };
}

/** The server's own rules, checked before sending: the contract, then no future, nothing before the loss. */
export function validateDiaryForm(values: DiaryFormValues, today: string, dateOfIncident: string): DiaryFormErrors {
  const errors: DiaryFormErrors = {};
  const parsed = ZCreateDiaryEventRequest.safeParse(toDiaryRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as DiaryFormField;
      errors[field] ??= issue.message;
    }
  }
  if (!errors.occurred_on && values.occurred_on > today) errors.occurred_on = DiaryMessage.dateFuture;
  if (!errors.occurred_on && values.occurred_on < dateOfIncident) errors.occurred_on = DiaryMessage.beforeIncident(dateOfIncident);
  return errors;
}

/** A 400's field lists, on the form's fields ('items.2' belongs to items). */
export function diaryServerErrors(data: unknown): DiaryFormErrors {
  if (typeof data !== 'object' || data === null) return {};
  const fields: DiaryFormField[] = ['occurred_on', 'kind', 'direction', 'channel', 'summary', 'items'];
  const errors: DiaryFormErrors = {};
  for (const [key, messages] of Object.entries(data as Record<string, unknown>)) {
    const field = key.split('.')[0] as DiaryFormField;
    if (fields.includes(field) && Array.isArray(messages) && typeof messages[0] === 'string') errors[field] ??= messages[0];
  }
  return errors;
}
