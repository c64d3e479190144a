import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// Without an SMTP server in development, the outbox prints each mail to the log; a code to type
// back has a log line of its own. (Production keeps codes out of the log: production-app.test.ts.)
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

describe('the development outbox in the log', () => {
  it('prints a reset code on a line of its own', async () => {
    const { email } = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password/', payload: { email }, remoteAddress: nextIp() });
    const messages = lines.map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '');
    const codeLine = messages.find((message) => message.includes(`for ${email}: `) && /: \d{6}$/.test(message));
    expect(codeLine).toBeDefined();
    expect(messages.some((message) => message.startsWith('outbox mail:\n') && message.includes(codeLine!.slice(-6)))).toBe(true);
  });
});
