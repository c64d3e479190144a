import { EMAIL_CODE_VALID_MINUTES, EmailVerificationMessage, mailLanguageOf, type TUser } from '@benji/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { DomainError, type Failure } from '../../lib/domain-error';
import { issueCode, judgeCode, spendCode, type CodeVerdict } from '../one-time-codes/one-time-codes.service';
import * as repo from './auth.repository';
import { sendQuietly, type AccountMailDeps } from './send-quietly';
import { toUserView } from './user-view';
import { verificationCodeMail } from './verification-code-mail';

// Sign-up proves nothing about the address typed in. Until the mailed code comes back the account
// works as usual, but a Google sign-in with that address takes it over (see google-sign-in.service).

export type EmailVerificationDeps = AccountMailDeps & { db: Db };

const refusal = (text: string, failure: Failure = 'invalid') => new DomainError(failure, { error: text, message: text });
const alreadyVerified = () => refusal(EmailVerificationMessage.alreadyVerified, 'conflict');

const REFUSALS: Record<Exclude<CodeVerdict['outcome'], 'matched'>, string> = {
  wrong: EmailVerificationMessage.codeWrong,
  exhausted: EmailVerificationMessage.tooManyAttempts,
  expired: EmailVerificationMessage.codeExpired,
  none: EmailVerificationMessage.noCode,
};

async function mailNewCode(deps: EmailVerificationDeps, user: UserRow) {
  const code = await issueCode(deps.db, 'email-verification', user.id, EMAIL_CODE_VALID_MINUTES);
  return verificationCodeMail(user.email, mailLanguageOf(user), code, EMAIL_CODE_VALID_MINUTES);
}

/** At sign-up. The account already works, so a mail that fails is logged, and the banner's "send a new code" is the way back. */
export async function startEmailVerification(deps: EmailVerificationDeps, user: UserRow): Promise<void> {
  await sendQuietly(deps, await mailNewCode(deps, user), user.id);
}

/** "Send a new code": the previous code stops working. Here the mail is the whole action, so its failure is the answer. */
export async function resendVerificationCode(deps: EmailVerificationDeps, user: UserRow): Promise<void> {
  if (user.emailVerified) throw alreadyVerified();
  await deps.mailer.send(await mailNewCode(deps, user));
}

/** Checks the caller's code against the caller's own newest code only: another account's code never matches. */
export async function verifyEmail(deps: EmailVerificationDeps, user: UserRow, otp: string): Promise<TUser> {
  if (user.emailVerified) throw alreadyVerified();
  const verdict = await judgeCode(deps.db, 'email-verification', user.id, otp);
  if (verdict.outcome !== 'matched') throw refusal(REFUSALS[verdict.outcome]);
  const outcome = await deps.db.transaction(async (tx) => {
    // A resend at the same moment retired this code; a second request with it may have spent it.
    if (!(await spendCode(tx, 'email-verification', verdict.codeId))) return 'spent' as const;
    return (await repo.markEmailVerified(tx, user.id)) ?? ('already verified' as const);
  });
  if (outcome === 'spent') throw refusal(EmailVerificationMessage.noCode);
  if (outcome === 'already verified') throw alreadyVerified();
  return toUserView(outcome);
}
