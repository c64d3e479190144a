import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarPaths } from '@benji/shared';
import { unsubscribeUrl } from '../../src/modules/reminders/reminders.service';
import { redactUrl } from '../../src/plugins/logger';
import { bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// Security probe 3, #6: the router decodes and normalises a path, but redaction matched the raw
// spelling, so the same feed or unsubscribe key in another spelling reached the log in clear.
// Sent over a real socket: only then does the server see the bytes exactly as a client wrote them.

const lines: string[] = [];
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A GET with the path sent byte for byte as written (fetch would normalise it first). */
function rawGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the request log, whatever the spelling of a keyed address', () => {
  it('never carries a calendar feed token or an unsubscribe token', async () => {
    const user = await registerUser(t.app);
    const feed = (await t.app.inject({ method: 'GET', url: calendarPaths.feed, headers: bearer(user.access) })).json<{ url: string }>().url;
    const token = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(feed)?.[1] ?? '';
    const unsubscribe = unsubscribeUrl(t.app.reminders, user.user.pk).replace(/^https?:\/\/[^/]+/, '');
    const unsubscribeToken = new URLSearchParams(unsubscribe.split('?')[1]).get('token') ?? '';

    // The spellings the probe found answered 200 (and others that answer 404), each logged.
    const feedSpellings = [
      `/api/%63alendar/${token}.ics`,
      `/api/calendar/${token}%2eics`,
      `//api/calendar/${token}.ics`,
      `/api/calendar/${token}.ICS`,
      `/api/calendar/${token}`,
      `/API/CALENDAR/${token}.ics`,
    ];
    const statuses = [];
    for (const path of feedSpellings) statuses.push(await rawGet(path));
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    const unsubscribeStatus = await rawGet(`/api/reminders/unsubscribe/?%74oken=${encodeURIComponent(unsubscribeToken)}`);
    expect(unsubscribeStatus).toBe(200);
    expect(await rawGet(`/api/reminders/unsubscribe/?TOKEN=${encodeURIComponent(unsubscribeToken)}&x=1`)).toBeGreaterThan(0);

    const logged = lines.join('\n');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(unsubscribeToken);
    expect(logged).not.toContain(encodeURIComponent(unsubscribeToken));
    expect(logged).toContain('/api/calendar/[redacted]');
  });

  it('keeps every other address readable', () => {
    expect(redactUrl('/api/my-claims/7/deadlines/?today=2026-11-26')).toBe('/api/my-claims/7/deadlines/?today=2026-11-26');
    expect(redactUrl('/api/calendar/feed/')).toBe('/api/calendar/feed/');
    expect(redactUrl('/api/calendar/feed/reset/')).toBe('/api/calendar/feed/reset/');
    expect(redactUrl('/api/%63alendar/abc.ics')).toBe('/api/calendar/[redacted].ics');
    expect(redactUrl('/api/x/?%74oken=1.mac&today=2026-11-26')).toBe('/api/x/?%74oken=[redacted]&today=2026-11-26');
  });
});
