import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { refreshTokens, sessions, users, type UserRow } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.googleSub, sub));
  return user;
}

/** Inserts a user; returns undefined when the e-mail is already taken. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return user;
}

export async function updateUser(db: Db, userId: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/**
 * Hands an account whose address nobody confirmed to the Google identity that just proved it: the
 * password set at sign-up goes and the address counts as verified. Undefined when the account was
 * verified in the meantime (then it is linked like any verified account, never taken over).
 */
export async function takeOverUnverifiedAccount(db: Db, userId: number, googleSub: string): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ googleSub, passwordHash: null, emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
    .returning();
  return user;
}

/** Marks the address verified; undefined when it already was (a concurrent request got there first). */
export async function markEmailVerified(db: Db, userId: number): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)))
    .returning();
  return user;
}

const activeSessionUser = preparedPerDatabase((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId')), isNull(sessions.revokedAt)))
    .prepare('active_session_user'),
);

/** The user behind an access token, if both the user and that sign-in session still exist. */
export async function findActiveSessionUser(db: Db, userId: number, sessionId: string): Promise<UserRow | undefined> {
  const [row] = await activeSessionUser(db).execute({ userId, sessionId });
  return row?.user;
}

/** Starts a sign-in; its creation time is where the absolute session limit counts from. */
export async function createSession(db: Db, userId: number): Promise<{ id: string; createdAt: Date }> {
  const [session] = await db
    .insert(sessions)
    .values({ id: randomUUID(), userId })
    .returning({ id: sessions.id, createdAt: sessions.createdAt });
  if (!session) throw new Error('Session could not be created');
  return session;
}

export async function insertRefreshToken(db: Db, sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(refreshTokens).values({ id: randomUUID(), sessionId, tokenHash, expiresAt });
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** When a stored refresh token dies, or null when none has that digest. */
export async function refreshTokenExpiry(db: Db, tokenHash: string): Promise<Date | null> {
  const [row] = await db.select({ expiresAt: refreshTokens.expiresAt }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row?.expiresAt ?? null;
}

/** Marks a refresh token used; false when another request used it first. */
export async function markRefreshTokenUsed(db: Db, tokenId: string): Promise<boolean> {
  const updated = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return updated.length === 1;
}

/** When the token was used, read fresh: a concurrent request may have just used it. */
export async function refreshTokenUsedAt(db: Db, tokenId: string): Promise<Date | null> {
  const [row] = await db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, tokenId));
  return row?.usedAt ?? null;
}

/** Whether another token of the session was used after `since`: the sign-in moved on past this token. */
export async function sessionRotatedSince(db: Db, sessionId: string, tokenId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), ne(refreshTokens.id, tokenId), gt(refreshTokens.usedAt, since)))
    .limit(1);
  return row !== undefined;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs out every other device: used after a password change or reset. */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: string | null): Promise<void> {
  const condition = keepSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(condition);
}
