import type { TCredentials } from '@benji/shared';
import type { UserRow } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/hash';
import { accountExtras } from './account-extras';
import type { AuthDeps } from './auth-deps';
import * as repo from './auth.repository';
import { toUserView } from './user-view';

type SessionDeps = Pick<AuthDeps, 'db' | 'tokens' | 'refreshTokenDays' | 'sessionMaxDays'>;

/** Starts a sign-in for the user: a session, its first tokens, and what the screens read beside them. */
export async function issueCredentials(deps: SessionDeps, user: UserRow, message: string): Promise<TCredentials> {
  const session = await repo.createSession(deps.db, user.id);
  const [access, refreshToken, extras] = await Promise.all([
    deps.tokens.sign({ userId: user.id, sessionId: session.id }),
    newRefreshToken(deps, session),
    accountExtras(deps.db, user.id),
  ]);
  return { message, user: toUserView(user), access, refresh: refreshToken, ...extras };
}

const DAY_MS = 86_400_000;

/** When a sign-in ends however often it is refreshed: counted from the sign-in, not the last refresh. */
export const sessionEndsAt = (deps: Pick<SessionDeps, 'sessionMaxDays'>, session: { createdAt: Date }) =>
  session.createdAt.getTime() + deps.sessionMaxDays * DAY_MS;

/** A refresh token good for the idle limit, and never past the end of its sign-in. */
export async function newRefreshToken(deps: SessionDeps, session: { id: string; createdAt: Date }): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Math.min(Date.now() + deps.refreshTokenDays * DAY_MS, sessionEndsAt(deps, session)));
  await repo.insertRefreshToken(deps.db, session.id, sha256(token), expiresAt);
  return token;
}
