import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { configurationWarnings, loadConfig } from '../../src/config';
import { DEMO_ACCOUNT } from '../../src/db/seed';
import { startServer } from '../faults/support/server-process';

// ASVS V14.1–V14.3: a server started with NODE_ENV=production refuses what is only safe on a
// developer's machine, or says at start that it runs with it on purpose.

vi.setConfig({ testTimeout: 90_000 });

const SECRET = 'k'.repeat(32);
/** What production requires besides NODE_ENV, so each case can take one piece away. */
const PRODUCTION = { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_123', JWT_SECRET: SECRET, PUBLIC_URL: 'https://benji.example' };
const without = (name: keyof typeof PRODUCTION) => Object.fromEntries(Object.entries(PRODUCTION).filter(([key]) => key !== name));

describe('loadConfig with NODE_ENV=production', () => {
  it('refuses to run without STRIPE_SECRET_KEY, and says how to choose the test checkout instead', () => {
    expect(() => loadConfig(without('STRIPE_SECRET_KEY'))).toThrow(
      /STRIPE_SECRET_KEY is required when NODE_ENV=production.*BILLING_MODE=test/,
    );
    const chosen = loadConfig({ ...without('STRIPE_SECRET_KEY'), BILLING_MODE: 'test' });
    expect(configurationWarnings(chosen)).toContainEqual(expect.stringMatching(/^BILLING_MODE=test: .*without any payment/));
    expect(configurationWarnings(loadConfig(PRODUCTION)).join(' ')).not.toMatch(/BILLING_MODE/);
  });

  it('refuses to run without PUBLIC_URL, or with one that is not https (security probe 3, #7)', () => {
    expect(() => loadConfig(without('PUBLIC_URL'))).toThrow(/PUBLIC_URL is required when NODE_ENV=production: .*https:\/\//);
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://benji.example' })).toThrow(
      /PUBLIC_URL must be an https:\/\/ address when NODE_ENV=production \(it is http:\/\/benji\.example\)/,
    );
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig(PRODUCTION).PUBLIC_URL).toBe('https://benji.example');
    // Outside production the local address stays the default.
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
  });

  it('refuses a billing mode that contradicts the key, in any environment', () => {
    expect(() => loadConfig({ BILLING_MODE: 'stripe' })).toThrow(/BILLING_MODE=stripe needs STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...PRODUCTION, BILLING_MODE: 'test' })).toThrow(/both set/);
  });

  it.each([
    ['missing', undefined],
    ['31 bytes', 'k'.repeat(31)],
    ['15 characters of 2 bytes and 1 of 1', 'é'.repeat(15) + 'k'],
  ])('refuses a JWT_SECRET that is %s', (_label, secret) => {
    expect(() => loadConfig({ ...without('JWT_SECRET'), ...(secret ? { JWT_SECRET: secret } : {}) })).toThrow(
      /JWT_SECRET is required .* at least 32 bytes/,
    );
  });

  it('accepts a JWT_SECRET of 32 bytes, however many characters; outside production none is needed', () => {
    expect(loadConfig({ ...PRODUCTION, JWT_SECRET: 'é'.repeat(16) }).JWT_SECRET).toBe('é'.repeat(16));
    expect(loadConfig({}).JWT_SECRET).toBeUndefined();
  });

  it('leaves the demo account and the API docs off unless asked for, and warns when they are on', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ SEED_DEMO: false, API_DOCS: false });
    const asked = loadConfig({ ...PRODUCTION, SEED_DEMO: 'true', API_DOCS: 'true' });
    expect(asked).toMatchObject({ SEED_DEMO: true, API_DOCS: true });
    expect(configurationWarnings(asked)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^SEED_DEMO=true/), expect.stringMatching(/^API_DOCS=true/)]),
    );
    expect(loadConfig({})).toMatchObject({ SEED_DEMO: true, API_DOCS: true });
    expect(loadConfig({ SEED_DEMO: 'false', API_DOCS: '0' })).toMatchObject({ SEED_DEMO: false, API_DOCS: false });
    expect(configurationWarnings(loadConfig({}))).toEqual([]);
  });
});

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** Runs main.ts to its exit and returns the code and everything it printed. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', DATA_DIR: 'memory://', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

// The spawned server uses its own embedded database (memory://) in both passes.
describe('main.ts with NODE_ENV=production', () => {
  it('does not start without STRIPE_SECRET_KEY: one line that names the fix', async () => {
    const { code, output } = await runToExit(without('STRIPE_SECRET_KEY'));
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Invalid configuration: STRIPE_SECRET_KEY is required .*set BILLING_MODE=test/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('does not start without PUBLIC_URL: one line that names the fix', async () => {
    const { code, output } = await runToExit(without('PUBLIC_URL'));
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Invalid configuration: PUBLIC_URL is required when NODE_ENV=production/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('starts with BILLING_MODE=test and the demo and docs asked for, warns of each, and never logs the demo password', async () => {
    const server = await startServer({
      ...without('STRIPE_SECRET_KEY'),
      BILLING_MODE: 'test',
      SEED_DEMO: 'true',
      API_DOCS: 'true',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'info',
    });
    try {
      expect((await fetch(`${server.url}/api/docs/json`)).status).toBe(200);
      const signIn = await fetch(`${server.url}/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
      });
      expect(signIn.status).toBe(200);
      await vi.waitFor(() => expect(server.output()).toContain('API_DOCS=true'));
      const output = server.output();
      expect(output).toContain('BILLING_MODE=test: checkouts use the embedded test checkout');
      expect(output).toContain('SEED_DEMO=true');
      expect(output).toContain(DEMO_ACCOUNT.email);
      expect(output).not.toContain(DEMO_ACCOUNT.password);
    } finally {
      server.kill('SIGTERM');
      await server.exited;
    }
  });
});
