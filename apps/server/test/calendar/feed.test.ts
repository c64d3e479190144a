import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthMessage,
  CalendarMessage,
  ZCalendarFeedResetResponse,
  ZClaimDeadlines,
  ZUpcomingDeadlines,
  calendarPaths,
} from '@benji/shared';
import { bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimsClient, TEXAS_ROOF_CLAIM } from '../claims/claim-requests';
import { diaryClient } from '../diary/diary-requests';
import { calendarClient, dayOf, eventsOf, fetchFeed, textOf, uidOf } from './calendar-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const user = await registerUser(t.app);
  return {
    claims: claimsClient(t.app, user.access),
    diary: diaryClient(t.app, user.access),
    calendar: calendarClient(t.app, user.access),
  };
}

const texas = TEXAS_ROOF_CLAIM;
const event = (occurred_on: string, kind: string, direction: string) => ({
  occurred_on,
  kind,
  direction,
  channel: 'email',
  summary: 'Recorded.',
  items: [],
});

describe('GET /api/calendar/feed/', () => {
  it('makes one secret address on the first call and gives the same one after', async () => {
    const { calendar } = await signedIn();
    const first = await calendar.feedUrl();
    expect(first).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await calendar.feedUrl()).toBe(first);
    const other = await signedIn();
    expect(await other.calendar.feedUrl()).not.toBe(first);
  });

  it('answers 401 without a token, for the address and its reset', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const url = method === 'GET' ? calendarPaths.feed : calendarPaths.resetFeed;
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, method).toBe(401);
      expect(response.json()).toMatchObject({ detail: AuthMessage.notAuthenticated });
    }
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it("holds one all-day event per open deadline of every claim, on the day the deadlines endpoint gives, and no one else's", async () => {
    const { claims, diary, calendar } = await signedIn();
    const stranger = await signedIn();
    const foreign = await stranger.claims.create(texas);
    await stranger.diary.create(foreign.id, event('2024-04-03', 'notice_given', 'to_insurer'));
    const roof = await claims.create(texas);
    await diary.create(roof.id, event('2024-04-03', 'notice_given', 'to_insurer'));
    await diary.create(roof.id, event('2024-04-05', 'proof_of_loss_sent', 'to_insurer'));
    const fire = await claims.create({
      country_of_incident: 'Canada',
      city_of_incident: 'Toronto',
      region: 'ON',
      type_of_claim: 'House Fire',
    });

    const open = ZUpcomingDeadlines.parse((await diary.upcoming()).json()).claims.flatMap((claim) =>
      claim.deadlines.map((deadline) => ({ claimId: claim.claim_id, deadline })),
    );
    expect(open.length).toBeGreaterThan(2);
    const response = await fetchFeed(t.app, await calendar.feedUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    const events = eventsOf(response.body);
    expect(events.map((e) => e.uid).sort()).toEqual(
      open.map(({ claimId, deadline }) => uidOf(claimId, deadline.ruleId, deadline.triggeredOn)).sort(),
    );
    for (const { claimId, deadline } of open) {
      const found = events.find((e) => e.uid === uidOf(claimId, deadline.ruleId, deadline.triggeredOn))!;
      expect(found.datetype).toBe('date');
      expect(dayOf(found.start)).toBe(deadline.dueOn);
      expect(textOf(found.description)).toContain(deadline.citation);
      expect(textOf(found.description)).toContain('General information, not legal advice.');
      expect(found.alarms?.map((alarm) => [alarm.action, alarm.trigger])).toEqual([['DISPLAY', '-P3D']]);
    }
    expect(response.body).not.toContain(`-${foreign.id}-`);

    // §542.056 ran out in April 2024: overdue, and said so.
    const decision = events.find((e) => e.uid === uidOf(roof.id, 'us-tx-542-056', '2024-04-05'))!;
    expect(textOf(decision.summary)).toBe('Overdue: Accept or reject the claim in writing — Lone Star Mutual claim');
    expect(textOf(decision.description)).toContain('Who must act: the insurer.');
    expect(textOf(decision.description)).toContain('Source: https://');
    const limitation = events.find((e) => e.uid === uidOf(fire.id, 'ca-on-limitation', '2024-04-02'))!;
    expect(textOf(limitation.description)).toContain('Provisional: ');
    expect(textOf(limitation.description)).toContain('Who must act: you, the policyholder.');
  });

  it('leaves out a deadline once it is met', async () => {
    const { claims, diary, calendar } = await signedIn();
    const claim = await claims.create(texas);
    await diary.create(claim.id, event('2024-04-03', 'notice_given', 'to_insurer'));
    const url = await calendar.feedUrl();
    const acknowledgement = uidOf(claim.id, 'us-tx-542-055', '2024-04-03');
    expect(eventsOf((await fetchFeed(t.app, url)).body).map((e) => e.uid)).toContain(acknowledgement);

    await diary.create(claim.id, event('2024-04-04', 'acknowledgement_received', 'from_insurer'));
    const deadlines = ZClaimDeadlines.parse((await diary.deadlines(claim.id)).json()).deadlines;
    expect(deadlines.find((d) => d.ruleId === 'us-tx-542-055')?.status).toBe('met');
    const uids = eventsOf((await fetchFeed(t.app, url)).body).map((e) => e.uid);
    expect(uids).not.toContain(acknowledgement);
    const open = deadlines.filter((d) => d.status !== 'met').map((d) => uidOf(claim.id, d.ruleId, d.triggeredOn));
    expect(uids.sort()).toEqual(open.sort());
  });

  it('is an empty calendar for an account with no claims', async () => {
    const { calendar } = await signedIn();
    const response = await fetchFeed(t.app, await calendar.feedUrl());
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('BEGIN:VCALENDAR');
    expect(eventsOf(response.body)).toEqual([]);
  });

  it('answers 404 for a token nobody holds', async () => {
    for (const token of ['x'.repeat(43), 'nope', '%00', `${'x'.repeat(42)}%00`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({
        detail: CalendarMessage.feedNotFound,
        message: CalendarMessage.feedNotFound,
        code: 'calendar.feedNotFound',
      });
    }
  });
});

