import { createHash, randomBytes, randomInt } from 'node:crypto';

// Refresh tokens and reset codes are stored as SHA-256 digests: a database leak must not hand out
// sessions or password resets. Codes are only 6 digits, so the attempt limit is what protects them.
/** SHA-256 hex digest. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
