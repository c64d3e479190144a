import { AuthMessage, FieldMessage, OTP_MAX_ATTEMPTS, OTP_VALID_MINUTES } from '@benji/shared';
import type { Db } from '../../db/client';
import { sha256, sixDigitCode } from '../../lib/hash';
import { HttpError, fieldError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import type { Mailer } from '../../mail/mailer';
import { findUserByEmail, revokeOtherSessions, updateUser } from '../auth/auth.service';
import { refuseCommonPassword } from '../auth/password-policy';
import * as codes from './password-reset.repository';

export interface PasswordResetDeps {
  db: Db;
  mailer: Mailer;
}

const codeError = (error: string) => new HttpError(400, { error, message: error });

/** Always answers the same way, whether or not the e-mail has an account (no account discovery). */
export async function sendResetCode(deps: PasswordResetDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const code = sixDigitCode();
  await codes.replaceCode(deps.db, user.id, sha256(code), new Date(Date.now() + OTP_VALID_MINUTES * 60_000));
  await deps.mailer.send({
    to: user.email,
    subject: 'Your Benji verification code',
    text: [
      `Hello${user.fullName ? ` ${user.fullName}` : ''},`,
      '',
      `Your Benji verification code is ${code}.`,
      `It is valid for ${OTP_VALID_MINUTES} minutes and can be used once.`,
      '',
      'If you did not ask to reset your password, you can ignore this e-mail: your password has not changed.',
      '',
      '— Benji',
    ].join('\n'),
    secrets: [code],
  });
}

/**
 * Checks a code without spending it. Five wrong guesses kill the code; an unknown e-mail
 * gives the same 'Invalid OTP.' as a wrong code.
 */
async function checkCode(deps: PasswordResetDeps, email: string, otp: string) {
  const user = await findUserByEmail(deps.db, email);
  const code = user ? await codes.latestOpenCode(deps.db, user.id) : undefined;
  if (!user || !code) throw codeError(AuthMessage.otpInvalid);
  if (code.expiresAt.getTime() <= Date.now()) throw codeError(AuthMessage.otpExpired);
  const guess = await codes.judgeGuess(deps.db, code.id, sha256(otp), OTP_MAX_ATTEMPTS);
  if (!guess) throw codeError(AuthMessage.otpExpired);
  if (!guess.matched) throw codeError(guess.attempts >= OTP_MAX_ATTEMPTS ? AuthMessage.otpExpired : AuthMessage.otpInvalid);
  return { user, code };
}

export async function verifyResetCode(deps: PasswordResetDeps, email: string, otp: string): Promise<void> {
  const { code } = await checkCode(deps, email, otp);
  await codes.markVerified(deps.db, code.id);
}

export async function resetPassword(
  deps: PasswordResetDeps,
  input: { email: string; otp: string; new_password: string; confirm_password: string },
): Promise<void> {
  if (input.new_password !== input.confirm_password) throw fieldError('confirm_password', FieldMessage.passwordsDoNotMatch);
  const { user, code } = await checkCode(deps, input.email, input.otp);
  refuseCommonPassword('new_password', input.new_password, user);
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    if (!(await codes.markUsed(tx, code.id))) throw codeError(AuthMessage.otpInvalid);
    await updateUser(tx, user.id, { passwordHash });
    // Whoever knew the old password is signed out everywhere.
    await revokeOtherSessions(tx, user.id, null);
  });
}
