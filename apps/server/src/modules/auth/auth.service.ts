import {
  AuthMessage,
  FieldMessage,
  type TChangePasswordRequest,
  type TCredentials,
  type TRefreshResponse,
} from '@benji/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/hash';
import { HttpError, fieldError } from '../../lib/http-error';
import { decoyHashPromise, hashPassword, verifyPassword } from '../../lib/passwords';
import type { AccessTokens } from '../../lib/tokens';
import { accountExtras } from './account-extras';
import * as repo from './auth.repository';
import type { GoogleVerifier } from './google-verifier';
import { refuseCommonPassword } from './password-policy';
import { toUserView } from './user-view';

// What other modules (profile, password reset) may do with accounts.
export { findUserByEmail, revokeOtherSessions, updateUser } from './auth.repository';

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  /** The idle limit: each refresh token lives this long, and a new one comes with every refresh. */
  refreshTokenDays: number;
  /** The absolute limit: no refresh token outlives its sign-in by more than this. */
  sessionMaxDays: number;
  google: GoogleVerifier | null;
}

const unauthorized = (detail: string) => new HttpError(401, { detail, message: detail });

export async function register(
  deps: AuthDeps,
  input: { email: string; full_name: string; address: string; phone_number: string; password: string },
): Promise<TCredentials> {
  refuseCommonPassword('password', input.password, { email: input.email, fullName: input.full_name });
  const user = await repo.insertUser(deps.db, {
    email: input.email,
    fullName: input.full_name,
    address: input.address,
    phoneNumber: input.phone_number,
    passwordHash: await hashPassword(input.password),
  });
  if (!user) throw new HttpError(400, { email: [FieldMessage.emailTaken], message: FieldMessage.emailTaken });
  return issueCredentials(deps, user, AuthMessage.registered);
}

export async function login(deps: AuthDeps, input: { email: string; password: string }): Promise<TCredentials> {
  const user = await repo.findUserByEmail(deps.db, input.email);
  // Verify against a decoy when there is no user, so the answer takes as long either way.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyHashPromise), input.password);
  if (!user || !user.passwordHash || !passwordMatches) throw unauthorized(AuthMessage.loginFailed);
  return issueCredentials(deps, user, AuthMessage.loginSuccess);
}

export async function googleLogin(deps: AuthDeps, idToken: string | undefined): Promise<TCredentials> {
  if (!deps.google) throw new HttpError(503, { message: AuthMessage.googleNotConfigured, detail: AuthMessage.googleNotConfigured });
  if (!idToken) throw new HttpError(400, { message: AuthMessage.googleTokenRequired, detail: AuthMessage.googleTokenRequired });
  const identity = await deps.google.verify(idToken);
  if (!identity) throw unauthorized(AuthMessage.googleTokenInvalid);

  const user =
    (await repo.findUserByGoogleSub(deps.db, identity.sub)) ??
    (await linkOrCreateGoogleUser(deps.db, identity.sub, identity.email, identity.name));
  return issueCredentials(deps, user, AuthMessage.googleSuccess);
}

async function linkOrCreateGoogleUser(db: Db, sub: string, email: string, name: string): Promise<UserRow> {
  const existing = await repo.findUserByEmail(db, email);
  if (existing) {
    // Google has verified the address, so the account with that address is this person's.
    const linked = await repo.updateUser(db, existing.id, { googleSub: sub });
    if (!linked) throw new Error('User vanished while linking Google');
    return linked;
  }
  const created = await repo.insertUser(db, { email, fullName: name.slice(0, 150), googleSub: sub });
  if (created) return created;
  // Two first sign-ins raced; the other one created the row.
  const raced = await repo.findUserByEmail(db, email);
  if (!raced) throw new Error('Google user could not be created');
  return raced;
}

export async function refresh(deps: AuthDeps, refreshToken: string): Promise<TRefreshResponse> {
  const found = await repo.findRefreshToken(deps.db, sha256(refreshToken));
  const now = Date.now();
  if (!found || found.session.revokedAt || found.token.expiresAt.getTime() <= now || sessionEndsAt(deps, found.session) <= now)
    throw unauthorized(AuthMessage.sessionExpired);
  if (found.token.usedAt || !(await repo.markRefreshTokenUsed(deps.db, found.token.id))) {
    // A used token came back: it was copied. End the whole sign-in so neither copy works.
    await repo.revokeSession(deps.db, found.session.id);
    throw unauthorized(AuthMessage.sessionExpired);
  }
  return {
    access: await deps.tokens.sign({ userId: found.session.userId, sessionId: found.session.id }),
    refresh: await newRefreshToken(deps, found.session),
  };
}

export async function logout(deps: AuthDeps, refreshToken: string): Promise<void> {
  const found = await repo.findRefreshToken(deps.db, sha256(refreshToken));
  if (found) await repo.revokeSession(deps.db, found.session.id);
}

export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
  input: Required<TChangePasswordRequest>,
): Promise<void> {
  if (input.new_password !== input.confirm_password) throw fieldError('confirm_password', FieldMessage.passwordsDoNotMatch);
  if (!(await verifyPassword(user.passwordHash, input.old_password))) throw fieldError('old_password', AuthMessage.oldPasswordWrong);
  if (input.new_password === input.old_password) throw fieldError('new_password', AuthMessage.newPasswordSame);
  refuseCommonPassword('new_password', input.new_password, user);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash: await hashPassword(input.new_password) });
    await repo.revokeOtherSessions(tx, user.id, sessionId);
  });
}

async function issueCredentials(deps: AuthDeps, user: UserRow, message: string): Promise<TCredentials> {
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
const sessionEndsAt = (deps: AuthDeps, session: { createdAt: Date }) => session.createdAt.getTime() + deps.sessionMaxDays * DAY_MS;

/** A refresh token good for the idle limit, and never past the end of its sign-in. */
async function newRefreshToken(deps: AuthDeps, session: { id: string; createdAt: Date }): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Math.min(Date.now() + deps.refreshTokenDays * DAY_MS, sessionEndsAt(deps, session)));
  await repo.insertRefreshToken(deps.db, session.id, sha256(token), expiresAt);
  return token;
}
