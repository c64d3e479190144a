import type { FastifyInstance } from 'fastify';
import { appUrl, type Config } from '../../config';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Mailer } from '../../mail/mailer';
import type { Guard } from '../../plugins/authenticate';
import { billingRoutes } from '../billing/billing.routes';
import { createStripe } from '../billing/stripe-client';
import { contactRoutes } from '../contact/contact.routes';
import { legalRoutes } from '../legal/legal.routes';
import { testHookRoutes } from '../test-hooks/test-hooks.routes';

export interface PublicSiteDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiter: RateLimiter;
  authenticate: Guard;
}

/** The public site's API: plans and checkout, the contact form, the legal texts (and, in e2e runs only, test hooks). */
export async function publicSiteRoutes(app: FastifyInstance, deps: PublicSiteDeps) {
  const { db, config } = deps;
  await billingRoutes(app, {
    db,
    stripe: createStripe(config),
    publicUrl: appUrl(config),
    log: app.log,
    authenticate: deps.authenticate,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
  });
  await contactRoutes(app, { db, mailer: deps.mailer, limiter: deps.limiter, supportEmail: config.SUPPORT_EMAIL, log: app.log });
  await legalRoutes(app, { db });
  if (config.E2E_TEST_HOOKS) await testHookRoutes(app, { db });
}
