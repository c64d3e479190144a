import Stripe from 'stripe';
import type { Config } from '../../config';

/**
 * The Stripe SDK when STRIPE_SECRET_KEY is set, else null (the embedded test checkout is used).
 * STRIPE_API_BASE points the SDK at a local server speaking Stripe's API: the tests' stand-in.
 */
export function createStripe(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Verifies Stripe's signature and parses the event; throws when either fails. No API key is needed. */
export function verifyStripeEvent(payload: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}

export type { Stripe };
