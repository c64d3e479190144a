import { eq, isNull, or, and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';

export interface StoredFeed {
  tokenHash: string;
  seed: string | null;
}

export async function findFeed(db: Db, userId: number): Promise<StoredFeed | null> {
  const [row] = await db
    .select({ tokenHash: calendarFeeds.tokenHash, seed: calendarFeeds.seed })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** Stores a feed unless the user has one already (a concurrent first call may have). */
export async function insertFeedUnlessPresent(db: Db, userId: number, feed: { tokenHash: string; seed: string }): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, ...feed })
    .onConflictDoNothing({ target: calendarFeeds.userId });
}

/** A new feed in place of the user's current one, if any: every older address stops at once. */
export async function replaceFeed(db: Db, userId: number, feed: { tokenHash: string; seed: string }): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, ...feed })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { ...feed, legacyTokenHash: null, createdAt: sql`now()` } });
}

/** Gives a pre-0013 feed a derivable token; its old digest stays honoured. False when it had one already. */
export async function upgradeLegacyFeed(db: Db, userId: number, feed: { tokenHash: string; seed: string }): Promise<boolean> {
  const updated = await db
    .update(calendarFeeds)
    .set(feed)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.seed)))
    .returning({ userId: calendarFeeds.userId });
  return updated.length === 1;
}

/** Ends the user's feed: every address of it answers 404 from now on. */
export async function deleteFeed(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of the feed with this token digest, with what decides whether they still have access and their language. */
export async function findOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: users.id,
      signupDate: users.signupDate,
      isSubscription: users.isSubscription,
      subscriptionPeriodEnd: users.subscriptionPeriodEnd,
      language: users.language,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(or(eq(calendarFeeds.tokenHash, tokenHash), eq(calendarFeeds.legacyTokenHash, tokenHash)));
  return row ?? null;
}