describe('POST /api/calendar/feed/reset/', () => {
  it('gives a new address; the old one answers 404 at once and the new one serves the feed', async () => {
    const { claims, calendar } = await signedIn();
    await claims.create(texas);
    const old = await calendar.feedUrl();
    expect((await fetchFeed(t.app, old)).statusCode).toBe(200);

    const response = await calendar.reset();
    expect(response.statusCode).toBe(200);
    const body = ZCalendarFeedResetResponse.parse(response.json());
    expect(body.message).toBe(CalendarMessage.feedReset);
    expect(body.url).not.toBe(old);
    expect((await fetchFeed(t.app, old)).statusCode).toBe(404);
    expect((await fetchFeed(t.app, body.url)).statusCode).toBe(200);
    expect(await calendar.feedUrl()).toBe(body.url);
  });

  it('makes an address for an account that had none', async () => {
    const { calendar } = await signedIn();
    const body = ZCalendarFeedResetResponse.parse((await calendar.reset()).json());
    expect(await calendar.feedUrl()).toBe(body.url);
  });
});

describe('the feed address behind a proxy', () => {
  it('starts with PUBLIC_URL when it is set, whatever Host the request names', async () => {
    const proxied = await createTestApp({ PUBLIC_URL: 'https://benji.example.com/' });
    try {
      const user = await registerUser(proxied.app);
      const response = await proxied.app.inject({
        method: 'GET',
        url: calendarPaths.feed,
        headers: { ...bearer(user.access), host: 'evil.example' },
      });
      expect(response.json().url).toMatch(/^https:\/\/benji\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    } finally {
      await proxied.close();
    }
  });
});
