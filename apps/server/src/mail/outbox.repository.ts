import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** Keeps one mail in the outbox table, the embedded default's sent-mail folder. */
export async function storeOutboxMail(db: Db, mail: { recipient: string; subject: string; body: string }): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}
