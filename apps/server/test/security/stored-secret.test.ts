import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authPaths } from '@benji/shared';
import { buildApp } from '../../src/app';
import { loadAssistant } from '../../src/startup';
import { loadConfig, storedSecretWarning } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { persistentSecret } from '../../src/lib/secrets';
import { bearer, registerUser } from '../support/accounts';
import { withClient } from '../support/pg-client';

// Issue 14: the token-signing secret the server generates (when JWT_SECRET is unset) is kept in the
// database; with SECRETS_KEY it is kept there encrypted (AES-256-GCM), never in plain text.

vi.setConfig({ testTimeout: 90_000 });

const newKey = () => randomBytes(32).toString('base64');

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database that outlives the apps built on it, as a real one outlives restarts. */
async function sharedDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (url && schema) await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const database = await openDatabase({ url, dataDir: 'memory://', schema });
  cleanups.push(async () => {
    await database.close();
    if (url && schema) await withClient(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
  });
  await migrate(database);
  return database;
}

/** One start of the server on `database`, as main.ts builds it. */
async function start(database: Database, environment: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '/nonexistent', ...environment });
  const app = await buildApp({ config, database, assistant: await loadAssistant(config) });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

async function storedValue(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`select value from server_secrets where name = 'jwt'`)) as unknown as {
    rows: Array<{ value: string }>;
  };
  return result.rows[0]!.value;
}

const profileStatus = async (app: FastifyInstance, access: string) =>
  (await app.inject({ method: 'GET', url: authPaths.profile, headers: bearer(access) })).statusCode;

describe('the generated token-signing secret with SECRETS_KEY', () => {
  it('is stored encrypted: the row holds neither the secret nor an encoding of it', async () => {
    const database = await sharedDatabase();
    const key = newKey();
    await start(database, { SECRETS_KEY: key });
    const row = await storedValue(database);
    const secret = await persistentSecret(database.db, 'jwt', Buffer.from(key, 'base64'));
    expect(secret.length).toBeGreaterThanOrEqual(64);
    expect(row).toMatch(/^aes-256-gcm:v1:[\w-]+:[\w-]+:[\w-]+$/);
    for (const encoding of [
      secret,
      Buffer.from(secret).toString('base64'),
      Buffer.from(secret).toString('base64url'),
      Buffer.from(secret).toString('hex'),
    ])
      expect(row).not.toContain(encoding);
  });

  it('is the same secret after a restart: a token signed before it still opens the account', async () => {
    const database = await sharedDatabase();
    const key = newKey();
    const first = await start(database, { SECRETS_KEY: key });
    const account = await registerUser(first);
    const row = await storedValue(database);
    await first.close();
    // The same key written in hex: what matters is the 32 bytes.
    const second = await start(database, { SECRETS_KEY: Buffer.from(key, 'base64').toString('hex') });
    expect(await profileStatus(second, account.access)).toBe(200);
    expect(await storedValue(database)).toBe(row);
  });

  it('refuses to start with a wrong key, or with none, saying which key is needed, and leaves the row as it was', async () => {
    const database = await sharedDatabase();
    await start(database, { SECRETS_KEY: newKey() });
    const row = await storedValue(database);
    await expect(start(database, { SECRETS_KEY: newKey() })).rejects.toThrow(
      /^SECRETS_KEY does not decrypt the stored 'jwt' secret \(table server_secrets\): start with the key it was encrypted with/,
    );
    await expect(start(database)).rejects.toThrow(/^The stored 'jwt' secret is encrypted, and SECRETS_KEY is not set: .*or set JWT_SECRET/);
    expect(await storedValue(database)).toBe(row);
    // JWT_SECRET set: the stored secret is not needed, so it does not stand in the way.
    await expect(start(database, { JWT_SECRET: 'j'.repeat(32) })).resolves.toBeDefined();
  });

  it('refuses a row that was tampered with', async () => {
    const database = await sharedDatabase();
    const key = newKey();
    await start(database, { SECRETS_KEY: key });
    const row = await storedValue(database);
    const flipped = row.slice(0, -2) + (row.at(-2) === 'A' ? 'B' : 'A') + row.at(-1);
    await database.db.execute(sql`update server_secrets set value = ${flipped} where name = 'jwt'`);
    await expect(start(database, { SECRETS_KEY: key })).rejects.toThrow(/SECRETS_KEY does not decrypt the stored 'jwt' secret/);
  });

  it('encrypts a secret stored in plain text before the key was set, keeping it, so nobody is signed out', async () => {
    const database = await sharedDatabase();
    const before = await start(database);
    const account = await registerUser(before);
    const plain = await storedValue(database);
    expect(plain).toMatch(/^[\w-]{64}$/);
    await before.close();

    const key = newKey();
    const after = await start(database, { SECRETS_KEY: key });
    const row = await storedValue(database);
    expect(row).toMatch(/^aes-256-gcm:v1:/);
    expect(row).not.toContain(plain);
    expect(await persistentSecret(database.db, 'jwt', Buffer.from(key, 'base64'))).toBe(plain);
    expect(await profileStatus(after, account.access)).toBe(200);
    await after.close();
    // Once encrypted it stays so, and a later start reads it back.
    const again = await start(database, { SECRETS_KEY: key });
    expect(await storedValue(database)).toBe(row);
    expect(await profileStatus(again, account.access)).toBe(200);
  });
});

describe('SECRETS_KEY in the configuration', () => {
  it('takes 32 bytes written in hex, base64 or base64url', () => {
    const bytes = randomBytes(32);
    for (const written of [bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')])
      expect(loadConfig({ SECRETS_KEY: written }).SECRETS_KEY).toEqual(bytes);
  });

  it.each([
    ['16 bytes of hex', randomBytes(16).toString('hex')],
    ['48 bytes of base64', randomBytes(48).toString('base64')],
    ['a passphrase', 'correct horse battery staple, 32+ characters long'],
  ])('refuses %s, saying what it must be', (_label, value) => {
    expect(() => loadConfig({ SECRETS_KEY: value })).toThrow(
      /^Invalid configuration: SECRETS_KEY: must be 32 bytes, .*openssl rand -base64 32/,
    );
  });

  it('warns at start only when the generated secret will be stored in plain text', () => {
    expect(storedSecretWarning(loadConfig({}))).toMatch(
      /^JWT_SECRET and SECRETS_KEY are not set: the generated token-signing secret is kept in plain text/,
    );
    expect(storedSecretWarning(loadConfig({ SECRETS_KEY: newKey() }))).toBeNull();
    expect(storedSecretWarning(loadConfig({ JWT_SECRET: 'j'.repeat(32) }))).toBeNull();
  });
});

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

describe('main.ts with a SECRETS_KEY that does not decrypt the stored secret', () => {
  it('exits with one line that names the fix, no stack trace', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'benji-secret-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir });
    await migrate(database);
    await persistentSecret(database.db, 'jwt', randomBytes(32));
    await database.close();

    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO: 'false',
        SECRETS_KEY: newKey(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^SECRETS_KEY does not decrypt the stored 'jwt' secret/);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
