import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthMessage,
  ZChangePasswordRequest,
  ZCredentials,
  ZGoogleLoginRequest,
  ZLoginRequest,
  ZLogoutRequest,
  ZMessageResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRegisterRequest,
  authPaths,
} from '@benji/shared';
import { clientIp } from '../../lib/client-ip';
import { Limits, enforceLimits, type RateLimiter } from '../../lib/rate-limiter';
import { callerOf, type Guard } from '../../plugins/authenticate';
import * as auth from './auth.service';

export interface AuthRouteDeps extends auth.AuthDeps {
  limiter: RateLimiter;
  authenticate: Guard;
}

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  const throttle = (checks: Parameters<typeof enforceLimits>[1]) => enforceLimits(deps.limiter, checks);

  api.post(authPaths.register, { schema: { tags, body: ZRegisterRequest, response: { 201: ZCredentials } } }, async (request, reply) => {
    await throttle([[Limits.registerPerIp, clientIp(request)]]);
    return reply.status(201).send(await auth.register(deps, request.body));
  });

  api.post(authPaths.login, { schema: { tags, body: ZLoginRequest, response: { 200: ZCredentials } } }, async (request) => {
    await throttle([
      [Limits.loginPerIp, clientIp(request)],
      [Limits.loginPerEmail, request.body.email],
    ]);
    return auth.login(deps, request.body);
  });

  api.post(authPaths.googleLogin, { schema: { tags, body: ZGoogleLoginRequest, response: { 200: ZCredentials } } }, async (request) => {
    await throttle([[Limits.loginPerIp, clientIp(request)]]);
    return auth.googleLogin(deps, request.body.credential ?? request.body.id_token);
  });

  api.post(authPaths.refresh, { schema: { tags, body: ZRefreshRequest, response: { 200: ZRefreshResponse } } }, async (request) => {
    await throttle([[Limits.refreshPerIp, clientIp(request)]]);
    return auth.refresh(deps, request.body.refresh);
  });

  // Logging out looks the refresh token up too: the same budget.
  api.post(authPaths.logout, { schema: { tags, body: ZLogoutRequest, response: { 200: ZMessageResponse } } }, async (request) => {
    await throttle([[Limits.refreshPerIp, clientIp(request)]]);
    await auth.logout(deps, request.body.refresh);
    return { message: AuthMessage.loggedOut };
  });

  api.post(
    authPaths.changePassword,
    { preHandler: deps.authenticate, schema: { tags, body: ZChangePasswordRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      const caller = callerOf(request);
      await throttle([
        [Limits.changePasswordPerUser, String(caller.user.id)],
        [Limits.changePasswordPerIp, clientIp(request)],
      ]);
      await auth.changePassword(deps, caller.user, caller.sessionId, request.body);
      return { message: AuthMessage.passwordChanged };
    },
  );
}
