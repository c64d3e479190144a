import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationCodes, passwordResetCodes, type OneTimeCodeTable } from '../../db/schema';

export type CodePurpose = 'password-reset' | 'email-verification';
export type OneTimeCode = OneTimeCodeTable['$inferSelect'];

// One table per purpose: a reset code can never verify an e-mail, nor the other way round.
const tables: Record<CodePurpose, OneTimeCodeTable> = {
  'password-reset': passwordResetCodes,
  'email-verification': emailVerificationCodes,
};

/** Replaces any open code: only the newest code sent to the user works. */
export async function replaceCode(db: Db, purpose: CodePurpose, userId: number, codeHash: string, expiresAt: Date): Promise<void> {
  const codes = tables[purpose];
  await db.transaction(async (tx) => {
    await tx
      .update(codes)
      .set({ usedAt: new Date() })
      .where(and(eq(codes.userId, userId), isNull(codes.usedAt)));
    await tx.insert(codes).values({ id: randomUUID(), userId, codeHash, expiresAt });
  });
}

export async function latestOpenCode(db: Db, purpose: CodePurpose, userId: number): Promise<OneTimeCode | undefined> {
  const codes = tables[purpose];
  const [code] = await db
    .select()
    .from(codes)
    .where(and(eq(codes.userId, userId), isNull(codes.usedAt)))
    .orderBy(desc(codes.createdAt))
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
  purpose: CodePurpose,
  codeId: string,
  guessHash: string,
  maxAttempts: number,
): Promise<{ matched: boolean; attempts: number } | undefined> {
  const codes = tables[purpose];
  const matches = sql`${codes.codeHash} = ${guessHash}`;
  const [row] = await db
    .update(codes)
    .set({ attempts: sql`${codes.attempts} + (case when ${matches} then 0 else 1 end)` })
    .where(and(eq(codes.id, codeId), lt(codes.attempts, maxAttempts)))
    .returning({ attempts: codes.attempts, matched: sql<boolean>`${matches}` });
  return row;
}

export async function markVerified(db: Db, purpose: CodePurpose, codeId: string): Promise<void> {
  const codes = tables[purpose];
  await db.update(codes).set({ verifiedAt: new Date() }).where(eq(codes.id, codeId));
}

/** Spends the code; false when a concurrent request spent it first. */
export async function markUsed(db: Db, purpose: CodePurpose, codeId: string): Promise<boolean> {
  const codes = tables[purpose];
  const rows = await db
    .update(codes)
    .set({ usedAt: new Date() })
    .where(and(eq(codes.id, codeId), isNull(codes.usedAt)))
    .returning({ id: codes.id });
  return rows.length === 1;
}

/** Spends every open code of the user: none is needed any more. */
export async function retireOpenCodes(db: Db, purpose: CodePurpose, userId: number): Promise<void> {
  const codes = tables[purpose];
  await db
    .update(codes)
    .set({ usedAt: new Date() })
    .where(and(eq(codes.userId, userId), isNull(codes.usedAt)));
}
