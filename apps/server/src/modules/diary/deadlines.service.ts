import {
  DEADLINE_DISCLAIMER,
  DiaryMessage,
  advisoriesFor,
  claimCategoryOf,
  computeDeadlines,
  daysBetween,
  isCountry,
  openItems,
  repeatRequests,
  todayUtc,
  type OpenItems,
  type TClaimDeadlines,
  type TDeadline,
  type TDiaryEvent,
  type TUpcomingDeadlines,
} from '@benji/shared';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { BoundedMemo } from '../../lib/bounded-memo';
import { fieldError } from '../../lib/domain-error';
import type { ClaimRecord } from '../claims/claims.repository';
import { getClaim, listClaims } from '../claims/claims.service';
import * as repo from './diary.repository';
import { toDiaryEvent } from './diary-view';

/**
 * The date to work deadlines out for: the caller's own date when sent, else today in UTC. Every
 * time zone's date is within a day of UTC's, so anything further off is a mistake, not a zone.
 * The caller's date matters: in the evening in the Americas UTC is already tomorrow, and a
 * deadline falling today must not be called overdue a few hours early.
 */
export function resolveToday(requested: string | undefined, now = new Date()): string {
  const utc = todayUtc(now);
  if (requested === undefined) return utc;
  if (Math.abs(daysBetween(utc, requested)) > 1) throw fieldError('today', DiaryMessage.todayOutOfRange);
  return requested;
}

/**
 * Working one claim's deadlines out from a full diary costs tens of milliseconds of CPU, and the
 * dashboard, the feed, the chat and the reminder scan all ask for them. A result is kept under a
 * key that names every input it is made from (the claim's fields that count, the day, and the ids
 * of its diary events, which are never edited, only added and deleted), so a change of any input
 * is a new key: nothing kept can be stale. The results are shared: callers must not change them.
 */
const memo = new BoundedMemo<TClaimDeadlines>(2_000);

const versionOf = (claim: ClaimRecord, diary: readonly TDiaryEvent[], today: string) =>
  [claim.id, claim.countryOfIncident, claim.region, claim.dateOfIncident, claim.typeOfClaim, today, diary.map((e) => e.id).join(',')].join(
    '|',
  );

function deadlinesOf(claim: ClaimRecord, diary: readonly TDiaryEvent[], today: string): TClaimDeadlines {
  return memo.get(versionOf(claim, diary, today), () => workOutDeadlines(claim, diary, today));
}

function workOutDeadlines(claim: ClaimRecord, diary: readonly TDiaryEvent[], today: string): TClaimDeadlines {
  const country = claim.countryOfIncident;
  // The submit form only takes these two; a row saying otherwise is our bug, not the caller's.
  if (!isCountry(country)) throw new Error(`Claim ${claim.id} has an unknown country: ${country}`);
  // Events dated after the caller's today have not happened yet for them (computeDeadlines skips them too).
  const events = diary.filter((event) => event.occurred_on <= today);
  return {
    claim_id: claim.id,
    today,
    deadlines: computeDeadlines({
      country,
      region: claim.region,
      lossDate: claim.dateOfIncident,
      events,
      today,
      claimCategory: claimCategoryOf(claim.typeOfClaim),
    }),
    open_items: openItems(events),
    repeats: repeatRequests(events),
    advisories: advisoriesFor(country, claim.region),
    disclaimer: DEADLINE_DISCLAIMER,
  };
}

export async function claimDeadlines(db: Db, userId: number, claimId: number, today: string): Promise<TClaimDeadlines> {
  const claim = await getClaim(db, userId, claimId);
  const events = (await repo.listEvents(db, claimId)).map(toDiaryEvent);
  return deadlinesOf(claim, events, today);
}

/** Each of the user's claims, newest first, with its deadlines still to meet and its open items. */
export async function openDeadlinesByClaim(
  db: Db,
  userId: number,
  today: string,
): Promise<{ claim: ClaimRecord; deadlines: TDeadline[]; open_items: OpenItems }[]> {
  const [claims, events] = await Promise.all([listClaims(db, userId), repo.listEventsOfUser(db, userId)]);
  const byClaim = new Map<number, TDiaryEvent[]>();
  for (const row of events) {
    const list = byClaim.get(row.claimId) ?? [];
    list.push(toDiaryEvent(row));
    byClaim.set(row.claimId, list);
  }
  const result = [];
  for (const claim of claims) {
    // One claim at a time, with a turn of the event loop between: an account of many claims never
    // holds the loop for more than one claim's work, so other requests go on meanwhile.
    if (result.length > 0) await yieldToEventLoop();
    const { deadlines, open_items } = deadlinesOf(claim, byClaim.get(claim.id) ?? [], today);
    result.push({ claim, deadlines: deadlines.filter((deadline) => deadline.status !== 'met'), open_items });
  }
  return result;
}

/** Every claim's deadlines still to meet, and its open items, newest claim first. */
export async function upcomingDeadlines(db: Db, userId: number, today: string): Promise<TUpcomingDeadlines> {
  const claims = await openDeadlinesByClaim(db, userId, today);
  return {
    today,
    disclaimer: DEADLINE_DISCLAIMER,
    claims: claims.map(({ claim, deadlines, open_items }) => ({ claim_id: claim.id, deadlines, open_items })),
  };
}
