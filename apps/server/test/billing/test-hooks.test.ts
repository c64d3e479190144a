import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../support/test-app';
import { registerUser } from '../support/accounts';
import { profileOf } from './billing-requests';

const AGE = '/api/test/age-account/';

let hooked: TestApp;
let plain: TestApp;
beforeAll(async () => {
  hooked = await createTestApp({ E2E_TEST_HOOKS: 'true' });
  plain = await createTestApp();
});
afterAll(async () => {
  await hooked.close();
  await plain.close();
});

describe('the e2e test hooks', () => {
  it('are not mounted unless E2E_TEST_HOOKS is set', async () => {
    const user = await registerUser(plain.app);
    const response = await plain.app.inject({
      method: 'POST',
      url: AGE,
      payload: { email: user.email, hours: 80 },
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(404);
    expect(await profileOf(plain.app, user.access)).toMatchObject({ is_trial: true });
  });

  it('end a trial for a local caller when set', async () => {
    const user = await registerUser(hooked.app);
    const response = await hooked.app.inject({
      method: 'POST',
      url: AGE,
      payload: { email: user.email, hours: 80 },
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    expect(await profileOf(hooked.app, user.access)).toMatchObject({ is_trial: false, is_subscription: false });
  });

  it('refuse callers from other machines, and unknown e-mails', async () => {
    const user = await registerUser(hooked.app);
    const remote = await hooked.app.inject({
      method: 'POST',
      url: AGE,
      payload: { email: user.email, hours: 80 },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    expect(await profileOf(hooked.app, user.access)).toMatchObject({ is_trial: true });
    const unknown = await hooked.app.inject({
      method: 'POST',
      url: AGE,
      payload: { email: 'nobody@example.com', hours: 80 },
      remoteAddress: '127.0.0.1',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('cannot be switched on in production: the configuration is refused', () => {
    expect(() => loadConfig({ E2E_TEST_HOOKS: 'true', NODE_ENV: 'production' })).toThrow(/E2E_TEST_HOOKS/);
    expect(loadConfig({ E2E_TEST_HOOKS: 'true', NODE_ENV: 'test' }).E2E_TEST_HOOKS).toBe(true);
    // The rest of what production requires (test/security/production-config.test.ts), given.
    expect(
      loadConfig({ NODE_ENV: 'production', BILLING_MODE: 'test', JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://benji.example' })
        .E2E_TEST_HOOKS,
    ).toBe(false);
  });
});
