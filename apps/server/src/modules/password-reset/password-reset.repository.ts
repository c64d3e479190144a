import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetCodes } from '../../db/schema';

export type ResetCode = typeof passwordResetCodes.$inferSelect;

/** Replaces any open code: only the newest code sent to the user works. */
export async function replaceCode(db: Db, userId: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({ id: randomUUID(), userId, codeHash, expiresAt });
  });
}

export async function latestOpenCode(db: Db, userId: number): Promise<ResetCode | undefined> {
  const [code] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return code;
}

/**
 * Judges one guess and counts it if wrong, in one statement: the row lock makes concurrent guesses
 * take turns, and each sees the count the one before it left, so a burst of guesses sent at once
 * gets no more tries than guesses sent one by one. Undefined when the code has no tries left.
 * Comparing the hashes in SQL leaks nothing through timing: the caller cannot steer a SHA-256.
 */
export async function judgeGuess(
  db: Db,
  codeId: string,
  guessHash: string,
  maxAttempts: number,
): Promise<{ matched: boolean; attempts: number } | undefined> {
  const matches = sql`${passwordResetCodes.codeHash} = ${guessHash}`;
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + (case when ${matches} then 0 else 1 end)` })
    .where(and(eq(passwordResetCodes.id, codeId), lt(passwordResetCodes.attempts, maxAttempts)))
    .returning({ attempts: passwordResetCodes.attempts, matched: sql<boolean>`${matches}` });
  return row;
}

export async function markVerified(db: Db, codeId: string): Promise<void> {
  await db.update(passwordResetCodes).set({ verifiedAt: new Date() }).where(eq(passwordResetCodes.id, codeId));
}

/** Spends the code; false when a concurrent request spent it first. */
export async function markUsed(db: Db, codeId: string): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return rows.length === 1;
}
