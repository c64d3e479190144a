import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PaymentMessage,
  ZCheckoutConfirmResponse,
  ZCheckoutSession,
  ZPaymentRequest,
  ZPaymentResponse,
  ZPlanCancelled,
  ZPlanStatus,
  ZPortalResponse,
  ZSubscriptionPackageList,
  planPaths,
  publicSitePaths,
} from '@benji/shared';
import { callerOf, type Guard } from '../../plugins/authenticate';
import * as checkout from './checkout.service';
import * as plan from './plan.service';
import * as repo from './billing.repository';
import { toPackageView } from './package-view';
import { stripeWebhookRoute } from './webhook.route';

const ZSessionParams = z.object({
  id: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, { error: PaymentMessage.badSessionId }),
});
const sessionPath = `${publicSitePaths.checkoutSession}:id/`;

export interface BillingRouteDeps extends checkout.BillingDeps {
  authenticate: Guard;
  webhookSecret: string | null;
}

/**
 * Plans and checkout. Buying needs a signed-in user but not a running trial: a user whose trial
 * is over is exactly the one who comes here to subscribe.
 */
export async function billingRoutes(app: FastifyInstance, deps: BillingRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = deps;
  const tags = ['pricing and payment'];

  api.get(publicSitePaths.packages, { schema: { tags, response: { 200: ZSubscriptionPackageList } } }, async () =>
    (await repo.listPackages(deps.db)).map(toPackageView),
  );

  api.post(
    publicSitePaths.payment,
    { onRequest: authenticate, schema: { tags, body: ZPaymentRequest, response: { 200: ZPaymentResponse } } },
    async (request) => checkout.startCheckout(deps, callerOf(request).user, request.body.id),
  );

  api.get(
    sessionPath,
    { onRequest: authenticate, schema: { tags, params: ZSessionParams, response: { 200: ZCheckoutSession } } },
    async (request) => checkout.getCheckout(deps, callerOf(request).user.id, request.params.id),
  );

  api.post(
    `${sessionPath}confirm/`,
    { onRequest: authenticate, schema: { tags, params: ZSessionParams, response: { 200: ZCheckoutConfirmResponse } } },
    async (request) => checkout.confirmTestCheckout(deps, callerOf(request).user.id, request.params.id),
  );

  // The caller's own plan: open after the trial too, since a lapsed user may still hold one to cancel.
  api.get(planPaths.plan, { onRequest: authenticate, schema: { tags, response: { 200: ZPlanStatus } } }, async (request) =>
    plan.planStatus(deps, callerOf(request).user),
  );

  api.post(planPaths.portal, { onRequest: authenticate, schema: { tags, response: { 200: ZPortalResponse } } }, async (request) =>
    plan.openPortal(deps, callerOf(request).user),
  );

  api.post(planPaths.cancel, { onRequest: authenticate, schema: { tags, response: { 200: ZPlanCancelled } } }, async (request) =>
    plan.cancelTestPlan(deps, callerOf(request).user),
  );

  await app.register(stripeWebhookRoute, { db: deps.db, secret: deps.webhookSecret });
}
