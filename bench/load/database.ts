import { randomBytes } from 'node:crypto';
import { withClient } from '../../apps/server/test/support/pg-client';

/** A database of its own on the PostgreSQL server, dropped afterwards. */
export async function freshDatabase(adminUrl: string) {
  const name = `benji_load_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: <T>(text: string) => withClient(url.toString(), async (client) => (await client.query(text)).rows as T[]),
    drop: () => withClient(adminUrl, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`)),
  };
}

export interface CountCheck {
  acknowledged: number;
  lost: number;
  doubled: number;
  /** Written while the run was stopping: the client never heard back. Not an error. */
  unacknowledged: number;
}

/** Compares what the server acknowledged with what the database holds, by unique marker. */
export function countCheck(acknowledged: Set<string>, stored: Array<{ marker: string; copies: string | number }>): CountCheck {
  const copies = new Map(stored.map((row) => [row.marker, Number(row.copies)]));
  let lost = 0;
  for (const marker of acknowledged) if (!copies.has(marker)) lost += 1;
  let doubled = 0;
  let unacknowledged = 0;
  for (const [marker, count] of copies) {
    if (count > 1) doubled += 1;
    if (!acknowledged.has(marker)) unacknowledged += 1;
  }
  return { acknowledged: acknowledged.size, lost, doubled, unacknowledged };
}
