import type { FastifyInstance } from 'fastify';
import { PaymentMessage, publicSitePaths } from '@benji/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { verifyStripeEvent } from './stripe-client';
import { handleStripeEvent } from './webhook.service';

const refuse = (message: string) => new HttpError(400, { detail: message, message });

/**
 * POST stripe/webhook/. Stripe signs the exact bytes it sends, so this scope (and only this one)
 * reads JSON bodies as raw bytes; the event is parsed after the signature is checked.
 */
export async function stripeWebhookRoute(scope: FastifyInstance, deps: { db: Db; secret: string | null }) {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  scope.post(publicSitePaths.webhook, { schema: { tags: ['pricing and payment'], hide: true } }, async (request) => {
    if (!deps.secret) throw refuse(PaymentMessage.webhookNotConfigured);
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw refuse(PaymentMessage.webhookBadSignature);
    let event;
    try {
      event = verifyStripeEvent(request.body, signature, deps.secret);
    } catch {
      throw refuse(PaymentMessage.webhookBadSignature);
    }
    const outcome = await handleStripeEvent(deps.db, event);
    request.log.info({ event: event.id, type: event.type, outcome }, 'Stripe event');
    return { received: true, outcome };
  });
}
