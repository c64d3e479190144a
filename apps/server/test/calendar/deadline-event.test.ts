import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, CalendarMessage, calendarPaths, type TClaim } from '@benji/shared';
import { ageAccount, bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimsClient } from '../claims/claim-requests';
import { diaryClient } from '../diary/diary-requests';
import { calendarClient, dayOf, eventsOf, textOf, uidOf } from './calendar-requests';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
let claim: TClaim;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
  claim = await claimsClient(t.app, owner.access).create({
    country_of_incident: 'United States',
    city_of_incident: 'Austin',
    region: 'TX',
    type_of_claim: 'Roof Damage / Storm',
    insurance_company_name: 'Lone Star Mutual',
  });
  const diary = diaryClient(t.app, owner.access);
  const sent = { direction: 'to_insurer', channel: 'email', summary: 'Recorded.', items: [] };
  await diary.create(claim.id, { ...sent, occurred_on: '2024-04-03', kind: 'notice_given' });
  await diary.create(claim.id, { ...sent, occurred_on: '2024-04-04', kind: 'acknowledgement_received', direction: 'from_insurer' });
  await diary.create(claim.id, { ...sent, occurred_on: '2024-04-05', kind: 'proof_of_loss_sent' });
});
afterAll(() => t.close());

const claimNotFound = { detail: 'Claim not found.', message: 'Claim not found.', code: 'claim.notFound' };

describe('GET /api/my-claims/{id}/deadlines/{ruleId}/calendar.ics', () => {
  it('downloads one open deadline as an .ics attachment, on its due date', async () => {
    const response = await calendarClient(t.app, owner.access).event(claim.id, 'us-tx-542-056', '2024-04-05');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="benji-us-tx-542-056-2024-04-26\.ics"/);
    const [only, ...rest] = eventsOf(response.body);
    expect(rest).toEqual([]);
    expect(only?.uid).toBe(uidOf(claim.id, 'us-tx-542-056', '2024-04-05'));
    expect(dayOf(only!.start)).toBe('2024-04-26');
    expect(textOf(only!.summary)).toBe('Overdue: Accept or reject the claim in writing — Lone Star Mutual claim');
    expect(textOf(only!.description)).toContain('Texas Insurance Code §542.056');
  });

  it('is the same path the shared contract builds', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: calendarPaths.deadlineEvent(claim.id, 'us-tx-542-056', '2024-04-05'),
      headers: bearer(owner.access),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 with a clear message for an unknown rule, another start date, or a deadline already met', async () => {
    const calendar = calendarClient(t.app, owner.access);
    const cases = [
      [await calendar.event(claim.id, 'us-zz-nothing', '2024-04-05'), CalendarMessage.ruleUnknown, 'calendar.ruleUnknown'],
      [await calendar.event(claim.id, 'us-tx-542-056', '2024-04-06'), CalendarMessage.deadlineNotFound, 'calendar.deadlineNotFound'],
      // The acknowledgement on 2024-04-04 met §542.055.
      [await calendar.event(claim.id, 'us-tx-542-055', '2024-04-03'), CalendarMessage.deadlineNotFound, 'calendar.deadlineNotFound'],
    ] as const;
    for (const [response, message, code] of cases) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: message, message, code });
    }
  });

  it("answers another user's claim exactly like a missing one", async () => {
    const stranger = calendarClient(t.app, (await registerUser(t.app)).access);
    for (const id of [claim.id, claim.id + 10_000]) {
      const response = await stranger.event(id, 'us-tx-542-056', '2024-04-05');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(claimNotFound);
    }
  });

  it('refuses a bad claim id, rule id or start date with a field message', async () => {
    const calendar = calendarClient(t.app, owner.access);
    const cases = [
      [await calendar.event('abc', 'us-tx-542-056', '2024-04-05'), { id: ['A claim id is a positive whole number.'] }],
      [await calendar.event(0, 'us-tx-542-056', '2024-04-05'), { id: ['A claim id is a positive whole number.'] }],
      [await calendar.event(claim.id, 'US_TX', '2024-04-05'), { ruleId: [CalendarMessage.ruleInvalid] }],
      [await calendar.event(claim.id, 'us-tx-542-056', '2024-02-30'), { triggered: [CalendarMessage.triggeredInvalid] }],
      [await calendar.event(claim.id, 'us-tx-542-056', 'yesterday'), { triggered: [CalendarMessage.triggeredInvalid] }],
      [await calendar.event(claim.id, 'us-tx-542-056'), { triggered: [CalendarMessage.triggeredInvalid] }],
    ] as const;
    for (const [response, body] of cases) {
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(body);
    }
  });

  it('answers 401 without a token and 402 once the trial is over', async () => {
    const url = calendarPaths.deadlineEvent(claim.id, 'us-tx-542-056', '2024-04-05');
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ detail: AuthMessage.notAuthenticated });

    const late = await registerUser(t.app);
    await ageAccount(t, late.user.pk, 73);
    for (const [method, path] of [
      ['GET', url],
      ['GET', calendarPaths.feed],
    ] as const) {
      const response = await t.app.inject({ method, url: path, headers: bearer(late.access) });
      expect(response.statusCode, path).toBe(402);
      expect(response.json()).toMatchObject({ code: 'trial_expired' });
    }
    // Revoking an address given out needs no plan (security probe 3, #4): the new one stays paused.
    const reset = await t.app.inject({ method: 'POST', url: calendarPaths.resetFeed, headers: bearer(late.access) });
    expect(reset.statusCode).toBe(200);
  });
});
