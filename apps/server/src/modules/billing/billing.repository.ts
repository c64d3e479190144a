import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  checkoutSessions,
  stripeEvents,
  subscriptionPackages,
  users,
  type CheckoutSessionRow,
  type SubscriptionPackageRow,
  type UserRow,
} from '../../db/schema';

export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

export const listPackages = (db: Db): Promise<SubscriptionPackageRow[]> =>
  db.select().from(subscriptionPackages).orderBy(asc(subscriptionPackages.sortOrder), asc(subscriptionPackages.id));

export async function findPackage(db: Db, id: number): Promise<SubscriptionPackageRow | undefined> {
  const [row] = await db.select().from(subscriptionPackages).where(eq(subscriptionPackages.id, id));
  return row;
}

export async function insertCheckoutSession(db: Db, values: NewCheckoutSession): Promise<void> {
  await db.insert(checkoutSessions).values(values);
}

/** One of the user's checkouts; another user's is not found. */
export async function findOwnedCheckout(db: Db, userId: number, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
  return row;
}

/** Marks an open checkout complete; undefined when it is not open (already complete, expired, unknown). */
export async function completeOpenCheckout(
  db: Db,
  id: string,
  ids: { customerId: string | null; subscriptionId: string | null },
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: new Date(), stripeCustomerId: ids.customerId, stripeSubscriptionId: ids.subscriptionId })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning();
  return row;
}

export async function expireCheckout(db: Db, id: string): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
}

/** The completed checkout behind a Stripe subscription. */
export async function findCheckoutBySubscription(db: Db, subscriptionId: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.stripeSubscriptionId, subscriptionId), eq(checkoutSessions.status, 'complete')));
  return row;
}

/** Cancels the checkouts of an ended subscription; returns the users they belonged to. */
export async function cancelSubscriptionCheckouts(db: Db, subscriptionId: string): Promise<number[]> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(checkoutSessions.stripeSubscriptionId, subscriptionId), eq(checkoutSessions.status, 'complete')))
    .returning({ userId: checkoutSessions.userId });
  return [...new Set(rows.map((row) => row.userId))];
}

/** Cancels one completed checkout of the user's; false when there was none to cancel. */
export async function cancelCheckout(db: Db, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'complete')))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/** The user's newest purchase that still gives access (a one-time plan, or a subscription not ended). */
export async function latestActivePurchase(db: Db, userId: number): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'complete')))
    .orderBy(desc(checkoutSessions.completedAt))
    .limit(1);
  return row;
}

export async function setSubscription(
  db: Db,
  userId: number,
  values: { isSubscription: boolean; plan?: string | null; periodEnd: Date | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      isSubscription: values.isSubscription,
      ...(values.plan !== undefined && { subscriptionPlan: values.plan }),
      subscriptionPeriodEnd: values.periodEnd,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function findUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** Records a Stripe event id; false when it was recorded before (a redelivery or a replay). */
export async function recordStripeEvent(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db.insert(stripeEvents).values({ id, type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return rows.length === 1;
}
