import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthMessage } from '@benji/shared';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { PerUserCache } from '../lib/per-user-cache';
import type { AccessTokens } from '../lib/tokens';
import { findActiveSessionUser } from '../modules/auth/auth.repository';
import { hasAccess } from '../modules/auth/user-view';

export interface Caller {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Returns the signed-in caller of a request that passed `authenticate`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('callerOf used on a route without the authenticate guard');
  return request.caller;
}

export function makeGuards(db: Db, tokens: AccessTokens, readCache: PerUserCache): { authenticate: Guard; requireAccess: Guard } {
  // Frozen: one kept copy serves many requests, and none may change it for the others.
  const activeSessionUser = (userId: number, sessionId: string) =>
    readCache.read(userId, `session:${sessionId}`, async () => {
      const user = await findActiveSessionUser(db, userId, sessionId);
      return user && Object.freeze(user);
    });

  const authenticate: Guard = async (request) => {
    const header = request.headers.authorization;
    if (!header) throw new HttpError(401, { detail: AuthMessage.notAuthenticated, message: AuthMessage.notAuthenticated });
    const [scheme, token] = header.split(' ');
    const claims = scheme === 'Bearer' && token ? await tokens.verify(token) : null;
    // A deleted user or a signed-out session fails the same way as a bad token.
    const user = claims ? await activeSessionUser(claims.userId, claims.sessionId) : undefined;
    if (!claims || !user)
      throw new HttpError(401, { detail: AuthMessage.sessionExpired, message: AuthMessage.sessionExpired, code: 'token_not_valid' });
    request.caller = { user, sessionId: claims.sessionId };
  };

  const requireAccess: Guard = async (request, reply) => {
    await authenticate(request, reply);
    if (!hasAccess(callerOf(request).user))
      throw new HttpError(402, { detail: AuthMessage.trialOver, message: AuthMessage.trialOver, code: 'trial_expired' });
  };

  return { authenticate, requireAccess };
}
