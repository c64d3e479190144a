import type { Db } from './client';
import { insertUser } from '../modules/auth/auth.repository';
import { hashPassword } from '../lib/passwords';

export const DEMO_ACCOUNT = { email: 'demo@benji.app', password: 'BenjiDemo2026!' } as const;

/**
 * The README's demo account. It is a subscriber, so it never hits the trial wall, and verified.
 * Created once; an existing account is left exactly as its owner left it. True when it was created now.
 */
export async function seedDemoAccount(db: Db): Promise<boolean> {
  const created = await insertUser(db, {
    email: DEMO_ACCOUNT.email,
    fullName: 'Jordan Demo',
    address: '123 Maple Street, Springfield, IL 62701',
    phoneNumber: '2175550123',
    bio: 'Water damage claim after a burst pipe in January.',
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    isSubscription: true,
    subscriptionPlan: 'Pro Plan - Annual',
    // Nobody can read the demo address's mail: a banner asking for its code would never go away.
    emailVerified: true,
  });
  return created !== undefined;
}
