import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Every row that belongs to one user, in every table that holds user data, as JSON text. */
const queries = (userId: number): Record<string, SQL> => ({
  users: sql`select row_to_json(t)::text as row from users t where id = ${userId}`,
  sessions: sql`select row_to_json(t)::text as row from sessions t where user_id = ${userId}`,
  refresh_tokens: sql`select row_to_json(t)::text as row from refresh_tokens t where session_id in (select id from sessions where user_id = ${userId})`,
  password_reset_codes: sql`select row_to_json(t)::text as row from password_reset_codes t where user_id = ${userId}`,
  email_verification_codes: sql`select row_to_json(t)::text as row from email_verification_codes t where user_id = ${userId}`,
  stored_files: sql`select json_build_array(id, filename, content_type, size, md5(data))::text as row from stored_files where user_id = ${userId}`,
  claims: sql`select row_to_json(t)::text as row from claims t where user_id = ${userId}`,
  diary_events: sql`select row_to_json(t)::text as row from diary_events t where claim_id in (select id from claims where user_id = ${userId})`,
  inventory_items: sql`select row_to_json(t)::text as row from inventory_items t where claim_id in (select id from claims where user_id = ${userId})`,
  claim_ledger_entries: sql`select row_to_json(t)::text as row from claim_ledger_entries t where claim_id in (select id from claims where user_id = ${userId})`,
  chat_sessions: sql`select row_to_json(t)::text as row from chat_sessions t where user_id = ${userId}`,
  chat_messages: sql`select row_to_json(t)::text as row from chat_messages t where session_id in (select id from chat_sessions where user_id = ${userId})`,
  flagged_messages: sql`select row_to_json(t)::text as row from flagged_messages t where user_id = ${userId}`,
  claim_uploads: sql`select row_to_json(t)::text as row from claim_uploads t where user_id = ${userId}`,
  policy_passages: sql`select row_to_json(t)::text as row from policy_passages t where upload_id in (select id from claim_uploads where user_id = ${userId})`,
  checkout_sessions: sql`select row_to_json(t)::text as row from checkout_sessions t where user_id = ${userId}`,
  calendar_feeds: sql`select row_to_json(t)::text as row from calendar_feeds t where user_id = ${userId}`,
  reminder_settings: sql`select row_to_json(t)::text as row from reminder_settings t where user_id = ${userId}`,
  reminder_sends: sql`select row_to_json(t)::text as row from reminder_sends t where user_id = ${userId}`,
});

export type Snapshot = Record<string, string[]>;

/** A user's whole footprint in the database, sorted, to compare before and after a request. */
export async function snapshotUser(db: Db, userId: number): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  for (const [table, query] of Object.entries(queries(userId))) {
    const result = (await db.execute(query)) as unknown as { rows: Array<{ row: string }> };
    snapshot[table] = result.rows.map((r) => r.row).sort();
  }
  return snapshot;
}

/** The same footprint as `snapshotUser` plus the public tables' sizes, as one digest: cheap enough to take around every request. */
export async function fingerprint(db: Db, userId: number): Promise<string> {
  const parts = Object.values(queries(userId)).map(
    (query) => sql`(select coalesce(md5(string_agg(q.row, '|' order by q.row)), '') from (${query}) q)`,
  );
  const result = (await db.execute(
    sql`select concat_ws(',', ${sql.join(parts, sql`, `)},
      (select count(*) from users), (select count(*) from contact_messages), (select count(*) from stored_files),
      (select count(*) from claims), (select count(*) from claim_uploads), (select count(*) from chat_messages)) as digest`,
  )) as unknown as { rows: Array<{ digest: string }> };
  return result.rows[0]!.digest;
}
