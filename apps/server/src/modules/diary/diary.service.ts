import {
  DIARY_EVENTS_MAX,
  DiaryMessage,
  ClaimMessage,
  isFutureDate,
  type DiaryEntry,
  type TCreateDiaryEventRequest,
  type TDiaryEvent,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { fieldError, notFound, refusal } from '../../lib/domain-error';
import { getClaim, touchClaim as touchClaimRow } from '../claims/claims.service';
import * as repo from './diary.repository';
import { toDiaryEvent } from './diary-view';

type NewEvent = Required<Pick<TCreateDiaryEventRequest, 'occurred_on' | 'kind' | 'direction' | 'channel' | 'summary'>> & {
  items?: string[] | undefined;
};

/** Every diary event of the user, by claim, each claim's list oldest first. */
export async function diariesOfUser(db: Db, userId: number): Promise<Map<number, DiaryEntry[]>> {
  const diaries = new Map<number, DiaryEntry[]>();
  for (const event of await repo.listEventsOfUser(db, userId))
    diaries.set(event.claimId, [...(diaries.get(event.claimId) ?? []), toDiaryEvent(event)]);
  return diaries;
}

/** The diary of one of the user's claims, oldest first; another user's claim is not found. */
export async function listDiary(db: Db, userId: number, claimId: number): Promise<TDiaryEvent[]> {
  await getClaim(db, userId, claimId);
  return (await repo.listEvents(db, claimId)).map(toDiaryEvent);
}

// A diary records what has happened: nothing before the loss, nothing after today (UTC, so no
// North American user's own today is ever refused).
function checkDate(occurredOn: string, dateOfIncident: string, now: Date): void {
  if (isFutureDate(occurredOn, now)) throw fieldError('occurred_on', DiaryMessage.dateFuture);
  if (occurredOn < dateOfIncident) throw fieldError('occurred_on', DiaryMessage.beforeIncident(dateOfIncident));
}

// Touching the claim first locks its row, so two additions at once cannot both pass the count;
// the touch also moves the claim's last update.
async function touchClaim(tx: Db, userId: number, claimId: number): Promise<void> {
  if (!(await touchClaimRow(tx, userId, claimId))) throw notFound(ClaimMessage.notFound);
}

export async function addDiaryEvent(db: Db, userId: number, claimId: number, event: NewEvent, now = new Date()): Promise<TDiaryEvent> {
  const claim = await getClaim(db, userId, claimId);
  checkDate(event.occurred_on, claim.dateOfIncident, now);
  const row = await db.transaction(async (tx) => {
    await touchClaim(tx, userId, claimId);
    if ((await repo.countEvents(tx, claimId)) >= DIARY_EVENTS_MAX) {
      const message = DiaryMessage.diaryFull(DIARY_EVENTS_MAX);
      throw refusal('conflict', message);
    }
    return repo.insertEvent(tx, {
      claimId,
      occurredOn: event.occurred_on,
      kind: event.kind,
      direction: event.direction,
      channel: event.channel,
      summary: event.summary,
      items: event.items ?? [],
    });
  });
  return toDiaryEvent(row);
}

export async function deleteDiaryEvent(db: Db, userId: number, claimId: number, eventId: number): Promise<void> {
  await getClaim(db, userId, claimId);
  await db.transaction(async (tx) => {
    if (!(await repo.deleteEvent(tx, claimId, eventId))) throw notFound(DiaryMessage.notFound);
    await touchClaim(tx, userId, claimId);
  });
}
