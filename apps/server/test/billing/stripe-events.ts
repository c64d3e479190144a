import Stripe from 'stripe';

let counter = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter += 1)}`;

/** A Stripe event envelope around `object`, as Stripe posts it to a webhook endpoint. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = nextId('evt_test')) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export const checkoutCompleted = (session: {
  id: string;
  customer?: string | null;
  subscription?: string | null;
  payment_status?: string;
}) =>
  stripeEvent('checkout.session.completed', {
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    customer: null,
    subscription: null,
    ...session,
  });

/** An invoice of the current API shape: the subscription under parent.subscription_details. */
export const invoicePaid = (subscriptionId: string, periodEnd: Date) =>
  stripeEvent('invoice.paid', {
    id: nextId('in_test'),
    object: 'invoice',
    status: 'paid',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
    lines: {
      object: 'list',
      data: [
        {
          id: nextId('il_test'),
          object: 'line_item',
          period: { start: Math.floor(Date.now() / 1000), end: Math.floor(periodEnd.getTime() / 1000) },
        },
      ],
    },
  });

export const subscriptionDeleted = (subscriptionId: string, endedAt = new Date()) =>
  stripeEvent('customer.subscription.deleted', {
    id: subscriptionId,
    object: 'subscription',
    status: 'canceled',
    ended_at: Math.floor(endedAt.getTime() / 1000),
  });

/** The body and the Stripe-Signature header of a webhook delivery, signed with `secret`. */
export function signed(event: object, secret: string) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
