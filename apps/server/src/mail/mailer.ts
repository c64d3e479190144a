import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { TAccountLanguage } from '@benji/shared';
import type { Db } from '../db/client';
import { storeOutboxMail } from './outbox.repository';

export interface Mail {
  to: string;
  /** The language the mail is written in; it goes out as the Content-Language header. */
  language: TAccountLanguage;
  subject: string;
  text: string;
  /** Values in the text that open an account (a reset code): a production outbox never keeps them. */
  secrets?: string[];
  /** Extra header lines, e.g. List-Unsubscribe on reminders (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends over SMTP (`SMTP_URL`), e.g. smtp://user:pass@smtp.example.com:587. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      const headers = { ...mail.headers, 'Content-Language': mail.language };
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, headers });
    },
  };
}

export const REDACTED_SECRET = '[redacted]';

/** The text with every secret it carries blanked out. */
function withoutSecrets(mail: Mail): string {
  return (mail.secrets ?? []).filter(Boolean).reduce((text, secret) => text.split(secret).join(REDACTED_SECRET), mail.text);
}

/**
 * The embedded default: mail is kept in the outbox table. Outside production it is also printed to
 * the log, so a developer without an SMTP server can still read a reset code (and the tests read it
 * from the table). In production a log or a table is read by more people than the mail's recipient:
 * the log gets the envelope only and the stored copy has its secrets blanked.
 */
export function outboxMailer(db: Db, log: FastifyBaseLogger, options: { production: boolean }): Mailer {
  return {
    async send(mail) {
      const body = options.production ? withoutSecrets(mail) : mail.text;
      await storeOutboxMail(db, { recipient: mail.to, subject: mail.subject, body });
      if (options.production) {
        log.info({ to: mail.to, subject: mail.subject }, 'outbox mail stored');
        return;
      }
      log.info({ to: mail.to, subject: mail.subject }, `outbox mail:\n${mail.text}`);
      // A code a developer must type back is its own line, not a few words inside an escaped body.
      for (const secret of mail.secrets ?? []) if (secret) log.info(`${mail.subject} for ${mail.to}: ${secret}`);
    },
  };
}
