import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthMessage,
  FieldMessage,
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
import { DomainError, fieldError } from '../../lib/domain-error';
import { Limits, enforceLimits, type RateLimiter } from '../../lib/rate-limiter';
import { callerOf, type Guard } from '../../plugins/authenticate';
import * as auth from './auth.service';
import {
  clearRefreshCookie,
  isBrowserCall,
  refreshTokenFromCookie,
  refuseCrossSite,
  setRefreshCookie,
  type RefreshCookieSettings,
} from './refresh-cookie';

export interface AuthRouteDeps extends auth.AuthDeps {
  limiter: RateLimiter;
  authenticate: Guard;
  refreshCookie: RefreshCookieSettings;
}

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  const throttle = (checks: Parameters<typeof enforceLimits>[1]) => enforceLimits(deps.limiter, checks);

  /**
   * Every sign-in and refresh puts the new refresh token in the HttpOnly cookie. The body carries it
   * only to an API client: never to a browser (a script on the page could read it there), nor to a
   * refresh the cookie signed (security probe 3, #1).
   */
  const withCookie = <T extends { refresh?: string }>(
    request: FastifyRequest,
    reply: FastifyReply,
    issued: auth.Issued<T & { refresh: string }>,
    tokenInBody: boolean,
  ): T => {
    setRefreshCookie(reply, request, deps.refreshCookie, issued.body.refresh, issued.refreshExpiresAt);
    if (tokenInBody) return issued.body;
    const { refresh: _cookieOnly, ...body } = issued.body;
    return body as T;
  };
  const signIn = <T extends { refresh?: string }>(
    request: FastifyRequest,
    reply: FastifyReply,
    issued: auth.Issued<T & { refresh: string }>,
  ) => withCookie(request, reply, issued, !isBrowserCall(request));

  /** The body's token (API clients), else the cookie's, which only a same-site call from the app may use. */
  const presentedToken = (request: FastifyRequest, bodyToken: string | undefined) => {
    if (bodyToken) return { token: bodyToken, fromCookie: false };
    const cookieToken = refreshTokenFromCookie(request);
    if (!cookieToken) throw fieldError('refresh', FieldMessage.required);
    refuseCrossSite(request, deps.refreshCookie);
    return { token: cookieToken, fromCookie: true };
  };

  api.post(authPaths.register, { schema: { tags, body: ZRegisterRequest, response: { 201: ZCredentials } } }, async (request, reply) => {
    await throttle([[Limits.registerPerIp, clientIp(request)]]);
    return reply.status(201).send(signIn(request, reply, await auth.register(deps, request.body)));
  });

  api.post(authPaths.login, { schema: { tags, body: ZLoginRequest, response: { 200: ZCredentials } } }, async (request, reply) => {
    await throttle([
      [Limits.loginPerIp, clientIp(request)],
      [Limits.loginPerEmail, request.body.email],
    ]);
    return signIn(request, reply, await auth.login(deps, request.body));
  });

  api.post(
    authPaths.googleLogin,
    { schema: { tags, body: ZGoogleLoginRequest, response: { 200: ZCredentials } } },
    async (request, reply) => {
      await throttle([[Limits.loginPerIp, clientIp(request)]]);
      return signIn(request, reply, await auth.googleLogin(deps, request.body.credential ?? request.body.id_token));
    },
  );

  api.post(authPaths.refresh, { schema: { tags, body: ZRefreshRequest, response: { 200: ZRefreshResponse } } }, async (request, reply) => {
    await throttle([[Limits.refreshPerIp, clientIp(request)]]);
    const presented = presentedToken(request, request.body.refresh);
    try {
      // An API client presented the token, so it may have its successor; a cookie's stays in the cookie.
      return withCookie(request, reply, await auth.refresh(deps, presented.token), !presented.fromCookie);
    } catch (error) {
      // A dead cookie is dropped, so the browser stops sending it.
      if (presented.fromCookie && error instanceof DomainError && error.failure === 'unauthenticated')
        clearRefreshCookie(reply, request, deps.refreshCookie);
      throw error;
    }
  });

  // Logging out looks the refresh token up too: the same budget.
  api.post(authPaths.logout, { schema: { tags, body: ZLogoutRequest, response: { 200: ZMessageResponse } } }, async (request, reply) => {
    await throttle([[Limits.refreshPerIp, clientIp(request)]]);
    const presented = presentedToken(request, request.body.refresh);
    await auth.logout(deps, presented.token);
    clearRefreshCookie(reply, request, deps.refreshCookie);
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
