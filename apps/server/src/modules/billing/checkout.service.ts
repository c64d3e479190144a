import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  PaymentMessage,
  billingIntervalOf,
  checkoutPages,
  type TCheckoutConfirmResponse,
  type TCheckoutSession,
  type TPaymentResponse,
} from '@benji/shared';
import type { Db } from '../../db/client';
import type { CheckoutSessionRow, SubscriptionPackageRow, UserRow } from '../../db/schema';
import { notFound, refusal } from '../../lib/domain-error';
import { isSubscribed } from '../auth/user-view';
import * as repo from './billing.repository';
import { toCheckoutView } from './checkout-view';
import { isBuyable } from './package-view';
import type { Stripe } from './stripe-client';
import { syncStripeCheckout } from './stripe-sync';
import { activateCheckout } from './subscription';

export interface BillingDeps {
  db: Db;
  /** Null: no STRIPE_SECRET_KEY, so checkouts use the embedded test checkout. */
  stripe: Stripe | null;
  /** Absolute address of the web app, for Stripe's success and cancel URLs. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

// Stripe Checkout Sessions expire after 24 hours; the test checkout keeps the same rule.
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;
const isStale = (checkout: CheckoutSessionRow) => Date.now() - checkout.createdAt.getTime() > CHECKOUT_LIFETIME_MS;

/** POST stripe/payment/: starts a checkout for an Active package and answers where to send the browser. */
export async function startCheckout(deps: BillingDeps, user: UserRow, packageId: number): Promise<TPaymentResponse> {
  const plan = await repo.findPackage(deps.db, packageId);
  if (!plan) throw notFound(PaymentMessage.packageNotFound);
  if (!isBuyable(plan)) throw refusal('invalid', PaymentMessage.packageUnavailable);
  // No customer portal exists to switch plans, so a second purchase would only bill twice.
  if (isSubscribed(user)) throw refusal('conflict', PaymentMessage.alreadySubscribed);
  return deps.stripe ? startStripeCheckout(deps, deps.stripe, user, plan) : startTestCheckout(deps.db, user, plan);
}

async function startStripeCheckout(
  deps: BillingDeps,
  stripe: Stripe,
  user: UserRow,
  plan: SubscriptionPackageRow,
): Promise<TPaymentResponse> {
  const interval = billingIntervalOf(plan.packageType);
  // The subscription carries the ids too, so its invoices and cancellation name their user.
  const metadata = { user_id: String(user.id), package_id: String(plan.id) };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: interval === 'one_time' ? 'payment' : 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: plan.currency,
            unit_amount: plan.amountCents,
            product_data: { name: plan.packageType },
            ...(interval !== 'one_time' && { recurring: { interval } }),
          },
        },
      ],
      customer_email: user.email,
      client_reference_id: String(user.id),
      metadata,
      ...(interval !== 'one_time' && { subscription_data: { metadata } }),
      success_url: `${deps.publicUrl}${checkoutPages.success}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${deps.publicUrl}${checkoutPages.cancelled}`,
    });
  } catch (error) {
    deps.log.error({ err: error }, 'Stripe refused to create a checkout session');
    throw refusal('upstream_failed', PaymentMessage.providerFailed);
  }
  if (!session.url) throw refusal('upstream_failed', PaymentMessage.providerFailed);
  await repo.insertCheckoutSession(deps.db, {
    id: session.id,
    userId: user.id,
    packageId: plan.id,
    provider: 'stripe',
    amountCents: plan.amountCents,
  });
  return { url: session.url, session_id: session.id, test_mode: false };
}

/** The embedded default: a checkout page of this app, clearly marked as test mode (no card, no charge). */
async function startTestCheckout(db: Db, user: UserRow, plan: SubscriptionPackageRow): Promise<TPaymentResponse> {
  // Hex, so the id has Stripe's alphabet (letters, digits, underscores) and passes the same checks.
  const id = `cs_test_local_${randomBytes(24).toString('hex')}`;
  await repo.insertCheckoutSession(db, { id, userId: user.id, packageId: plan.id, provider: 'local', amountCents: plan.amountCents });
  // Relative on purpose: the page is this app's own, on whatever origin the browser is using.
  return { url: `${checkoutPages.test}${id}`, session_id: id, test_mode: true };
}

async function ownedCheckout(db: Db, userId: number, id: string): Promise<CheckoutSessionRow> {
  const checkout = await repo.findOwnedCheckout(db, userId, id);
  // A 404, not a 403: we do not confirm that another user's checkout exists.
  if (!checkout) throw notFound(PaymentMessage.sessionNotFound);
  return checkout;
}

/**
 * GET the state of a checkout. An open Stripe checkout is looked up at Stripe, so the user is
 * activated on return even when the webhook has not arrived (or cannot reach this server).
 */
export async function getCheckout(deps: BillingDeps, userId: number, id: string): Promise<TCheckoutSession> {
  let checkout = await ownedCheckout(deps.db, userId, id);
  if (checkout.status === 'open') {
    if (checkout.provider === 'stripe' && deps.stripe) await syncStripeCheckout(deps.db, deps.stripe, checkout.id, deps.log);
    else if (isStale(checkout)) await repo.expireCheckout(deps.db, checkout.id);
    checkout = await ownedCheckout(deps.db, userId, id);
  }
  return toCheckoutView(deps.db, checkout);
}

/** The test checkout's 'Pay': the same activation as Stripe's checkout.session.completed. */
export async function confirmTestCheckout(deps: BillingDeps, userId: number, id: string): Promise<TCheckoutConfirmResponse> {
  const checkout = await ownedCheckout(deps.db, userId, id);
  if (checkout.provider !== 'local') throw refusal('conflict', PaymentMessage.notTestCheckout);
  if (checkout.status === 'open' && isStale(checkout)) await repo.expireCheckout(deps.db, checkout.id);
  else if (checkout.status === 'open') await deps.db.transaction((tx) => activateCheckout(tx, checkout.id));
  const current = await ownedCheckout(deps.db, userId, id);
  if (current.status !== 'complete') throw refusal('gone', PaymentMessage.checkoutExpired);
  return {
    message: PaymentMessage.activated,
    success_url: `${checkoutPages.success}?session_id=${encodeURIComponent(id)}`,
    session: await toCheckoutView(deps.db, current),
  };
}
