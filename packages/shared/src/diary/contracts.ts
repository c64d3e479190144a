import { z } from 'zod';
import { textField } from '../validation/text-field';
import { FieldMessage } from '../field-messages';
import { DIARY_CHANNELS, DIARY_DIRECTIONS, DIARY_EVENT_KIND_LABELS, DIARY_EVENT_KINDS, ITEM_KINDS, KIND_DIRECTIONS } from './event-kinds';
import { DiaryMessage } from './messages';

export const DIARY_SUMMARY_MAX_LENGTH = 2000;
export const DIARY_ITEM_MAX_LENGTH = 200;
export const DIARY_ITEMS_MAX = 50;
/** Per claim; keeps the deadline engine's walk over the diary quick. */
export const DIARY_EVENTS_MAX = 200;

/**
 * The diary and deadline routes hang under the claim they belong to, beside my-claims/{id}/;
 * the claim comes from the path, never the body.
 */
export const diaryPaths = {
  events: (claimId: number) => `/api/my-claims/${claimId}/diary/`,
  event: (claimId: number, eventId: string) => `/api/my-claims/${claimId}/diary/${encodeURIComponent(eventId)}/`,
  deadlines: (claimId: number) => `/api/my-claims/${claimId}/deadlines/`,
  /** The open deadlines and open items of all the caller's claims, for the dashboard. */
  upcoming: '/api/my-claims/deadlines/',
} as const;

/** The fields of an event; `string` is where each text field starts. */
const fieldsOf = (string: typeof textField) => ({
  occurred_on: z.iso.date({ error: DiaryMessage.dateInvalid }),
  kind: z.enum(DIARY_EVENT_KINDS, { error: DiaryMessage.kindUnknown }),
  direction: z.enum(DIARY_DIRECTIONS, { error: DiaryMessage.directionUnknown }).nullable(),
  channel: z.enum(DIARY_CHANNELS, { error: DiaryMessage.channelUnknown }).nullable(),
  summary: string({ error: FieldMessage.required })
    .trim()
    .min(1, { error: FieldMessage.blank })
    .max(DIARY_SUMMARY_MAX_LENGTH, { error: FieldMessage.maxLength(DIARY_SUMMARY_MAX_LENGTH) }),
  items: z
    .array(
      string({ error: FieldMessage.notAString })
        .trim()
        .min(1, { error: FieldMessage.blank })
        .max(DIARY_ITEM_MAX_LENGTH, { error: FieldMessage.maxLength(DIARY_ITEM_MAX_LENGTH) }),
    )
    .max(DIARY_ITEMS_MAX, { error: `List at most ${DIARY_ITEMS_MAX} documents.` })
    .optional(),
});
// A request's text refuses control characters; an answer carries what is stored, so an event
// saved before they were refused still lists instead of failing the whole diary.
const fields = fieldsOf(textField);
const storedFields = fieldsOf(z.string);

interface EventShape {
  kind: (typeof DIARY_EVENT_KINDS)[number];
  direction: (typeof DIARY_DIRECTIONS)[number] | null;
  channel: (typeof DIARY_CHANNELS)[number] | null;
  items?: string[] | undefined;
}

// The open-items lists and the deadlines read direction and items, so a kind with the wrong
// direction would silently put a duty on the wrong side.
function checkConsistency(event: EventShape, ctx: z.core.$RefinementCtx<EventShape>): void {
  const label = DIARY_EVENT_KIND_LABELS[event.kind];
  if (!KIND_DIRECTIONS[event.kind].includes(event.direction)) {
    const message =
      event.kind === 'note'
        ? 'A note has no direction.'
        : event.direction === null
          ? 'Say whether this went to or came from the insurer.'
          : `'${label}' cannot go this way.`;
    ctx.addIssue({ code: 'custom', path: ['direction'], message });
  }
  if (event.channel === null && event.kind !== 'note') {
    ctx.addIssue({ code: 'custom', path: ['channel'], message: 'Say how this was sent or received.' });
  }
  if (event.items !== undefined && event.items.length > 0 && !ITEM_KINDS.includes(event.kind)) {
    ctx.addIssue({ code: 'custom', path: ['items'], message: 'Only document requests and documents sent list documents.' });
  }
}

export const ZCreateDiaryEventRequest = z.object(fields).superRefine(checkConsistency);
export type TCreateDiaryEventRequest = z.input<typeof ZCreateDiaryEventRequest>;

export const ZDiaryEvent = z
  .object({ id: z.string().min(1), claim_id: z.number().int().optional(), ...storedFields })
  .superRefine(checkConsistency);
export type TDiaryEvent = z.infer<typeof ZDiaryEvent>;

export const ZDiaryEventListResponse = z.array(ZDiaryEvent);
export type TDiaryEventListResponse = z.infer<typeof ZDiaryEventListResponse>;

/** POST my-claims/{id}/diary/ answers the stored event. */
export const ZDiaryEventWithMessage = z.object({ message: z.string(), event: ZDiaryEvent });
export type TDiaryEventWithMessage = z.infer<typeof ZDiaryEventWithMessage>;
