import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency-limit';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1): about 10 ms of CPU each.
const ARGON2ID = 2;

// Hashes run on libuv's pool of four threads. Unbounded, a burst of sign-ins puts four hashes on
// the cores at once and every other request (and the event loop itself) waits behind them. One
// core is kept for the event loop: sign-ins queue here instead, and nothing else slows down.
const oneCoreForTheEventLoop = concurrencyLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return oneCoreForTheEventLoop(() => hash(password, { algorithm: ARGON2ID }));
}

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await oneCoreForTheEventLoop(() => verify(storedHash, password));
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal which e-mails have accounts. */
export const decoyHashPromise = hashPassword('decoy-password-for-timing');
