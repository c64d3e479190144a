import { ConfigurationError } from '../config';
import type { Db } from '../db/client';
import { randomToken } from './hash';
import { isSealed, open, seal } from './secret-box';
import { insertSecretIfAbsent, readStoredSecret, replaceStoredSecret } from './secrets.repository';

/**
 * Returns a named secret, creating it once. Kept in the database so that restarts and several
 * instances on one database agree on it without configuration. With `key` (SECRETS_KEY) the row
 * holds it encrypted, and a row stored in plain text before the key was set is encrypted now.
 */
export async function persistentSecret(db: Db, name: string, key?: Buffer): Promise<string> {
  const fresh = randomToken(48);
  await insertSecretIfAbsent(db, name, key ? seal(fresh, key, name) : fresh);
  const stored = await readStoredSecret(db, name);
  if (stored === null) throw new Error(`Secret ${name} could not be stored`);
  if (!isSealed(stored)) {
    if (key) await replaceStoredSecret(db, name, stored, seal(stored, key, name));
    return stored;
  }
  if (!key)
    throw new ConfigurationError(
      `The stored '${name}' secret is encrypted, and SECRETS_KEY is not set: start with the SECRETS_KEY it was encrypted with` +
        (name === 'jwt' ? ', or set JWT_SECRET' : ''),
    );
  try {
    return open(stored, key, name);
  } catch {
    // Never a new secret in its place: that would silently sign every user out, and hide a wrong key.
    throw new ConfigurationError(
      `SECRETS_KEY does not decrypt the stored '${name}' secret (table server_secrets): start with the key it was encrypted with. ` +
        `To start over with this key instead, delete that row${name === 'jwt' ? '; every user will have to sign in again' : ''}`,
    );
  }
}
