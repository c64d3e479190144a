import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema';

export async function findToken(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row?.token ?? null;
}

/** Stores the token unless the user has one already; returns the one that is stored. */
export async function insertTokenUnlessPresent(db: Db, userId: number, token: string): Promise<string> {
  await db.insert(calendarFeeds).values({ userId, token }).onConflictDoNothing({ target: calendarFeeds.userId });
  const stored = await findToken(db, userId);
  if (!stored) throw new Error(`No calendar feed for user ${userId} after storing one`);
  return stored;
}

/** Stores the token in place of the user's current one, if any. */
export async function replaceToken(db: Db, userId: number, token: string): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: sql`now()` } });
}

export async function findUserId(db: Db, token: string): Promise<number | null> {
  const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.token, token));
  return row?.userId ?? null;
}
