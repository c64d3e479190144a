import type { TCheckoutSession } from '@benji/shared';
import type { Db } from '../../db/client';
import type { CheckoutSessionRow } from '../../db/schema';
import { toUserView } from '../auth/user-view';
import * as repo from './billing.repository';
import { dollars } from './package-view';

/** A checkout as its owner sees it, with the user as the server sees them now. */
export async function toCheckoutView(db: Db, checkout: CheckoutSessionRow): Promise<TCheckoutSession> {
  const [plan, user] = await Promise.all([repo.findPackage(db, checkout.packageId), repo.findUser(db, checkout.userId)]);
  if (!plan || !user) throw new Error(`checkout ${checkout.id} lost its package or its user`);
  return {
    session_id: checkout.id,
    status: checkout.status,
    test_mode: checkout.provider === 'local',
    package_type: plan.packageType,
    package_amount: dollars(checkout.amountCents),
    email: user.email,
    user: toUserView(user),
  };
}
