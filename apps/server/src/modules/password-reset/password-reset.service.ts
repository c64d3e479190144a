import { AuthMessage, FieldMessage, mailLanguageOf, OTP_VALID_MINUTES } from '@benji/shared';
import type { Db } from '../../db/client';
import { DomainError, fieldError } from '../../lib/domain-error';
import { hashPassword } from '../../lib/passwords';
import { mailCatalogue } from '../../mail/locales/catalogues';
import {
  findUserByEmail,
  passwordResetNotice,
  revokeOtherSessions,
  sendQuietly,
  updateUser,
  type AccountMailDeps,
} from '../auth/auth.service';
import { refuseCommonPassword } from '../auth/password-policy';
import { revokeFeed } from '../calendar/calendar.service';
import { issueCode, judgeCode, markCodeVerified, spendCode } from '../one-time-codes/one-time-codes.service';

export interface PasswordResetDeps extends AccountMailDeps {
  db: Db;
}

const codeError = (error: string) => new DomainError('invalid', { error, message: error });

/** Always answers the same way, whether or not the e-mail has an account (no account discovery). */
export async function sendResetCode(deps: PasswordResetDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const code = await issueCode(deps.db, 'password-reset', user.id, OTP_VALID_MINUTES);
  const language = mailLanguageOf(user);
  const words = mailCatalogue(language);
  await deps.mailer.send({
    to: user.email,
    language,
    subject: words.resetCode.subject,
    text: [words.greeting(user.fullName), '', ...words.resetCode.lines(code, OTP_VALID_MINUTES), '', words.signature].join('\n'),
    secrets: [code],
  });
}

/**
 * Checks a code without spending it. Five wrong guesses kill the code; an unknown e-mail
 * gives the same 'Invalid OTP.' as a wrong code.
 */
async function checkCode(deps: PasswordResetDeps, email: string, otp: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw codeError(AuthMessage.otpInvalid);
  const verdict = await judgeCode(deps.db, 'password-reset', user.id, otp);
  switch (verdict.outcome) {
    case 'matched':
      return { user, codeId: verdict.codeId };
    case 'expired':
    case 'exhausted':
      throw codeError(AuthMessage.otpExpired);
    case 'wrong':
    case 'none':
      throw codeError(AuthMessage.otpInvalid);
  }
}

export async function verifyResetCode(deps: PasswordResetDeps, email: string, otp: string): Promise<void> {
  const { codeId } = await checkCode(deps, email, otp);
  await markCodeVerified(deps.db, 'password-reset', codeId);
}

export async function resetPassword(
  deps: PasswordResetDeps,
  input: { email: string; otp: string; new_password: string; confirm_password: string },
): Promise<void> {
  if (input.new_password !== input.confirm_password) throw fieldError('confirm_password', FieldMessage.passwordsDoNotMatch);
  const { user, codeId } = await checkCode(deps, input.email, input.otp);
  refuseCommonPassword('new_password', input.new_password, user);
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    if (!(await spendCode(tx, 'password-reset', codeId))) throw codeError(AuthMessage.otpInvalid);
    // The code came through the address's mailbox: that proves the address as well as a sign-up code does.
    await updateUser(tx, user.id, { passwordHash, emailVerified: true });
    // Whoever knew the old password is signed out everywhere.
    await revokeOtherSessions(tx, user.id, null);
    // And so is any calendar feed address they copied.
    await revokeFeed(tx, user.id);
  });
  await sendQuietly(deps, passwordResetNotice(user, new Date(), deps.links), user.id);
}
