import { AuthMessage, FieldMessage, type TAccountLanguage, type TChangePasswordRequest } from '@benji/shared';
import type { UserRow } from '../../db/schema';
import { sha256 } from '../../lib/hash';
import { DomainError, fieldError, refusal } from '../../lib/domain-error';
import { decoyHashPromise, hashPassword, verifyPassword } from '../../lib/passwords';
import { revokeFeed } from '../calendar/calendar.service';
import { passwordChangedNotice } from './account-notices';
import type { AuthDeps } from './auth-deps';
import * as repo from './auth.repository';
import { issueCredentials, newRefreshToken, sessionEndsAt, type Issued, type IssuedCredentials } from './credentials';
import { startEmailVerification } from './email-verification.service';
import { refuseCommonPassword } from './password-policy';
import { sendQuietly } from './send-quietly';

// What other modules (profile, password reset) may do with accounts.
export { findUserByEmail, revokeOtherSessions, updateUser } from './auth.repository';
export { passwordResetNotice } from './account-notices';
export { sendQuietly, type AccountMailDeps } from './send-quietly';
export type { AuthDeps } from './auth-deps';
export type { Issued } from './credentials';
export { googleLogin } from './google-sign-in.service';

const unauthorized = (detail: string) => refusal('unauthenticated', detail);

export async function register(
  deps: AuthDeps,
  input: { email: string; full_name: string; address: string; phone_number: string; password: string; language?: TAccountLanguage },
): Promise<Issued<IssuedCredentials>> {
  refuseCommonPassword('password', input.password, { email: input.email, fullName: input.full_name });
  const user = await repo.insertUser(deps.db, {
    email: input.email,
    fullName: input.full_name,
    address: input.address,
    phoneNumber: input.phone_number,
    passwordHash: await hashPassword(input.password),
    // Before sign-up is done, the language the page was shown in is all we know; the code's mail uses it.
    language: input.language ?? null,
  });
  if (!user) throw new DomainError('invalid', { email: [FieldMessage.emailTaken], message: FieldMessage.emailTaken });
  await startEmailVerification(deps, user);
  return issueCredentials(deps, user, AuthMessage.registered);
}

export async function login(deps: AuthDeps, input: { email: string; password: string }): Promise<Issued<IssuedCredentials>> {
  const user = await repo.findUserByEmail(deps.db, input.email);
  // Verify against a decoy when there is no user, so the answer takes as long either way.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyHashPromise), input.password);
  if (!user || !user.passwordHash || !passwordMatches) throw unauthorized(AuthMessage.loginFailed);
  return issueCredentials(deps, user, AuthMessage.loginSuccess);
}

/**
 * How long a just-used refresh token may come back. A browser that navigates while its refresh is
 * in flight drops the answer, and with it the rotated cookie; the next page sends the old token
 * again. Refusing it would sign the user out on a reload. Within this window, and only while
 * nobody has used a later token of the sign-in, the old token is taken again (as Okta's grace
 * period and Supabase's reuse interval do); any other reuse still ends the sign-in.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

async function isLostAnswerRetry(deps: AuthDeps, token: { id: string; usedAt: Date | null }, sessionId: string, now: number) {
  // Read again only when a concurrent request used it after this one looked it up.
  const usedAt = token.usedAt ?? (await repo.refreshTokenUsedAt(deps.db, token.id));
  if (!usedAt || now - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) return false;
  return !(await repo.sessionRotatedSince(deps.db, sessionId, token.id, usedAt));
}

export async function refresh(deps: AuthDeps, refreshToken: string): Promise<Issued<{ access: string; refresh: string }>> {
  const found = await repo.findRefreshToken(deps.db, sha256(refreshToken));
  const now = Date.now();
  if (!found || found.session.revokedAt || found.token.expiresAt.getTime() <= now || sessionEndsAt(deps, found.session) <= now)
    throw unauthorized(AuthMessage.sessionExpired);
  const successor = deps.refreshChain.successorOf(refreshToken);
  const next = found.token.usedAt ? null : await rotate(deps, found.token.id, found.session, successor);
  const issued =
    next ?? ((await isLostAnswerRetry(deps, found.token, found.session.id, now)) ? await alreadyIssued(deps, successor) : null);
  if (!issued) {
    // A used token came back: it was copied. End the whole sign-in so neither copy works.
    await repo.revokeSession(deps.db, found.session.id);
    throw unauthorized(AuthMessage.sessionExpired);
  }
  const access = await deps.tokens.sign({ userId: found.session.userId, sessionId: found.session.id });
  return { body: { access, refresh: issued.token }, refreshExpiresAt: issued.expiresAt };
}

/**
 * Uses the token and stores its successor in one transaction, so a concurrent retry that finds the
 * token used also finds the successor it will be answered with. Null when another request used it first.
 */
async function rotate(deps: AuthDeps, tokenId: string, session: { id: string; createdAt: Date }, successor: string) {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.markRefreshTokenUsed(tx, tokenId))) return null;
    return newRefreshToken({ ...deps, db: tx }, session, successor);
  });
}

/** The successor the first use stored; null if it is not there (the signing secret changed since). */
async function alreadyIssued(deps: AuthDeps, successor: string): Promise<{ token: string; expiresAt: Date } | null> {
  const expiresAt = await repo.refreshTokenExpiry(deps.db, sha256(successor));
  return expiresAt ? { token: successor, expiresAt } : null;
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
    // A feed address copied by whoever knew the old password must stop with their sessions.
    await revokeFeed(tx, user.id);
  });
  // Whoever holds a stolen session cannot hide the change: the address hears of it.
  await sendQuietly(deps, passwordChangedNotice(user, new Date(), deps.links), user.id);
}
