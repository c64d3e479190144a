import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../../mail/mailer';
import type { NoticeLinks } from './account-notices';

/** What a service needs to mail an account holder. */
export interface AccountMailDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  links: NoticeLinks;
}

/**
 * Sends a mail that reports an action already done (a notice, a sign-up code): a mail server that is
 * down must not undo or fail what the user did. The failure is logged by subject and account only:
 * the body may carry a code, and the log is read by more people than the recipient.
 */
export async function sendQuietly(deps: Pick<AccountMailDeps, 'mailer' | 'log'>, mail: Mail, userId: number): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, userId, subject: mail.subject }, 'account mail not sent');
  }
}
