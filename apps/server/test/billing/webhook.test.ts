import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PaymentMessage, ZPaymentResponse } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { registerUser } from '../support/accounts';
import { startFakeStripe } from './fake-stripe';
import { packageId, paths, profileOf, startPayment } from './billing-requests';
import { checkoutCompleted, invoicePaid, signed, stripeEvent, subscriptionDeleted } from './stripe-events';

const SECRET_KEY = 'sk_test_benji_fake_key';
const WEBHOOK_SECRET = 'whsec_benji_test_secret';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_BASE: stripe.apiBase, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const deliver = (event: object, secret = WEBHOOK_SECRET) => {
  const { payload, headers } = signed(event, secret);
  return t.app.inject({ method: 'POST', url: paths.webhook, payload, headers });
};

/** A user who went through Stripe Checkout for `plan`; Stripe has marked the session paid. */
async function paidCheckout(plan: string) {
  const user = await registerUser(t.app);
  const response = await startPayment(t.app, user.access, { id: await packageId(t.app, plan) });
  const sessionId = ZPaymentResponse.parse(response.json()).session_id;
  const session = stripe.pay(sessionId);
  return { user, session };
}

const subscriptionRow = async (userId: number) =>
  (
    (await t.database.db.execute(
      sql`select is_subscription, subscription_plan, subscription_period_end from users where id = ${userId}`,
    )) as unknown as {
      rows: Array<{ is_subscription: boolean; subscription_plan: string | null; subscription_period_end: string | Date | null }>;
    }
  ).rows[0];

describe('POST /api/stripe/webhook/: signatures', () => {
  it('answers 400 to a payload signed with another secret, and applies nothing', async () => {
    const { user, session } = await paidCheckout('Essential Plan');
    const response = await deliver(checkoutCompleted(session), 'whsec_someone_else');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: PaymentMessage.webhookBadSignature,
      message: PaymentMessage.webhookBadSignature,
      code: 'payment.webhookBadSignature',
    });
    expect(await profileOf(t.app, user.access)).toMatchObject({ is_subscription: false });
  });

  it('answers 400 without a signature header, and to a payload changed after signing', async () => {
    const { session } = await paidCheckout('Essential Plan');
    const event = checkoutCompleted(session);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: paths.webhook,
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const { payload, headers } = signed(event, WEBHOOK_SECRET);
    const tampered = await t.app.inject({ method: 'POST', url: paths.webhook, payload: payload.replace('"paid"', '"unpaid"'), headers });
    expect(tampered.statusCode).toBe(400);
  });

  it('refuses every event when no signing secret is configured', async () => {
    const bare = await createTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_BASE: stripe.apiBase });
    try {
      const { payload, headers } = signed(stripeEvent('ping', {}), WEBHOOK_SECRET);
      const response = await bare.app.inject({ method: 'POST', url: paths.webhook, payload, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: PaymentMessage.webhookNotConfigured });
    } finally {
      await bare.close();
    }
  });
});

describe('POST /api/stripe/webhook/: events', () => {
  it('activates the user on checkout.session.completed', async () => {
    const { user, session } = await paidCheckout('Pro Plan - Monthly');
    const response = await deliver(checkoutCompleted(session));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await profileOf(t.app, user.access)).toMatchObject({ is_subscription: true });
    expect(await subscriptionRow(user.user.pk)).toMatchObject({ subscription_plan: 'Pro Plan - Monthly' });
  });

  it('applies a replayed event id once: the replay does not undo a later cancellation', async () => {
    const { user, session } = await paidCheckout('Pro Plan - Monthly');
    const completed = checkoutCompleted(session);
    expect((await deliver(completed)).json()).toMatchObject({ outcome: 'applied' });
    expect((await deliver(subscriptionDeleted(session.subscription ?? ''))).json()).toMatchObject({ outcome: 'applied' });
    expect(await profileOf(t.app, user.access)).toMatchObject({ is_subscription: false });

    const replay = await deliver(completed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await profileOf(t.app, user.access)).toMatchObject({ is_subscription: false });
  });

  it('ignores event types it does not handle, with a 200 so Stripe stops retrying', async () => {
    const response = await deliver(stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('ignores a completed checkout that is not paid yet (a delayed payment method)', async () => {
    const { user, session } = await paidCheckout('Essential Plan');
    const response = await deliver(checkoutCompleted({ ...session, payment_status: 'unpaid' }));
    expect(response.json()).toMatchObject({ outcome: 'ignored' });
    expect(await profileOf(t.app, user.access)).toMatchObject({ is_subscription: false });
  });

  it('moves the period end to the end of what a paid invoice covers', async () => {
    const { user, session } = await paidCheckout('Pro Plan - Annual');
    await deliver(checkoutCompleted(session));
    const periodEnd = new Date(Date.now() + 400 * 86_400_000);
    periodEnd.setUTCMilliseconds(0);
    expect((await deliver(invoicePaid(session.subscription ?? '', periodEnd))).json()).toMatchObject({ outcome: 'applied' });
    const row = await subscriptionRow(user.user.pk);
    expect(new Date(row?.subscription_period_end ?? 0).toISOString()).toBe(periodEnd.toISOString());
  });

  it('ignores an invoice for a subscription it does not know', async () => {
    expect((await deliver(invoicePaid('sub_unknown', new Date()))).json()).toMatchObject({ outcome: 'ignored' });
  });

  it('keeps a one-time Essential purchase when an older Pro subscription is cancelled', async () => {
    const { user, session } = await paidCheckout('Pro Plan - Monthly');
    await deliver(checkoutCompleted(session));
    // Bought later through support, after the Pro plan: recorded as a completed one-time checkout.
    const essential = await packageId(t.app, 'Essential Plan');
    await t.database.db.execute(
      sql`insert into checkout_sessions (id, user_id, package_id, provider, status, amount_cents, completed_at)
          values (${`cs_test_manual_${user.user.pk}`}, ${user.user.pk}, ${essential}, 'stripe', 'complete', 4900, now() + interval '1 second')`,
    );
    await deliver(subscriptionDeleted(session.subscription ?? ''));
    expect(await profileOf(t.app, user.access)).toMatchObject({ is_subscription: true });
    expect(await subscriptionRow(user.user.pk)).toMatchObject({ subscription_plan: 'Essential Plan', subscription_period_end: null });
  });
});
