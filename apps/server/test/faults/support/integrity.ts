import pg from 'pg';

/**
 * Rows a request can only have written part of. Each query should find nothing: a claim without
 * its policy PDF, claim details saved on the chat page without their file, a file nobody points to, a session without a message,
 * a question without its reply (messages of a session must alternate user, bot, user, bot).
 */
const HALF_WRITTEN = {
  claimsWithoutTheirPdf: `select id from claims where policy_document_id is null`,
  // Details saved on the chat page (here always with a PDF). A claim's own details may lack one:
  // the policy the PDF reader could not read then stays the claim's document only.
  uploadsWithoutTheirPdf: `select id from claim_uploads where policy_file_id is null and claim_id is null`,
  filesNobodyUses: `select f.id from stored_files f
    where not exists (select 1 from claims c where c.policy_document_id = f.id)
      and not exists (select 1 from claim_uploads u where u.policy_file_id = f.id)
      and not exists (select 1 from users p where p.profile_image_id = f.id)`,
  sessionsWithoutMessages: `select s.id from chat_sessions s where not exists (select 1 from chat_messages m where m.session_id = s.id)`,
  messagesOutOfPair: `select id from (
      select id, sender, row_number() over (partition by session_id order by created_at, id) as n,
             count(*) over (partition by session_id) as total
      from chat_messages) m
    where (n % 2 = 1 and sender <> 'user') or (n % 2 = 0 and sender <> 'bot') or total % 2 = 1`,
} as const;

export type HalfWritten = Record<keyof typeof HALF_WRITTEN, unknown[]>;

export async function findHalfWritten(url: string): Promise<HalfWritten> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = {} as HalfWritten;
    for (const [name, query] of Object.entries(HALF_WRITTEN)) found[name as keyof HalfWritten] = (await client.query(query)).rows;
    return found;
  } finally {
    await client.end();
  }
}

/** Runs one query on the database directly (not through the server under test). */
export async function queryRows<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
