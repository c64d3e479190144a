import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuthMessage, CalendarMessage, ZCalendarFeedResetResponse } from '@benji/shared';
import { ageAccount, nextIp, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimsClient, TEXAS_ROOF_CLAIM } from '../claims/claim-requests';
import { diaryClient } from '../diary/diary-requests';
import { calendarClient, eventsOf, uidOf } from './calendar-requests';

// Security probe 3, #3 and #4: the public feed had no rate limit, worked every deadline out again
// on each fetch, and kept serving after the owner's trial or plan ended, when the owner could no
// longer even reset it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

const texas = TEXAS_ROOF_CLAIM;
const fetchFrom = (url: string, remoteAddress = nextIp()) => t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress });

async function withFeed() {
  const user = await registerUser(t.app);
  const calendar = calendarClient(t.app, user.access);
  return { user, calendar, url: await calendar.feedUrl() };
}

describe('GET /api/calendar/<token>.ics is rate-limited', () => {
  it('per token: past 20 fetches in 15 minutes, from however many addresses, it answers 429 with Retry-After', async () => {
    const { url } = await withFeed();
    for (let i = 0; i < 20; i += 1) expect((await fetchFrom(url)).statusCode).toBe(200);
    const refused = await fetchFrom(url);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ detail: AuthMessage.tooManyAttempts });
  });

  it("per address: one caller walking through tokens is stopped, and another user's feed still answers", async () => {
    const { url } = await withFeed();
    const walker = nextIp();
    for (let i = 0; i < 60; i += 1) {
      const guess = `http://localhost/api/calendar/${String(i).padStart(43, 'g')}.ics`;
      expect((await fetchFrom(guess, walker)).statusCode).toBe(404);
    }
    expect((await fetchFrom(url, walker)).statusCode).toBe(429);
    expect((await fetchFrom(url)).statusCode).toBe(200);
  });
});

describe('the feed is kept per owner until a claim of theirs changes', () => {
  it('serves the kept text until the diary changes through the app, then the new deadlines', async () => {
    const { user, url } = await withFeed();
    const claims = claimsClient(t.app, user.access);
    const diary = diaryClient(t.app, user.access);
    const claim = await claims.create(texas);
    await diary.create(claim.id, { occurred_on: '2024-04-03', kind: 'notice_given', direction: 'to_insurer', items: [] });
    const acknowledgement = uidOf(claim.id, 'us-tx-542-055', '2024-04-03');
    const first = await fetchFrom(url);
    expect(eventsOf(first.body).map((e) => e.uid)).toContain(acknowledgement);

    // Written behind the app's back (the app always touches the claim, which announces the change):
    // nothing announces it, so the kept text is served. This is what makes a fetch loop cheap.
    await t.database.db.execute(
      sql`insert into diary_events (claim_id, occurred_on, kind, direction, channel, summary)
          values (${claim.id}, '2024-04-04', 'acknowledgement_received', 'from_insurer', 'email', 'Acknowledged.')`,
    );
    expect((await fetchFrom(url)).body).toBe(first.body);

    // Any change through the app touches the claim, and the next fetch works the deadlines out again.
    await diary.create(claim.id, { occurred_on: '2024-04-05', kind: 'note', direction: null, summary: 'Called.', items: [] });
    const after = await fetchFrom(url);
    expect(eventsOf(after.body).map((e) => e.uid)).not.toContain(acknowledgement);
  });
});

describe('the feed when the trial or plan ends', () => {
  it('is paused (402), and the owner can still reset it, which ends the old address', async () => {
    const { user, calendar, url } = await withFeed();
    expect((await fetchFrom(url)).statusCode).toBe(200);
    await ageAccount(t, user.user.pk, 100);

    const paused = await fetchFrom(url);
    expect(paused.statusCode).toBe(402);
    expect(paused.json()).toEqual({ detail: CalendarMessage.feedPaused, message: CalendarMessage.feedPaused, code: 'calendar.feedPaused' });
    expect(paused.body).not.toContain('BEGIN:VCALENDAR');
    expect((await calendar.feed()).statusCode).toBe(402);

    const reset = await calendar.reset();
    expect(reset.statusCode).toBe(200);
    const fresh = ZCalendarFeedResetResponse.parse(reset.json()).url;
    expect((await fetchFrom(url)).statusCode).toBe(404);
    expect((await fetchFrom(fresh)).statusCode).toBe(402);
  });

  it('comes back with a subscription', async () => {
    const { user, url } = await withFeed();
    await ageAccount(t, user.user.pk, 100);
    expect((await fetchFrom(url)).statusCode).toBe(402);
    await t.execute(sql`update users set is_subscription = true where id = ${user.user.pk}`);
    expect((await fetchFrom(url)).statusCode).toBe(200);
  });

  it('cannot be reset without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/calendar/feed/reset/', remoteAddress: nextIp() });
    expect(response.statusCode).toBe(401);
  });
});
