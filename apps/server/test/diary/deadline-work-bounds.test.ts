import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLAIMS_PER_USER_MAX, ClaimMessage, DiaryMessage, ZClaimDeadlines } from '@benji/shared';
import { planReminders } from '../../src/modules/reminders/reminders.service';
import { bearer, nextIp, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimsClient, validFields, TEXAS_ROOF_CLAIM } from '../claims/claim-requests';
import { TWO_DAYS_BEFORE, texasClaimWithNotice, verifiedUser } from '../reminders/reminder-requests';
import { diaryClient } from './diary-requests';

// Security probe 3, #3: nothing capped claims per user or limited claim and diary writes, so one
// account could make every deadline computation as large and as frequent as it liked.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

const texas = TEXAS_ROOF_CLAIM;

describe('claims per user', () => {
  it(`are capped at ${CLAIMS_PER_USER_MAX}: the next submission is a 409 that says why, and another user is not affected`, async () => {
    const user = await registerUser(t.app);
    await t.execute(
      sql`insert into claims (user_id, type_of_claim, description, date_of_incident, country_of_incident, city_of_incident)
          select ${user.user.pk}, 'Roof Damage / Storm', 'seeded', '2024-04-02', 'United States', 'Austin'
          from generate_series(1, ${CLAIMS_PER_USER_MAX})`,
    );
    const claims = claimsClient(t.app, user.access);
    const refused = await claims.submit(validFields(texas));
    expect(refused.statusCode).toBe(409);
    const message = ClaimMessage.tooManyClaims(CLAIMS_PER_USER_MAX);
    expect(refused.json()).toEqual({ detail: message, message, code: 'claim.tooManyClaims' });

    const other = await registerUser(t.app);
    expect((await claimsClient(t.app, other.access).submit(validFields(texas))).statusCode).toBe(201);
    // Deleting one makes room again.
    await t.execute(sql`delete from claims where id = (select min(id) from claims where user_id = ${user.user.pk})`);
    expect((await claims.submit(validFields(texas))).statusCode).toBe(201);
  });
});

describe('claim writes per user', () => {
  it('are limited to 30 in 15 minutes (submit, change and delete together), with a 429 that says so', async () => {
    const user = await registerUser(t.app);
    const claims = claimsClient(t.app, user.access);
    const claim = await claims.create(texas);
    for (let i = 1; i < 30; i += 1) expect((await claims.patch(claim.id, { status: 'Active' })).statusCode).toBe(200);
    const refused = await claims.patch(claim.id, { status: 'Active' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ detail: ClaimMessage.writingTooFast, message: ClaimMessage.writingTooFast });
    // Reading goes on, and another user writes as before.
    expect((await claims.get(claim.id)).statusCode).toBe(200);
    const other = await registerUser(t.app);
    expect((await claimsClient(t.app, other.access).submit(validFields(texas))).statusCode).toBe(201);
  });
});

describe('diary writes per user', () => {
  it('are limited to 60 in 15 minutes (adds and deletes together), with a 429 that says so', async () => {
    const user = await registerUser(t.app);
    const claim = await claimsClient(t.app, user.access).create(texas);
    const diary = diaryClient(t.app, user.access);
    for (let i = 0; i < 60; i += 1) await diary.create(claim.id, { occurred_on: '2024-04-03' });
    const refused = await diary.add(claim.id, {
      occurred_on: '2024-04-03',
      kind: 'note',
      direction: null,
      channel: 'email',
      summary: 'One more.',
      items: [],
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: DiaryMessage.writingTooFast, message: DiaryMessage.writingTooFast });
    expect((await diary.list(claim.id)).statusCode).toBe(200);
  });

  it('still refuses bad input, no token and another user’s claim before counting', async () => {
    const user = await registerUser(t.app);
    const claim = await claimsClient(t.app, user.access).create(texas);
    const stranger = await registerUser(t.app);
    expect((await diaryClient(t.app, stranger.access).add(claim.id, { occurred_on: '2024-04-03' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/my-claims/${claim.id}/diary/`, payload: {}, remoteAddress: nextIp() })).statusCode,
    ).toBe(401);
    const intruder = await t.app.inject({
      method: 'POST',
      url: `/api/my-claims/${claim.id}/diary/`,
      headers: bearer(stranger.access),
      payload: { occurred_on: '2024-04-03', kind: 'note', direction: null, channel: 'email', summary: 'Not mine.', items: [] },
    });
    expect(intruder.statusCode).toBe(404);
  });
});

describe('deadlines kept per claim version', () => {
  it('are never stale: an event that reached the diary any way at all is counted at the next read', async () => {
    const user = await registerUser(t.app);
    const claim = await claimsClient(t.app, user.access).create(texas);
    const diary = diaryClient(t.app, user.access);
    await diary.create(claim.id, { occurred_on: '2024-04-03', kind: 'notice_given', direction: 'to_insurer', items: [] });
    const statusOf = async () =>
      ZClaimDeadlines.parse((await diary.deadlines(claim.id)).json()).deadlines.find((d) => d.ruleId === 'us-tx-542-055')?.status;
    expect(await statusOf()).not.toBe('met');
    expect(await statusOf()).not.toBe('met');
    // Written straight into the table, touching nothing else: the kept result must not hide it.
    await t.execute(
      sql`insert into diary_events (claim_id, occurred_on, kind, direction, channel, summary)
          values (${claim.id}, '2024-04-04', 'acknowledgement_received', 'from_insurer', 'email', 'Acknowledged.')`,
    );
    expect(await statusOf()).toBe('met');
    await t.execute(sql`delete from diary_events where claim_id = ${claim.id} and kind = 'acknowledgement_received'`);
    expect(await statusOf()).not.toBe('met');
  });
});

describe('the reminder scan', () => {
  it('reads users a page at a time and plans the same mails as in one go', async () => {
    for (let i = 0; i < 3; i += 1) {
      const user = await verifiedUser(t);
      await texasClaimWithNotice(t.app, user.access);
    }
    const keys = (jobs: { key: string }[]) => jobs.map((job) => job.key).sort();
    const inOneGo = await planReminders(t.database.db, TWO_DAYS_BEFORE);
    expect(new Set(inOneGo.map((job) => job.userId)).size).toBeGreaterThanOrEqual(3);
    expect(keys(await planReminders(t.database.db, TWO_DAYS_BEFORE, 1))).toEqual(keys(inOneGo));
    expect(keys(await planReminders(t.database.db, TWO_DAYS_BEFORE, 2))).toEqual(keys(inOneGo));
  });
});
