import { randomBytes } from 'node:crypto';
import { CalendarMessage, POLICY_SUIT_CLAUSE_ID, deadlineEventFilename, ruleById, todayUtc } from '@benji/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import type { ClaimRecord } from '../claims/claims.repository';
import { getClaim } from '../claims/claims.service';
import { claimDeadlines, openDeadlinesByClaim } from '../diary/deadlines.service';
import * as repo from './calendar.repository';
import { deadlineCalendar } from './deadline-calendar';

// Calendar apps fetch the feed without signing in, so its token is the only key: 32 random bytes.
const newToken = () => randomBytes(32).toString('base64url');
// What newToken makes; anything else is no token, and is never sent to the database (a NUL would fail the query).
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const claimNameOf = (claim: ClaimRecord) => claim.insuranceCompanyName.trim() || claim.typeOfClaim;

/** The user's feed token, made on the first call and the same on every call after. */
export async function feedToken(db: Db, userId: number): Promise<string> {
  return (await repo.findToken(db, userId)) ?? repo.insertTokenUnlessPresent(db, userId, newToken());
}

/** A new token in place of the old one, which stops opening the feed at once. */
export async function resetFeedToken(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await repo.replaceToken(db, userId, token);
  return token;
}

/** The feed behind a token: every deadline not yet met of every claim of its user, as of today in UTC. */
export async function feedCalendar(db: Db, token: string, now = new Date()): Promise<string> {
  const userId = TOKEN_SHAPE.test(token) ? await repo.findUserId(db, token) : null;
  if (userId === null) throw notFound(CalendarMessage.feedNotFound);
  const claims = await openDeadlinesByClaim(db, userId, todayUtc(now));
  return deadlineCalendar(
    claims.flatMap(({ claim, deadlines }) => deadlines.map((deadline) => ({ claimId: claim.id, claimName: claimNameOf(claim), deadline }))),
  );
}

/** One open deadline of one of the user's claims as an .ics file; another user's claim is not found. */
export async function deadlineEvent(
  db: Db,
  userId: number,
  claimId: number,
  ruleId: string,
  triggeredOn: string,
  today: string,
): Promise<{ ics: string; filename: string }> {
  const claim = await getClaim(db, userId, claimId);
  // The policy's own suit clause is a deadline from no rule table (see policy-suit-clause.ts).
  if (!ruleById(ruleId) && ruleId !== POLICY_SUIT_CLAUSE_ID) throw notFound(CalendarMessage.ruleUnknown);
  const { deadlines } = await claimDeadlines(db, userId, claimId, today);
  // Two clocks of one rule (a restarted one) differ by the day they started counting from.
  const deadline = deadlines.find((d) => d.ruleId === ruleId && d.triggeredOn === triggeredOn && d.status !== 'met');
  if (!deadline) throw notFound(CalendarMessage.deadlineNotFound);
  return {
    ics: deadlineCalendar([{ claimId, claimName: claimNameOf(claim), deadline }], deadline.title),
    filename: deadlineEventFilename(ruleId, deadline.dueOn),
  };
}
