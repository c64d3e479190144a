import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PaymentMessage, ZCheckoutSession, ZPaymentResponse } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { registerUser } from '../support/accounts';
import { startFakeStripe } from './fake-stripe';
import { confirmSession, packageId, profileOf, readSession, startPayment } from './billing-requests';

const SECRET_KEY = 'sk_test_benji_fake_key';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_BASE: stripe.apiBase, PUBLIC_URL: 'https://benji.example.com/' });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function checkout(access: string, plan: string) {
  const response = await startPayment(t.app, access, { id: await packageId(t.app, plan) });
  expect(response.statusCode).toBe(200);
  return ZPaymentResponse.parse(response.json());
}

describe('POST /api/stripe/payment/ with STRIPE_SECRET_KEY', () => {
  it('creates a subscription-mode Checkout Session for a monthly plan and returns its url', async () => {
    const user = await registerUser(t.app);
    const payment = await checkout(user.access, 'Pro Plan - Monthly');
    expect(payment).toMatchObject({ test_mode: false, url: `https://checkout.stripe.test/c/pay/${payment.session_id}` });

    const sent = stripe.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${SECRET_KEY}` });
    const form = Object.fromEntries(sent?.form ?? []);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][product_data][name]': 'Pro Plan - Monthly',
      'line_items[0][price_data][recurring][interval]': 'month',
      customer_email: user.email,
      client_reference_id: String(user.user.pk),
      'metadata[user_id]': String(user.user.pk),
      'subscription_data[metadata][user_id]': String(user.user.pk),
      success_url: 'https://benji.example.com/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://benji.example.com/home?checkout=cancelled#pricing',
    });
  });

  it('creates a one-time payment for Essential, with no recurring price', async () => {
    const user = await registerUser(t.app);
    await checkout(user.access, 'Essential Plan');
    const form = Object.fromEntries(stripe.requests.at(-1)?.form ?? []);
    expect(form).toMatchObject({ mode: 'payment', 'line_items[0][price_data][unit_amount]': '4900' });
    expect(form).not.toHaveProperty('line_items[0][price_data][recurring][interval]');
    expect(form).not.toHaveProperty('subscription_data[metadata][user_id]');
  });

  it('answers 502 when Stripe refuses, and keeps no checkout', async () => {
    const user = await registerUser(t.app);
    stripe.failNextCreates(true);
    const response = await startPayment(t.app, user.access, { id: await packageId(t.app, 'Pro Plan - Annual') });
    stripe.failNextCreates(false);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      detail: PaymentMessage.providerFailed,
      message: PaymentMessage.providerFailed,
      code: 'payment.providerFailed',
    });
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from checkout_sessions where user_id = ${user.user.pk}`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows.rows[0]?.n).toBe(0);
  });
});

describe('coming back from Stripe', () => {
  it('reads an open session back from Stripe and activates the user once Stripe says it is paid', async () => {
    const user = await registerUser(t.app);
    const payment = await checkout(user.access, 'Pro Plan - Annual');
    const open = ZCheckoutSession.parse((await readSession(t.app, user.access, payment.session_id)).json());
    expect(open).toMatchObject({ status: 'open', test_mode: false });

    stripe.pay(payment.session_id);
    const paid = ZCheckoutSession.parse((await readSession(t.app, user.access, payment.session_id)).json());
    expect(paid.status).toBe('complete');
    expect(paid.user).toMatchObject({ is_subscription: true });
    const stored = (await t.database.db.execute(
      sql`select stripe_subscription_id, stripe_customer_id from checkout_sessions where id = ${payment.session_id}`,
    )) as unknown as { rows: Array<Record<string, string>> };
    expect(stored.rows[0]).toEqual({
      stripe_subscription_id: `sub_${payment.session_id}`,
      stripe_customer_id: `cus_${payment.session_id}`,
    });
  });

  it('refuses the test checkout confirmation for a Stripe session', async () => {
    const user = await registerUser(t.app);
    const payment = await checkout(user.access, 'Essential Plan');
    const response = await confirmSession(t.app, user.access, payment.session_id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: PaymentMessage.notTestCheckout });
    expect(await profileOf(t.app, user.access)).toMatchObject({ is_subscription: false });
  });
});
