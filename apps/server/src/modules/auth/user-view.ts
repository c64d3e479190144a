import { trialEndsAt, type TUser } from '@benji/shared';
import type { UserRow } from '../../db/schema';

export function isOnTrial(user: Pick<UserRow, 'signupDate'>, now = new Date()): boolean {
  return trialEndsAt(user.signupDate).getTime() > now.getTime();
}

/**
 * Stripe retries a failed renewal for several days before it cancels, and its webhooks can arrive
 * late: a subscription stays good this long past its period end, so a paying user is never locked
 * out by a slow webhook.
 */
export const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** Subscribed, and the period paid for (if the plan has one) has not run out, grace included. */
export function isSubscribed(user: Pick<UserRow, 'isSubscription' | 'subscriptionPeriodEnd'>, now = new Date()): boolean {
  if (!user.isSubscription) return false;
  const periodEnd = user.subscriptionPeriodEnd;
  return periodEnd === null || periodEnd.getTime() + RENEWAL_GRACE_MS > now.getTime();
}

/** Paid endpoints are open during the trial or with a subscription; otherwise they answer 402. */
export function hasAccess(user: Pick<UserRow, 'signupDate' | 'isSubscription' | 'subscriptionPeriodEnd'>, now = new Date()): boolean {
  return isSubscribed(user, now) || isOnTrial(user, now);
}

export function profileImageUrl(fileId: string | null): string | null {
  return fileId ? `/api/files/${fileId}` : null;
}

/** The user as every screen reads it (spec section 3, User). */
export function toUserView(user: UserRow, now = new Date()): TUser {
  const isTrial = isOnTrial(user, now);
  const subscribed = isSubscribed(user, now);
  return {
    pk: user.id,
    full_name: user.fullName,
    name: user.fullName.split(/\s+/)[0] ?? '',
    email: user.email,
    phone_number: user.phoneNumber,
    phone_extension: user.phoneExtension,
    address: user.address,
    signup_date: user.signupDate.toISOString(),
    is_trial: isTrial,
    is_subscription: subscribed,
    trial_ends_at: trialEndsAt(user.signupDate).toISOString(),
    subscription_plan: subscribed ? user.subscriptionPlan : null,
    subscription_period_end: subscribed ? (user.subscriptionPeriodEnd?.toISOString() ?? null) : null,
    has_password: user.passwordHash !== null,
    email_verified: user.emailVerified,
    language: user.language,
    profile: {
      bio: user.bio,
      profile_image: profileImageUrl(user.profileImageId),
      is_trial: isTrial,
      is_subscription: subscribed,
    },
  };
}
