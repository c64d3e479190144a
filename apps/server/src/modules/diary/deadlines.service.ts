import {
  DEADLINE_DISCLAIMER,
  DiaryMessage,
  advisoriesFor,
  chronological,
  claimCategoryOf,
  computeDeadlines,
  coverageNotice,
  daysBetween,
  isCountry,
  lawSetsHoldbackDeadline,
  lawSetsSuitDeadline,
  openItems,
  paymentsAsDiaryEvents,
  policyHoldbackDeadline,
  policySuitDeadline,
  repeatRequests,
  todayUtc,
  type OpenItems,
  type TClaimDeadlines,
  type TDeadline,
  type DiaryEntry,
  type TDiaryEvent,
  type TUpcomingDeadlines,
} from '@benji/shared';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Db } from '../../db/client';
import { BoundedMemo } from '../../lib/bounded-memo';
import { sha256 } from '../../lib/hash';
import { fieldError } from '../../lib/domain-error';
import type { ClaimRecord } from '../claims/claims.repository';
import { getClaim, listClaims } from '../claims/claims.service';
import * as repo from './diary.repository';
import { entriesOfClaim } from '../ledger/ledger.service';
import { toDiaryEvent } from './diary-view';
import { policyClausesOf, type PolicyClauses } from './policy-clauses';

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
 * digest of every input it is made from (the claim's fields that count, the day, the whole diary
 * and the policy's clauses), so a change of any input is a new key and nothing kept can be
 * stale, whichever database or instance wrote it. The results are shared: callers must not change them.
 */
const memo = new BoundedMemo<TClaimDeadlines>(2_000);

/** What a claim's deadlines are worked out from: its diary, the insurer's payments in its ledger, and its policy's own time limits. */
interface DeadlineInputs {
  diary: readonly TDiaryEvent[];
  /** The ledger's payments from the insurer, read as the diary's "payment received" (shared ledger/payments-as-events). */
  payments: readonly DiaryEntry[];
  policy: PolicyClauses;
}

const versionOf = (claim: ClaimRecord, { diary, payments, policy }: DeadlineInputs, today: string) =>
  sha256(
    JSON.stringify([
      claim.id,
      claim.countryOfIncident,
      claim.region,
      claim.dateOfIncident,
      claim.typeOfClaim,
      today,
      diary,
      payments,
      policy,
    ]),
  );

/**
 * The deadlines the law sets, and where its encoded rules give no last day to sue or to collect the
 * held-back depreciation, the one the claim's own policy sets (its suit clause, its holdback
 * condition, each with its page), soonest first.
 */
function deadlinesOf(claim: ClaimRecord, inputs: DeadlineInputs, today: string): TClaimDeadlines {
  return memo.get(versionOf(claim, inputs, today), () => workOutDeadlines(claim, inputs, today));
}

function workOutDeadlines(claim: ClaimRecord, { diary, payments, policy }: DeadlineInputs, today: string): TClaimDeadlines {
  const country = claim.countryOfIncident;
  // The submit form only takes these two; a row saying otherwise is our bug, not the caller's.
  if (!isCountry(country)) throw new Error(`Claim ${claim.id} has an unknown country: ${country}`);
  // Events dated after the caller's today have not happened yet for them (computeDeadlines skips them too).
  const events = diary.filter((event) => event.occurred_on <= today);
  const claimCategory = claimCategoryOf(claim.typeOfClaim);
  const place = { country, region: claim.region, lossDate: claim.dateOfIncident, today };
  // The ledger's payments count for the clocks only; open items and repeats are the diary's own.
  const byLaw = computeDeadlines({ ...place, events: chronological([...events, ...payments]), claimCategory });
  const byPolicy = [
    ...(policy.suit && !lawSetsSuitDeadline(country, claim.region, claimCategory) ? [policySuitDeadline(policy.suit, place)] : []),
    ...(policy.holdback && !lawSetsHoldbackDeadline(country, claim.region, claimCategory)
      ? [policyHoldbackDeadline(policy.holdback, place)]
      : []),
  ];
  return {
    claim_id: claim.id,
    today,
    deadlines: [...byLaw, ...byPolicy].sort((a, b) => a.dueOn.localeCompare(b.dueOn)),
    open_items: openItems(events),
    repeats: repeatRequests(events),
    advisories: advisoriesFor(country, claim.region),
    // Sent with the dates so that every client can say when the list is short because rules are missing.
    coverage_notice: coverageNotice(country, claim.region, claimCategory),
    disclaimer: DEADLINE_DISCLAIMER,
  };
}

async function deadlineInputs(db: Db, userId: number, claim: ClaimRecord): Promise<DeadlineInputs> {
  const [events, ledger, policy] = await Promise.all([
    repo.listEvents(db, claim.id),
    entriesOfClaim(db, claim.id),
    policyClausesOf(db, userId, claim.id, claim.dateOfIncident),
  ]);
  return { diary: events.map(toDiaryEvent), payments: paymentsAsDiaryEvents(ledger), policy };
}

export async function claimDeadlines(db: Db, userId: number, claimId: number, today: string): Promise<TClaimDeadlines> {
  const claim = await getClaim(db, userId, claimId);
  return deadlinesOf(claim, await deadlineInputs(db, userId, claim), today);
}

/** Each of the user's claims, newest first, with its deadlines still to meet and its open items. */
export async function openDeadlinesByClaim(
  db: Db,
  userId: number,
  today: string,
): Promise<{ claim: ClaimRecord; deadlines: TDeadline[]; open_items: OpenItems; coverage_notice: TClaimDeadlines['coverage_notice'] }[]> {
  const result = [];
  for (const claim of await listClaims(db, userId)) {
    // One claim at a time, its diary read and its deadlines worked out before the next: an account
    // of many full diaries never holds the event loop for more than one claim's share (the embedded
    // database reads on the event loop too), so other requests go on in between.
    if (result.length > 0) await yieldToEventLoop();
    const { deadlines, open_items, coverage_notice } = deadlinesOf(claim, await deadlineInputs(db, userId, claim), today);
    result.push({ claim, deadlines: deadlines.filter((deadline) => deadline.status !== 'met'), open_items, coverage_notice });
  }
  return result;
}

/** Every claim's deadlines still to meet, and its open items, newest claim first. */
export async function upcomingDeadlines(db: Db, userId: number, today: string): Promise<TUpcomingDeadlines> {
  const claims = await openDeadlinesByClaim(db, userId, today);
  return {
    today,
    disclaimer: DEADLINE_DISCLAIMER,
    claims: claims.map(({ claim, deadlines, open_items, coverage_notice }) => ({
      claim_id: claim.id,
      deadlines,
      open_items,
      coverage_notice,
    })),
  };
}
