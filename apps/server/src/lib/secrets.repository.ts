import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/** Stores `value` under `name` unless a value is there already (another instance may have just stored one). */
export async function insertSecretIfAbsent(db: Db, name: string, value: string): Promise<void> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
}

export async function readStoredSecret(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value ?? null;
}

/** Replaces the value only if it is still `from`: two instances converting one row at once write it once. */
export async function replaceStoredSecret(db: Db, name: string, from: string, to: string): Promise<void> {
  await db
    .update(serverSecrets)
    .set({ value: to })
    .where(and(eq(serverSecrets.name, name), eq(serverSecrets.value, from)));
}
