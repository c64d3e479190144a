import { OTP_MAX_ATTEMPTS } from '@benji/shared';
import type { Db } from '../../db/client';
import { sha256, sixDigitCode } from '../../lib/hash';
import * as codes from './one-time-codes.repository';

// The mailed 6-digit codes of password reset and e-mail verification. Codes are stored hashed: a
// database leak must not hand out resets or verifications. Six digits are few, so the attempt count
// per code is what protects them, and each caller's rate limits bound how many codes there are.

/** What a guess found: the code it matched, or why it did not. */
export type CodeVerdict =
  | { outcome: 'matched'; codeId: string }
  /** Wrong, with tries left. */
  | { outcome: 'wrong' }
  /** This guess or an earlier one used the code's last try: even the right code is refused now. */
  | { outcome: 'exhausted' }
  | { outcome: 'expired' }
  /** No open code: none was sent, or the last one was spent. */
  | { outcome: 'none' };

/** Makes a new code for the user, retiring any open one; returns it in plain text for the caller to mail. */
export async function issueCode(db: Db, purpose: codes.CodePurpose, userId: number, validMinutes: number): Promise<string> {
  const code = sixDigitCode();
  await codes.replaceCode(db, purpose, userId, sha256(code), new Date(Date.now() + validMinutes * 60_000));
  return code;
}

/** Judges a guess against the user's newest open code, counting it if wrong. A match does not spend the code. */
export async function judgeCode(db: Db, purpose: codes.CodePurpose, userId: number, guess: string): Promise<CodeVerdict> {
  const code = await codes.latestOpenCode(db, purpose, userId);
  if (!code) return { outcome: 'none' };
  if (code.expiresAt.getTime() <= Date.now()) return { outcome: 'expired' };
  const judged = await codes.judgeGuess(db, purpose, code.id, sha256(guess), OTP_MAX_ATTEMPTS);
  if (!judged) return { outcome: 'exhausted' };
  if (judged.matched) return { outcome: 'matched', codeId: code.id };
  return { outcome: judged.attempts >= OTP_MAX_ATTEMPTS ? 'exhausted' : 'wrong' };
}

export const markCodeVerified = (db: Db, purpose: codes.CodePurpose, codeId: string) => codes.markVerified(db, purpose, codeId);

/** Spends a matched code; false when a concurrent request spent it first. */
export const spendCode = (db: Db, purpose: codes.CodePurpose, codeId: string) => codes.markUsed(db, purpose, codeId);

export const retireOpenCodes = (db: Db, purpose: codes.CodePurpose, userId: number) => codes.retireOpenCodes(db, purpose, userId);
