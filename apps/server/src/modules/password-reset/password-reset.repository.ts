import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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

/** Counts a wrong guess atomically and returns the new count. */
export async function countWrongAttempt(db: Db, codeId: string): Promise<number> {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(eq(passwordResetCodes.id, codeId))
    .returning({ attempts: passwordResetCodes.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
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
