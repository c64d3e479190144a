import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMessage, ZPaymentResponse, ZPlanCancelled, ZPlanStatus, ZPortalResponse, planPaths } from '@benji/shared';
import { ageAccount, bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { confirmSession, packageId, profileOf, readSession, startPayment } from './billing-requests';
import { startFakeStripe } from './fake-stripe';

const SECRET_KEY = 'sk_test_benji_fake_key';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let local: TestApp;
let live: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  local = await createTestApp();
  live = await createTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_BASE: stripe.apiBase, PUBLIC_URL: 'https://benji.example.com' });
});
afterAll(async () => {
  await local.close();
  await live.close();
  await stripe.close();
});

const call = (t: TestApp, method: 'GET' | 'POST', url: string, access?: string) =>
  t.app.inject({ method, url, headers: access ? bearer(access) : {} });

/** A user who bought `plan` through the embedded test checkout. */
async function testModeSubscriber(plan = 'Pro Plan - Monthly') {
  const user = await registerUser(local.app);
  const payment = ZPaymentResponse.parse((await startPayment(local.app, user.access, { id: await packageId(local.app, plan) })).json());
  expect((await confirmSession(local.app, user.access, payment.session_id)).statusCode).toBe(200);
  return user;
}

/** A user who paid at (fake) Stripe, activated by the status check after the redirect. */
async function stripeSubscriber() {
  const user = await registerUser(live.app);
  const payment = ZPaymentResponse.parse(
    (await startPayment(live.app, user.access, { id: await packageId(live.app, 'Pro Plan - Monthly') })).json(),
  );
  stripe.pay(payment.session_id);
  expect((await readSession(live.app, user.access, payment.session_id)).statusCode).toBe(200);
  return user;
}

describe('GET /api/billing/plan/', () => {
  it('names the plan, where it was bought and when it renews', async () => {
    const user = await testModeSubscriber();
    const status = ZPlanStatus.parse((await call(local, 'GET', planPaths.plan, user.access)).json());
    expect(status).toMatchObject({ plan: 'Pro Plan - Monthly', provider: 'local' });
    expect(Date.parse(status.period_end!)).toBeGreaterThan(Date.now());
    const paid = await stripeSubscriber();
    expect((await call(live, 'GET', planPaths.plan, paid.access)).json()).toMatchObject({ plan: 'Pro Plan - Monthly', provider: 'stripe' });
  });

  it('says there is none during a trial, and answers after the trial too', async () => {
    const user = await registerUser(local.app);
    expect((await call(local, 'GET', planPaths.plan, user.access)).json()).toEqual({ plan: null, provider: null, period_end: null });
    await ageAccount(local, user.user.pk, 80);
    expect((await call(local, 'GET', planPaths.plan, user.access)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    for (const [method, url] of [
      ['GET', planPaths.plan],
      ['POST', planPaths.portal],
      ['POST', planPaths.cancel],
    ] as const)
      expect((await call(local, method, url)).statusCode).toBe(401);
  });
});

describe('POST /api/billing/cancel/ (test mode)', () => {
  it('ends a test-mode plan at once: the user loses access, and the plan reads as none', async () => {
    const user = await testModeSubscriber();
    await ageAccount(local, user.user.pk, 80);
    expect((await profileOf(local.app, user.access)).is_subscription).toBe(true);
    const response = await call(local, 'POST', planPaths.cancel, user.access);
    expect(response.statusCode).toBe(200);
    expect(ZPlanCancelled.parse(response.json())).toEqual({
      message: PaymentMessage.cancelled,
      plan: { plan: null, provider: null, period_end: null },
    });
    expect((await profileOf(local.app, user.access)).is_subscription).toBe(false);
    expect((await call(local, 'GET', '/api/chat/sessions/', user.access)).statusCode).toBe(402);
  });

  it('has nothing to cancel without a plan, and leaves another user’s plan alone', async () => {
    const subscriber = await testModeSubscriber();
    const other = await registerUser(local.app);
    const response = await call(local, 'POST', planPaths.cancel, other.access);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: PaymentMessage.noPlan });
    expect((await profileOf(local.app, subscriber.access)).is_subscription).toBe(true);
  });

  it('sends a Stripe plan to the portal instead', async () => {
    const paid = await stripeSubscriber();
    const response = await call(live, 'POST', planPaths.cancel, paid.access);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: PaymentMessage.managedAtStripe });
    expect((await profileOf(live.app, paid.access)).is_subscription).toBe(true);
  });
});

describe('POST /api/billing/portal/ (Stripe)', () => {
  it("opens Stripe's customer portal for the customer who paid, returning to Settings", async () => {
    const paid = await stripeSubscriber();
    const response = await call(live, 'POST', planPaths.portal, paid.access);
    expect(response.statusCode).toBe(200);
    expect(ZPortalResponse.parse(response.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake\d+$/);
    const sent = stripe.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/billing_portal/sessions', authorization: `Bearer ${SECRET_KEY}` });
    expect(sent.form.get('customer')).toMatch(/^cus_cs_test_fake\d+$/);
    expect(sent.form.get('return_url')).toBe('https://benji.example.com/settings');
  });

  it('answers 502 with a plain message when Stripe refuses, and 409 for a test-mode plan or none', async () => {
    const paid = await stripeSubscriber();
    stripe.failNextCreates(true);
    const refused = await call(live, 'POST', planPaths.portal, paid.access);
    stripe.failNextCreates(false);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ detail: PaymentMessage.portalFailed });

    const testMode = await testModeSubscriber();
    expect((await call(local, 'POST', planPaths.portal, testMode.access)).json()).toMatchObject({ detail: PaymentMessage.notAtStripe });
    const none = await registerUser(live.app);
    expect((await call(live, 'POST', planPaths.portal, none.access)).statusCode).toBe(409);
  });
});
