import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PaymentMessage, ZCheckoutConfirmResponse, ZCheckoutSession, ZPaymentResponse } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { ageAccount, loginUser, registerUser } from '../support/accounts';
import { confirmSession, packageId, profileOf, readSession, startPayment } from './billing-requests';

// No STRIPE_SECRET_KEY: the embedded test checkout.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function expiredUser() {
  const user = await registerUser(t.app);
  await ageAccount(t, user.user.pk, 80);
  return user;
}

async function startTestCheckout(access: string, plan = 'Essential Plan') {
  const response = await startPayment(t.app, access, { id: await packageId(t.app, plan) });
  expect(response.statusCode).toBe(200);
  return ZPaymentResponse.parse(response.json());
}

const periodEndOf = async (userId: number) =>
  (await t.database.db.execute(sql`select subscription_plan, subscription_period_end from users where id = ${userId}`)) as unknown as {
    rows: Array<{ subscription_plan: string | null; subscription_period_end: Date | string | null }>;
  };

describe('POST /api/stripe/payment/ without Stripe keys', () => {
  it('lets a user whose trial is over start a test checkout on a page of this app', async () => {
    const user = await expiredUser();
    const payment = await startTestCheckout(user.access);
    expect(payment.test_mode).toBe(true);
    expect(payment.url).toBe(`/checkout/test/${payment.session_id}`);
    expect(payment.session_id).toMatch(/^cs_test_local_[0-9a-f]{48}$/);
  });

  it('needs a token', async () => {
    const response = await startPayment(t.app, undefined, { id: 1 });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 for a missing or malformed package id and 404 for an unknown one', async () => {
    const user = await registerUser(t.app);
    expect((await startPayment(t.app, user.access, {})).statusCode).toBe(400);
    expect((await startPayment(t.app, user.access, { id: 'essential' })).statusCode).toBe(400);
    const unknown = await startPayment(t.app, user.access, { id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: PaymentMessage.packageNotFound });
  });

  it('refuses a package that is not Active', async () => {
    const user = await registerUser(t.app);
    const id = await packageId(t.app, 'Pro Plan - Annual');
    await t.database.db.execute(sql`update subscription_packages set package_status = 'Retired' where id = ${id}`);
    const response = await startPayment(t.app, user.access, { id });
    await t.database.db.execute(sql`update subscription_packages set package_status = 'Active' where id = ${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: PaymentMessage.packageUnavailable });
  });
});

describe('the test checkout', () => {
  it('shows the checkout to its owner and confirms it into a subscription, exactly once', async () => {
    const user = await expiredUser();
    const payment = await startTestCheckout(user.access);
    const before = ZCheckoutSession.parse((await readSession(t.app, user.access, payment.session_id)).json());
    expect(before).toMatchObject({
      status: 'open',
      test_mode: true,
      package_type: 'Essential Plan',
      package_amount: '49.00',
      email: user.email,
    });
    expect(before.user.is_subscription).toBe(false);

    const confirmed = await confirmSession(t.app, user.access, payment.session_id);
    expect(confirmed.statusCode).toBe(200);
    const body = ZCheckoutConfirmResponse.parse(confirmed.json());
    expect(body.message).toBe(PaymentMessage.activated);
    expect(body.success_url).toBe(`/checkout/success?session_id=${payment.session_id}`);
    expect(body.session).toMatchObject({ status: 'complete' });
    expect(body.session.user).toMatchObject({ is_subscription: true, is_trial: false });
    expect(await profileOf(t.app, user.access)).toMatchObject({ is_subscription: true });
    expect((await periodEndOf(user.user.pk)).rows[0]).toMatchObject({ subscription_plan: 'Essential Plan', subscription_period_end: null });

    // A second confirmation (a double click, a reload) answers the same and changes nothing.
    expect((await confirmSession(t.app, user.access, payment.session_id)).statusCode).toBe(200);
  });

  it('opens the paid endpoints to a user whose trial was over', async () => {
    const user = await expiredUser();
    const claims = () => t.app.inject({ method: 'GET', url: '/api/my-claims/', headers: { authorization: `Bearer ${user.access}` } });
    expect((await claims()).statusCode).toBe(402);
    const payment = await startTestCheckout(user.access, 'Pro Plan - Monthly');
    await confirmSession(t.app, user.access, payment.session_id);
    expect((await claims()).statusCode).toBe(200);
  });

  it('runs a monthly plan for a month', async () => {
    const user = await registerUser(t.app);
    const payment = await startTestCheckout(user.access, 'Pro Plan - Monthly');
    await confirmSession(t.app, user.access, payment.session_id);
    const [row] = (await periodEndOf(user.user.pk)).rows;
    const days = (new Date(row?.subscription_period_end ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(row?.subscription_plan).toBe('Pro Plan - Monthly');
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    // The user payload names the plan and when it renews, for the Settings page.
    const signedIn = await loginUser(t.app, user.email, user.password);
    expect(signedIn.user).toMatchObject({
      subscription_plan: 'Pro Plan - Monthly',
      subscription_period_end: new Date(row!.subscription_period_end!).toISOString(),
    });
    const onTrial = await registerUser(t.app);
    expect(onTrial.user).toMatchObject({ subscription_plan: null, subscription_period_end: null });
  });

  it('refuses a second purchase once the account has a plan', async () => {
    const user = await registerUser(t.app);
    const first = await startTestCheckout(user.access);
    await confirmSession(t.app, user.access, first.session_id);
    const response = await startPayment(t.app, user.access, { id: await packageId(t.app, 'Pro Plan - Annual') });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: PaymentMessage.alreadySubscribed });
  });

  it("answers 404 for another user's checkout, and for an unknown one", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const payment = await startTestCheckout(owner.access);
    for (const response of [
      await readSession(t.app, stranger.access, payment.session_id),
      await confirmSession(t.app, stranger.access, payment.session_id),
      await readSession(t.app, owner.access, 'cs_test_local_nothing'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: PaymentMessage.sessionNotFound });
    }
    expect(await profileOf(t.app, stranger.access)).toMatchObject({ is_subscription: false });
    expect(await profileOf(t.app, owner.access)).toMatchObject({ is_subscription: false });
  });

  it('needs a token, and a well-formed session id', async () => {
    const user = await registerUser(t.app);
    expect((await readSession(t.app, undefined, 'cs_test_local_x')).statusCode).toBe(401);
    expect((await confirmSession(t.app, undefined, 'cs_test_local_x')).statusCode).toBe(401);
    expect((await readSession(t.app, user.access, 'bad-id!')).statusCode).toBe(400);
  });

  it('expires a test checkout left open for more than 24 hours', async () => {
    const user = await registerUser(t.app);
    const payment = await startTestCheckout(user.access);
    await t.database.db.execute(
      sql`update checkout_sessions set created_at = now() - interval '25 hours' where id = ${payment.session_id}`,
    );
    const response = await confirmSession(t.app, user.access, payment.session_id);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: PaymentMessage.checkoutExpired });
    expect(ZCheckoutSession.parse((await readSession(t.app, user.access, payment.session_id)).json()).status).toBe('expired');
    expect(await profileOf(t.app, user.access)).toMatchObject({ is_subscription: false });
  });
});
