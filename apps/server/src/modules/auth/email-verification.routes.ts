import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EmailVerificationMessage, ZMessageResponse, ZVerifyEmailRequest, ZVerifyEmailResponse, authPaths } from '@benji/shared';
import { clientIp } from '../../lib/client-ip';
import { Limits, enforceLimits, type RateLimiter } from '../../lib/rate-limiter';
import { callerOf, type Guard } from '../../plugins/authenticate';
import * as verification from './email-verification.service';

export interface EmailVerificationRouteDeps extends verification.EmailVerificationDeps {
  limiter: RateLimiter;
  authenticate: Guard;
}

/** The banner's two calls. Both act on the signed-in caller's own account, never on an e-mail in the body. */
export async function emailVerificationRoutes(app: FastifyInstance, deps: EmailVerificationRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const throttle = (checks: Parameters<typeof enforceLimits>[1]) => enforceLimits(deps.limiter, checks);

  api.post(
    authPaths.verifyEmail,
    { preHandler: deps.authenticate, schema: { tags, body: ZVerifyEmailRequest, response: { 200: ZVerifyEmailResponse } } },
    async (request) => {
      const { user } = callerOf(request);
      await throttle([
        [Limits.verifyPerIp, clientIp(request)],
        [Limits.verifyEmailPerUser, String(user.id)],
      ]);
      return { message: EmailVerificationMessage.verified, user: await verification.verifyEmail(deps, user, request.body.otp) };
    },
  );

  api.post(
    authPaths.resendEmailCode,
    { preHandler: deps.authenticate, schema: { tags, response: { 200: ZMessageResponse } } },
    async (request) => {
      const { user } = callerOf(request);
      await throttle([
        [Limits.resendEmailCodePerIp, clientIp(request)],
        [Limits.resendEmailCodePerUser, String(user.id)],
        [Limits.resendEmailCodePerUserDaily, String(user.id)],
      ]);
      await verification.resendVerificationCode(deps, user);
      return { message: EmailVerificationMessage.codeSent };
    },
  );
}
