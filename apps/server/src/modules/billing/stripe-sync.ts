import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as repo from './billing.repository';
import type { Stripe } from './stripe-client';
import { idOf } from './stripe-ids';
import { activateCheckout } from './subscription';

/** A Checkout Session that Stripe says is paid (or needed no payment). */
export const isPaid = (session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>) =>
  session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');

/**
 * Reads an open checkout back from Stripe and applies what happened to it. A Stripe failure is
 * logged and changes nothing: the webhook, or the next look, will catch up.
 */
export async function syncStripeCheckout(db: Db, stripe: Stripe, id: string, log: FastifyBaseLogger): Promise<void> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(id);
  } catch (error) {
    log.warn({ err: error, checkout: id }, 'could not read a checkout session back from Stripe');
    return;
  }
  if (isPaid(session))
    await db.transaction((tx) =>
      activateCheckout(tx, id, { customerId: idOf(session.customer), subscriptionId: idOf(session.subscription) }),
    );
  else if (session.status === 'expired') await repo.expireCheckout(db, id);
}
