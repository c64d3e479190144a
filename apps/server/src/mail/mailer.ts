import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends over SMTP (`SMTP_URL`), e.g. smtp://user:pass@smtp.example.com:587. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/**
 * The embedded default: mail is kept in the outbox table and printed to the log,
 * so a developer without an SMTP server can still read a reset code.
 */
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text });
      log.info({ to: mail.to, subject: mail.subject }, `outbox mail:\n${mail.text}`);
    },
  };
}
