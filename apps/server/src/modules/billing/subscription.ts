import { billingIntervalOf } from '@benji/shared';
import type { Db } from '../../db/client';
import * as repo from './billing.repository';

/** When a plan bought now runs out: never for a one-time plan, a month or a year on for Pro. */
export function periodEndFor(packageType: string, from = new Date()): Date | null {
  const interval = billingIntervalOf(packageType);
  if (interval === 'one_time') return null;
  const end = new Date(from);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * The one place a paid checkout turns into a subscription: Stripe's checkout.session.completed,
 * the status check after Stripe's redirect and the embedded test checkout all come here. Only an
 * open checkout completes, so however many of them arrive, the user is activated once.
 * Run it inside a transaction. Returns false when there was nothing to do.
 */
export async function activateCheckout(
  db: Db,
  sessionId: string,
  ids: { customerId: string | null; subscriptionId: string | null } = { customerId: null, subscriptionId: null },
): Promise<boolean> {
  const checkout = await repo.completeOpenCheckout(db, sessionId, ids);
  if (!checkout) return false;
  const plan = await repo.findPackage(db, checkout.packageId);
  if (!plan) throw new Error(`checkout ${sessionId} names a missing package ${checkout.packageId}`);
  await repo.setSubscription(db, checkout.userId, {
    isSubscription: true,
    plan: plan.packageType,
    periodEnd: periodEndFor(plan.packageType),
  });
  return true;
}

/** A paid renewal invoice: the subscription runs to the end of the period it paid for. */
export async function renewSubscription(db: Db, subscriptionId: string, periodEnd: Date | null): Promise<boolean> {
  const checkout = await repo.findCheckoutBySubscription(db, subscriptionId);
  // The first invoice can arrive before checkout.session.completed; that event activates the user.
  if (!checkout) return false;
  const plan = await repo.findPackage(db, checkout.packageId);
  await repo.setSubscription(db, checkout.userId, {
    isSubscription: true,
    plan: plan?.packageType,
    periodEnd: periodEnd ?? periodEndFor(plan?.packageType ?? ''),
  });
  return true;
}

/**
 * A cancelled subscription ends its access, unless the user holds another purchase that still
 * counts (a one-time plan or another subscription): then that one becomes the user's plan.
 */
export async function endSubscription(db: Db, subscriptionId: string, endedAt: Date): Promise<boolean> {
  const userIds = await repo.cancelSubscriptionCheckouts(db, subscriptionId);
  for (const userId of userIds) await fallBackToRemainingPurchase(db, userId, endedAt);
  return userIds.length > 0;
}

/** After a purchase ends: the user's next purchase that still counts becomes their plan, or none. */
export async function fallBackToRemainingPurchase(db: Db, userId: number, endedAt: Date): Promise<void> {
  const remaining = await repo.latestActivePurchase(db, userId);
  const plan = remaining && (await repo.findPackage(db, remaining.packageId));
  if (plan)
    await repo.setSubscription(db, userId, {
      isSubscription: true,
      plan: plan.packageType,
      periodEnd: periodEndFor(plan.packageType, remaining.completedAt ?? new Date()),
    });
  else await repo.setSubscription(db, userId, { isSubscription: false, periodEnd: endedAt });
}
