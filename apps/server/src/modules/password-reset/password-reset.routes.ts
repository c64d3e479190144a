import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthMessage, ZForgotPasswordRequest, ZMessageResponse, ZResetPasswordRequest, ZVerifyOtpRequest, authPaths } from '@benji/shared';
import { clientIp } from '../../lib/client-ip';
import { Limits, enforceLimits, type RateLimiter } from '../../lib/rate-limiter';
import * as reset from './password-reset.service';

export async function passwordResetRoutes(app: FastifyInstance, deps: reset.PasswordResetDeps & { limiter: RateLimiter }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['password reset'];
  const throttle = (checks: Parameters<typeof enforceLimits>[1]) => enforceLimits(deps.limiter, checks);

  api.post(
    authPaths.forgotPassword,
    { schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      await throttle([
        [Limits.forgotPerIp, clientIp(request)],
        [Limits.forgotPerEmail, request.body.email],
      ]);
      // Not awaited: a known e-mail must not answer slower, or fail when SMTP is down, where an
      // unknown one would not; either would tell a stranger which e-mails have accounts.
      reset.sendResetCode(deps, request.body.email).catch((error: unknown) => {
        request.log.error({ err: error }, 'password-reset code could not be sent');
      });
      return { message: AuthMessage.otpSent };
    },
  );

  api.post(authPaths.verifyOtp, { schema: { tags, body: ZVerifyOtpRequest, response: { 200: ZMessageResponse } } }, async (request) => {
    await throttle([
      [Limits.verifyPerIp, clientIp(request)],
      [Limits.verifyPerEmail, request.body.email],
    ]);
    await reset.verifyResetCode(deps, request.body.email, request.body.otp);
    return { message: AuthMessage.otpVerified };
  });

  api.post(
    authPaths.resetPassword,
    { schema: { tags, body: ZResetPasswordRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      await throttle([
        [Limits.verifyPerIp, clientIp(request)],
        [Limits.verifyPerEmail, request.body.email],
      ]);
      await reset.resetPassword(deps, request.body);
      return { message: AuthMessage.passwordResetDone };
    },
  );
}
