import { DIARY_EVENT_KINDS, KIND_DIRECTIONS, type DiaryEventKind } from '../diary/event-kinds';
import { isWritten, type DiaryEntry } from '../diary/timeline';
import type { EventMatch } from './types';

export function fromInsurer(...kinds: DiaryEventKind[]): EventMatch[] {
  return kinds.map((kind) => ({ kind, direction: 'from_insurer' }));
}

export function toInsurer(...kinds: DiaryEventKind[]): EventMatch[] {
  return kinds.map((kind) => ({ kind, direction: 'to_insurer' }));
}

export function inWriting(matches: readonly EventMatch[]): EventMatch[] {
  return matches.map((match) => ({ ...match, written: true }));
}

/** Any word from the insurer, in any form. */
export const ANY_FROM_INSURER = fromInsurer(...DIARY_EVENT_KINDS.filter((kind) => KIND_DIRECTIONS[kind].includes('from_insurer')));
/** Anything the user sent or said to the insurer. */
export const ANY_TO_INSURER = toInsurer(...DIARY_EVENT_KINDS.filter((kind) => KIND_DIRECTIONS[kind].includes('to_insurer')));
/** The insurer decided: accepted, offered, paid or denied. */
export const DECISION = fromInsurer('claim_accepted', 'offer_received', 'payment_received', 'denial_received');
export const PAID_OR_DENIED = fromInsurer('payment_received', 'denial_received');
/** The user handed over proof: documents or a proof of loss. */
export const PROOF_SENT = toInsurer('documents_sent', 'proof_of_loss_sent');

export function matches(match: EventMatch, event: DiaryEntry): boolean {
  return (
    match.kind === event.kind &&
    (match.direction === undefined || match.direction === event.direction) &&
    (match.written !== true || isWritten(event))
  );
}

export function matchesAny(list: readonly EventMatch[], event: DiaryEntry): boolean {
  return list.some((match) => matches(match, event));
}
