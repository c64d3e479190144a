import type { TCredentials } from '@benji/shared';
import type { UserRow } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/hash';
import { accountExtras } from './account-extras';
import type { AuthDeps } from './auth-deps';
import * as repo from './auth.repository';
import { toUserView } from './user-view';

type SessionDeps = Pick<AuthDeps, 'db' | 'tokens' | 'refreshTokenDays' | 'sessionMaxDays'>;

/** The credentials as issued: the routes decide whether the refresh token goes in the body too. */
export type IssuedCredentials = TCredentials & { refresh: string };

/** What the routes send, plus when the refresh token dies: the refresh cookie lives exactly that long. */
export interface Issued<T> {
  body: T;
  refreshExpiresAt: Date;
}

/** Starts a sign-in for the user: a session, its first tokens, and what the screens read beside them. */
export async function issueCredentials(deps: SessionDeps, user: UserRow, message: string): Promise<Issued<IssuedCredentials>> {
  const session = await repo.createSession(deps.db, user.id);
  const [access, refreshToken, extras] = await Promise.all([
    deps.tokens.sign({ userId: user.id, sessionId: session.id }),
    newRefreshToken(deps, session),
    accountExtras(deps.db, user.id),
  ]);
  return {
    body: { message, user: toUserView(user), access, refresh: refreshToken.token, ...extras },
    refreshExpiresAt: refreshToken.expiresAt,
  };
}

const DAY_MS = 86_400_000;

/** When a sign-in ends however often it is refreshed: counted from the sign-in, not the last refresh. */
export const sessionEndsAt = (deps: Pick<SessionDeps, 'sessionMaxDays'>, session: { createdAt: Date }) =>
  session.createdAt.getTime() + deps.sessionMaxDays * DAY_MS;

/** A refresh token good for the idle limit, and never past the end of its sign-in. */
export async function newRefreshToken(
  deps: SessionDeps,
  session: { id: string; createdAt: Date },
  token = randomToken(),
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Math.min(Date.now() + deps.refreshTokenDays * DAY_MS, sessionEndsAt(deps, session)));
  await repo.insertRefreshToken(deps.db, session.id, sha256(token), expiresAt);
  return { token, expiresAt };
}
