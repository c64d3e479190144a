import {
  CalendarMessage,
  POLICY_HOLDBACK_CLAUSE_ID,
  POLICY_SUIT_CLAUSE_ID,
  deadlineEventFilename,
  mailLanguageOf,
  ruleById,
  todayUtc,
  type TAccountLanguage,
  type TDeadline,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { notFound, refusal } from '../../lib/domain-error';
import { sha256 } from '../../lib/hash';
import type { ClaimRecord } from '../claims/claims.repository';
import { hasAccess } from '../auth/user-view';
import { getClaim } from '../claims/claims.service';
import { claimDeadlines, openDeadlinesByClaim } from '../diary/deadlines.service';
import * as repo from './calendar.repository';
import { deadlineCalendar, oneDeadlineCalendar, type CalendarEntry } from './deadline-calendar';
import type { FeedTokens } from './feed-tokens';

// What FeedTokens makes; anything else is no token, and is never looked up.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const entryOf = (claim: ClaimRecord, deadline: TDeadline): CalendarEntry => ({
  claimId: claim.id,
  insurer: claim.insuranceCompanyName.trim(),
  claimType: claim.typeOfClaim,
  deadline,
});

export interface FeedDeps {
  db: Db;
  feedTokens: FeedTokens;
}

/** The user's feed token: made on the first call, worked out again from the stored seed after that. */
export async function feedToken(deps: FeedDeps, userId: number): Promise<string> {
  const stored = await repo.findFeed(deps.db, userId);
  if (stored?.seed) {
    const token = deps.feedTokens.tokenFor(userId, stored.seed);
    if (sha256(token) === stored.tokenHash) return token;
    // The signing secret changed since: the stored address cannot be shown again, so a new one replaces it.
    return resetFeedToken(deps, userId);
  }
  const fresh = deps.feedTokens.fresh(userId);
  if (stored) await repo.upgradeLegacyFeed(deps.db, userId, fresh);
  else await repo.insertFeedUnlessPresent(deps.db, userId, fresh);
  // A concurrent first call may have stored its own: answer whichever is stored.
  const now = await repo.findFeed(deps.db, userId);
  if (!now?.seed) throw new Error(`No calendar feed for user ${userId} after storing one`);
  return deps.feedTokens.tokenFor(userId, now.seed);
}

/** A new token in place of the old one, which stops opening the feed at once. */
export async function resetFeedToken(deps: FeedDeps, userId: number): Promise<string> {
  const { token, seed, tokenHash } = deps.feedTokens.fresh(userId);
  await repo.replaceFeed(deps.db, userId, { seed, tokenHash });
  return token;
}

/**
 * Ends the user's feed, inside the caller's transaction: a Google takeover, a password reset and a
 * password change all do, so a feed address copied by whoever had the account stops with their
 * sessions (security probe 3, #2). The owner's next visit to Settings makes a new one.
 */
export async function revokeFeed(db: Db, userId: number): Promise<void> {
  await repo.deleteFeed(db, userId);
}

/** Kept per user until the database announces a change to them (a claim, its diary, the user). */
export interface FeedCache {
  read<T>(userId: number, key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * The feed behind a token: every deadline not yet met of every claim of its user, as of today in
 * UTC. Working it out costs CPU for each claim, so the text is kept per owner and day until a
 * claim or diary of theirs changes, and anyone fetching in a loop gets the kept copy. A feed whose
 * owner's trial or plan has ended is paused, as every other paid feature is. It is written in the
 * owner's language, kept apart per language so a change of language shows at the next refresh.
 */
export async function feedCalendar(deps: { db: Db; cache: FeedCache }, token: string, now = new Date()): Promise<string> {
  const owner = TOKEN_SHAPE.test(token) ? await repo.findOwner(deps.db, sha256(token)) : null;
  if (!owner) throw notFound(CalendarMessage.feedNotFound);
  if (!hasAccess(owner, now)) throw refusal('payment_required', CalendarMessage.feedPaused);
  const today = todayUtc(now);
  const language = mailLanguageOf(owner);
  return deps.cache.read(owner.id, `calendar-feed:${language}:${today}`, async () => {
    const claims = await openDeadlinesByClaim(deps.db, owner.id, today);
    return deadlineCalendar(
      claims.flatMap(({ claim, deadlines }) => deadlines.map((deadline) => entryOf(claim, deadline))),
      language,
    );
  });
}

const POLICY_CLAUSE_IDS: readonly string[] = [POLICY_SUIT_CLAUSE_ID, POLICY_HOLDBACK_CLAUSE_ID];

/** One open deadline of one of the user's claims as an .ics file in their language; another user's claim is not found. */
export async function deadlineEvent(
  db: Db,
  user: { id: number; language: TAccountLanguage | null },
  claimId: number,
  ruleId: string,
  triggeredOn: string,
  today: string,
): Promise<{ ics: string; filename: string }> {
  const claim = await getClaim(db, user.id, claimId);
  // The policy's own suit clause and holdback condition are deadlines from no rule table (see diary/policy-clauses.ts).
  if (!ruleById(ruleId) && !POLICY_CLAUSE_IDS.includes(ruleId)) throw notFound(CalendarMessage.ruleUnknown);
  const { deadlines } = await claimDeadlines(db, user.id, claimId, today);
  // Two clocks of one rule (a restarted one) differ by the day they started counting from.
  const deadline = deadlines.find((d) => d.ruleId === ruleId && d.triggeredOn === triggeredOn && d.status !== 'met');
  if (!deadline) throw notFound(CalendarMessage.deadlineNotFound);
  return {
    ics: oneDeadlineCalendar(entryOf(claim, deadline), mailLanguageOf(user)),
    filename: deadlineEventFilename(ruleId, deadline.dueOn),
  };
}
