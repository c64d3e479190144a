import { afterAll, beforeAll, expect, it } from 'vitest';
import { calendarPaths } from '@benji/shared';
import { unsubscribeUrl } from '../../src/modules/reminders/reminders.service';
import { redactUrl } from '../../src/plugins/logger';
import { bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// A calendar feed's address and an unsubscribe link are keys in themselves: the request log keeps the path, never the key.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

it('logs the calendar feed and the unsubscribe link without their keys', async () => {
  const user = await registerUser(t.app);
  const feed = (await t.app.inject({ method: 'GET', url: calendarPaths.feed, headers: bearer(user.access) })).json<{ url: string }>().url;
  const feedPath = new URL(feed).pathname;
  const feedToken = feedPath.split('/').at(-1)!.replace('.ics', '');
  expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
  const unsubscribe = unsubscribeUrl(t.app.reminders, user.user.pk).replace(/^https?:\/\/[^/]+/, '');
  const unsubscribeToken = new URLSearchParams(unsubscribe.split('?')[1]).get('token')!;
  expect((await t.app.inject({ method: 'GET', url: unsubscribe })).statusCode).toBe(200);

  const logged = lines.join('\n');
  expect(logged).toContain('/api/calendar/[redacted].ics');
  expect(logged).toContain('/api/reminders/unsubscribe/?token=[redacted]');
  expect(logged).not.toContain(feedToken);
  expect(logged).not.toContain(encodeURIComponent(unsubscribeToken));
  expect(logged).not.toContain(unsubscribeToken);
});

it('leaves other addresses as they are', () => {
  expect(redactUrl('/api/my-claims/7/deadlines/?today=2026-11-26')).toBe('/api/my-claims/7/deadlines/?today=2026-11-26');
  expect(redactUrl('/api/calendar/feed/')).toBe('/api/calendar/feed/');
});
