import { PaymentMessage, type TPlanCancelled, type TPlanStatus, type TPortalResponse } from '@benji/shared';
import type { CheckoutSessionRow, UserRow } from '../../db/schema';
import { refusal } from '../../lib/domain-error';
import { isSubscribed } from '../auth/user-view';
import * as repo from './billing.repository';
import type { BillingDeps } from './checkout.service';
import { fallBackToRemainingPurchase } from './subscription';

/** The purchase behind the user's plan, when they have one. */
async function currentPurchase(deps: BillingDeps, user: UserRow): Promise<CheckoutSessionRow | undefined> {
  return isSubscribed(user) ? repo.latestActivePurchase(deps.db, user.id) : undefined;
}

function statusOf(user: UserRow, purchase: CheckoutSessionRow | undefined): TPlanStatus {
  if (!purchase || !isSubscribed(user)) return { plan: null, provider: null, period_end: null };
  return { plan: user.subscriptionPlan, provider: purchase.provider, period_end: user.subscriptionPeriodEnd?.toISOString() ?? null };
}

/** GET billing/plan/: the plan, and where it is managed. */
export async function planStatus(deps: BillingDeps, user: UserRow): Promise<TPlanStatus> {
  return statusOf(user, await currentPurchase(deps, user));
}

/** POST billing/portal/: Stripe's customer portal for a plan billed through Stripe (cancel, card, invoices there). */
export async function openPortal(deps: BillingDeps, user: UserRow): Promise<TPortalResponse> {
  const purchase = await currentPurchase(deps, user);
  if (!purchase) throw refusal('conflict', PaymentMessage.noPlan);
  if (purchase.provider !== 'stripe') throw refusal('conflict', PaymentMessage.notAtStripe);
  if (!deps.stripe || !purchase.stripeCustomerId) throw refusal('upstream_failed', PaymentMessage.portalFailed);
  try {
    const session = await deps.stripe.billingPortal.sessions.create({
      customer: purchase.stripeCustomerId,
      return_url: `${deps.publicUrl}/settings`,
    });
    return { url: session.url };
  } catch (error) {
    deps.log.error({ err: error }, 'Stripe refused to open a billing portal session');
    throw refusal('upstream_failed', PaymentMessage.portalFailed);
  }
}

/**
 * POST billing/cancel/: a plan bought through the test checkout ends now (no money changed hands,
 * so there is no paid time to keep). A Stripe plan is cancelled in Stripe's portal, whose webhook
 * ends it here.
 */
export async function cancelTestPlan(deps: BillingDeps, user: UserRow, now = new Date()): Promise<TPlanCancelled> {
  const purchase = await currentPurchase(deps, user);
  if (!purchase) throw refusal('conflict', PaymentMessage.noPlan);
  if (purchase.provider === 'stripe') throw refusal('conflict', PaymentMessage.managedAtStripe);
  await repo.cancelCheckout(deps.db, user.id, purchase.id);
  await fallBackToRemainingPurchase(deps.db, user.id, now);
  const updated = await repo.findUser(deps.db, user.id);
  if (!updated) throw new Error(`user ${user.id} vanished while cancelling a plan`);
  return { message: PaymentMessage.cancelled, plan: statusOf(updated, await currentPurchase(deps, updated)) };
}
