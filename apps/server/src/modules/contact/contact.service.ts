import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { contactMail, type ContactFields } from './contact-mail';
import * as repo from './contact.repository';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  log: FastifyBaseLogger;
}

/**
 * Keeps the message first, then mails it to support. A mail failure is logged, not reported to the
 * sender: the message is already stored (mailed_at stays empty), so support can still read it.
 */
export async function receiveContactMessage(deps: ContactDeps, fields: ContactFields): Promise<void> {
  const id = await repo.insertContactMessage(deps.db, {
    firstName: fields.first_name,
    lastName: fields.last_name,
    country: fields.country,
    email: fields.email,
    message: fields.message,
  });
  try {
    await deps.mailer.send(contactMail(deps.supportEmail, fields));
    await repo.markMailed(deps.db, id);
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: id }, 'contact message stored but not mailed');
  }
}
