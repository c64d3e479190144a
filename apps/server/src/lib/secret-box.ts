import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM: the tag proves the key is the right one and that nobody edited the row; the
// secret's name is bound in as associated data, so one row's value cannot be moved to another.
const ALGORITHM = 'aes-256-gcm';
const PREFIX = 'aes-256-gcm:v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** The 32-byte key SECRETS_KEY names: 64 hex digits, or base64 / base64url (`openssl rand -base64 32`); null when it is neither. */
export function secretsKeyFrom(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : null;
}

/** True for a value written by `seal`; anything else is a secret stored before encryption. */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** `aes-256-gcm:v1:<iv>:<tag>:<ciphertext>`, each part base64url, a fresh random IV each time. */
export function seal(plain: string, key: Buffer, name: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv).setAAD(Buffer.from(name, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join(':');
}

/** The plain secret; throws when the key (or the name) is not the one it was sealed with, or the value was altered. */
export function open(sealed: string, key: Buffer, name: string): string {
  const [iv, tag, ciphertext] = sealed
    .slice(PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext || iv.length !== IV_BYTES || tag.length !== 16) throw new Error('the stored value is not a sealed secret');
  const decipher = createDecipheriv(ALGORITHM, key, iv).setAAD(Buffer.from(name, 'utf8')).setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
