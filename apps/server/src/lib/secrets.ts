import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';
import { randomToken } from './hash';

/**
 * Returns a named secret, creating it once. Kept in the database so that restarts and
 * several instances on one database agree on it without configuration.
 */
export async function persistentSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(sql`${serverSecrets.name} = ${name}`);
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}
