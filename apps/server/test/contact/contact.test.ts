import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGE_MAX, ContactMessage, FieldMessage } from '@benji/shared';
import { contactMessages } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { nextIp } from '../support/accounts';
import { startSmtpSink } from '../support/smtp-sink';

const SUPPORT = 'help@benji.example.com';
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, SUPPORT_EMAIL: SUPPORT });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let counter = 0;
const message = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    first_name: 'Ana',
    last_name: 'Ruiz',
    country: 'Canada',
    email: `ana${counter}-${Date.now()}@example.com`,
    message: 'My adjuster has not answered in three weeks. Can Benji help with a follow-up letter?',
    ...overrides,
  };
};
const send = (payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contact-us/', payload, remoteAddress });
const stored = (email: string) => t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/contact-us/', () => {
  it('stores the message and mails it to SUPPORT_EMAIL over SMTP', async () => {
    const payload = message();
    const response = await send(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ContactMessage.sent });

    const [row] = await stored(payload.email);
    expect(row).toMatchObject({ firstName: 'Ana', lastName: 'Ruiz', country: 'Canada', message: payload.message });
    const mail = await vi.waitFor(() => {
      const found = sink.received.find((received) => received.text.includes(payload.email));
      if (!found) throw new Error('the message has not been mailed yet');
      return found;
    });
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.subject).toBe('Contact form: Ana Ruiz');
    expect(mail.text).toContain(payload.message);
    expect(mail.text).toContain('Country: Canada');
    await vi.waitFor(async () => expect((await stored(payload.email))[0]?.mailedAt).not.toBeNull());
  });

  it('accepts a message with only an e-mail: the other fields are optional', async () => {
    const email = `only-${Date.now()}@example.com`;
    const response = await send({ email });
    expect(response.statusCode).toBe(200);
    expect(await stored(email)).toHaveLength(1);
  });

  it('keeps a name with line breaks out of the mail headers', async () => {
    const payload = message({ first_name: 'Eve\r\nBcc: victim@example.com', last_name: 'X' });
    expect((await send(payload)).statusCode).toBe(200);
    const mail = await vi.waitFor(() => {
      const found = sink.received.find((received) => received.text.includes(payload.email));
      if (!found) throw new Error('not mailed yet');
      return found;
    });
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.subject).toBe('Contact form: Eve Bcc: victim@example.com X');
  });

  it('answers 400 with message for a bad or missing e-mail, and stores nothing', async () => {
    for (const email of ['not-an-email', '', undefined]) {
      const response = await send(message({ email }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: ContactMessage.emailInvalid,
        email: [ContactMessage.emailInvalid],
        code: 'field.invalidEmail',
      });
    }
    expect(await stored('not-an-email')).toHaveLength(0);
  });

  it('caps the message length and the name length', async () => {
    const tooLong = await send(message({ message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: ContactMessage.messageTooLong(CONTACT_MESSAGE_MAX) });
    expect((await send(message({ message: 'x'.repeat(CONTACT_MESSAGE_MAX) }))).statusCode).toBe(200);
    const longName = await send(message({ first_name: 'A'.repeat(101) }));
    expect(longName.statusCode).toBe(400);
    expect(longName.json()).toMatchObject({ message: FieldMessage.maxLength(100), first_name: [FieldMessage.maxLength(100)] });
  });

  it('limits one address to 5 messages an hour, counting invalid ones, and says when to retry', async () => {
    const ip = '10.40.0.1';
    expect((await send(message({ email: 'nope' }), ip)).statusCode).toBe(400);
    for (let i = 0; i < 4; i += 1) expect((await send(message(), ip)).statusCode).toBe(200);
    const limited = await send(message(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: expect.stringMatching(/too many/i) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(message(), '10.40.0.2')).statusCode).toBe(200);
  });

  it('limits one e-mail to 5 messages an hour from any address', async () => {
    const payload = message();
    for (let i = 0; i < 5; i += 1) expect((await send(payload)).statusCode).toBe(200);
    expect((await send(payload)).statusCode).toBe(429);
  });
});

describe('POST /api/contact-us/ with the default outbox', () => {
  it('keeps the mail in the outbox when no SMTP server is configured', async () => {
    const outbox = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
    try {
      const payload = message();
      const response = await outbox.app.inject({ method: 'POST', url: '/api/contact-us/', payload, remoteAddress: nextIp() });
      expect(response.statusCode).toBe(200);
      const { mailOutbox } = await import('../../src/db/schema');
      const mails = await outbox.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, SUPPORT));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body).toContain(payload.email);
    } finally {
      await outbox.close();
    }
  });

  it('keeps the message even when the mail cannot be sent', async () => {
    const broken = await createTestApp({ SUPPORT_EMAIL: SUPPORT }, { mailer: { send: () => Promise.reject(new Error('SMTP down')) } });
    try {
      const payload = message();
      const response = await broken.app.inject({ method: 'POST', url: '/api/contact-us/', payload, remoteAddress: nextIp() });
      expect(response.statusCode).toBe(200);
      const [row] = await broken.database.db.select().from(contactMessages).where(eq(contactMessages.email, payload.email));
      expect(row?.mailedAt).toBeNull();
    } finally {
      await broken.close();
    }
  });
});
