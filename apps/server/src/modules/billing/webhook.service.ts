import type { Db } from '../../db/client';
import * as repo from './billing.repository';
import type { Stripe } from './stripe-client';
import { fromUnix, idOf } from './stripe-ids';
import { activateCheckout, endSubscription, renewSubscription } from './subscription';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/** The subscription an invoice bills: `parent.subscription_details` since API 2025-03-31, `subscription` before. */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

/** The end of the latest period the invoice paid for. */
function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end ?? 0);
  return fromUnix(Math.max(0, ...ends));
}

async function apply(db: Db, event: Stripe.Event): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed payment method completes the session unpaid; async_payment_succeeded follows.
      if (session.payment_status === 'unpaid') return false;
      return activateCheckout(db, session.id, { customerId: idOf(session.customer), subscriptionId: idOf(session.subscription) });
    }
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscription(event.data.object);
      return subscriptionId ? renewSubscription(db, subscriptionId, invoicePeriodEnd(event.data.object)) : false;
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return endSubscription(db, subscription.id, fromUnix(subscription.ended_at) ?? new Date());
    }
    default:
      return false;
  }
}

/**
 * Applies a verified Stripe event exactly once: its id is recorded in the same transaction as its
 * effect, so a redelivered or replayed event changes nothing and a failed one can be retried.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    if (!(await repo.recordStripeEvent(tx, event.id, event.type))) return 'duplicate';
    return (await apply(tx, event)) ? 'applied' : 'ignored';
  });
}
