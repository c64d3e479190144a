import { trialEndsAt, type TUser } from '@benji/shared';
import type { UserRow } from '../../db/schema';

export function isOnTrial(user: Pick<UserRow, 'signupDate'>, now = new Date()): boolean {
  return trialEndsAt(user.signupDate).getTime() > now.getTime();
}

/** Paid endpoints are open during the trial or with a subscription; otherwise they answer 402. */
export function hasAccess(user: Pick<UserRow, 'signupDate' | 'isSubscription'>, now = new Date()): boolean {
  return user.isSubscription || isOnTrial(user, now);
}

export function profileImageUrl(fileId: string | null): string | null {
  return fileId ? `/api/files/${fileId}` : null;
}

/** The user as every screen reads it (spec section 3, User). */
export function toUserView(user: UserRow, now = new Date()): TUser {
  const isTrial = isOnTrial(user, now);
  return {
    pk: user.id,
    full_name: user.fullName,
    name: user.fullName.split(/\s+/)[0] ?? '',
    email: user.email,
    phone_number: user.phoneNumber,
    address: user.address,
    signup_date: user.signupDate.toISOString(),
    is_trial: isTrial,
    is_subscription: user.isSubscription,
    trial_ends_at: trialEndsAt(user.signupDate).toISOString(),
    has_password: user.passwordHash !== null,
    profile: {
      bio: user.bio,
      profile_image: profileImageUrl(user.profileImageId),
      is_trial: isTrial,
      is_subscription: user.isSubscription,
    },
  };
}
