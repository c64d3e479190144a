import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuthMessage, ZCredentials, ZProfileResponse } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { ageAccount, bearer, nextIp, registerUser } from '../support/accounts';

// No paid module exists yet, so the test mounts a stand-in behind the same guard the paid ones will use.
const PAID_ROUTE = '/api/test-paid-feature/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        app.get(PAID_ROUTE, { preHandler: app.guards.requireAccess }, async () => ({ ok: true }));
      },
    },
  );
});
afterAll(() => t.close());

const callPaid = (access?: string) => t.app.inject({ method: 'GET', url: PAID_ROUTE, headers: access ? bearer(access) : {} });

describe('the trial gate (requireAccess)', () => {
  it('lets a new account through while its trial runs', async () => {
    const user = await registerUser(t.app);
    const response = await callPaid(user.access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('still lets an account through an hour before the 72 hours are up', async () => {
    const user = await registerUser(t.app);
    await ageAccount(t, user.user.pk, 71);
    expect((await callPaid(user.access)).statusCode).toBe(200);
  });

  it('answers 402 with detail and message once the trial is over', async () => {
    const user = await registerUser(t.app);
    await ageAccount(t, user.user.pk, 73);
    const response = await callPaid(user.access);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ detail: AuthMessage.trialOver, message: AuthMessage.trialOver });
  });

  it('lets a subscriber through after the trial', async () => {
    const user = await registerUser(t.app);
    await ageAccount(t, user.user.pk, 500);
    await t.execute(sql`update users set is_subscription = true where id = ${user.user.pk}`);
    expect((await callPaid(user.access)).statusCode).toBe(200);
  });

  it('holds a subscription to its paid period, with three days of grace for a late renewal', async () => {
    const user = await registerUser(t.app);
    await ageAccount(t, user.user.pk, 2000);
    const setPeriodEnd = (hoursFromNow: number) =>
      t.execute(
        sql`update users set is_subscription = true, subscription_period_end = now() + make_interval(hours => ${hoursFromNow}) where id = ${user.user.pk}`,
      );
    await setPeriodEnd(-(24 * 3 - 1));
    expect((await callPaid(user.access)).statusCode).toBe(200);
    await setPeriodEnd(-(24 * 3 + 1));
    expect((await callPaid(user.access)).statusCode).toBe(402);
    const profile = await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(user.access) });
    expect(ZProfileResponse.parse(profile.json()).user.is_subscription).toBe(false);
  });

  it('checks the token before the trial: no token is 401, not 402', async () => {
    expect((await callPaid()).statusCode).toBe(401);
    expect((await callPaid('not-a-token')).statusCode).toBe(401);
  });
});

describe('an account whose trial is over', () => {
  it('can still sign in, and is told it is no longer on trial', async () => {
    const user = await registerUser(t.app);
    await ageAccount(t, user.user.pk, 73);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.email, password: user.password },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    const body = ZCredentials.parse(response.json());
    expect(body.user).toMatchObject({ is_trial: false, is_subscription: false });
    expect(body.user.profile).toMatchObject({ is_trial: false, is_subscription: false });
    expect(Date.parse(body.user.trial_ends_at)).toBeLessThan(Date.now());
  });

  it('can still read its profile', async () => {
    const user = await registerUser(t.app);
    await ageAccount(t, user.user.pk, 73);
    const response = await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(user.access) });
    expect(response.statusCode).toBe(200);
    expect(ZProfileResponse.parse(response.json()).user.is_trial).toBe(false);
  });

  it('shows a subscriber as subscribed and not on trial', async () => {
    const user = await registerUser(t.app);
    await ageAccount(t, user.user.pk, 73);
    await t.execute(sql`update users set is_subscription = true where id = ${user.user.pk}`);
    const response = await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(user.access) });
    expect(ZProfileResponse.parse(response.json()).user).toMatchObject({ is_trial: false, is_subscription: true });
  });
});
