import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { ZApiCredentials, newUserInput } from '../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/register/', payload: payload as object, remoteAddress });

describe('POST /api/register/', () => {
  it('creates an account on trial and signs it in', async () => {
    const input = newUserInput({ email: 'Ana.Ruiz@Example.com' });
    const response = await register(input);
    expect(response.statusCode).toBe(201);
    const body = ZApiCredentials.parse(response.json());
    expect(body.user).toMatchObject({ email: 'ana.ruiz@example.com', full_name: 'Ana Ruiz', is_trial: true, is_subscription: false });
    expect(body.user.profile.is_trial).toBe(true);
    expect(Date.parse(body.user.trial_ends_at) - Date.parse(body.user.signup_date)).toBe(72 * 3_600_000);
    expect(body.access.split('.')).toHaveLength(3);
    expect(body.refresh.length).toBeGreaterThan(30);

    const profile = await t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: { authorization: `Bearer ${body.access}` } });
    expect(profile.json().user.email).toBe('ana.ruiz@example.com');
  });

  it('accepts a missing phone number', async () => {
    const { phone_number: _omitted, ...input } = newUserInput();
    expect((await register(input)).statusCode).toBe(201);
  });

  it('refuses a 16-character phone with the inline form of the message', async () => {
    const response = await register(newUserInput({ phone_number: '1234567890123456' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ phone_number: ['Ensure this field has not more than 15 characters.'] });
  });

  it.each([
    ['a missing e-mail', { email: undefined }, 'email', 'This field is required.'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['a short password', { password: '1234567' }, 'password', 'Password must be at least 8 characters long.'],
    ['a blank name', { full_name: '   ' }, 'full_name', 'This field may not be blank.'],
    ['a missing address', { address: undefined }, 'address', 'This field is required.'],
    ['a number as name', { full_name: 42 }, 'full_name', 'Not a valid string.'],
  ])('refuses %s', async (_label, override, field, message) => {
    const response = await register(newUserInput(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
  });

  it('refuses an e-mail that already has an account, in any letter case, and keeps the first account', async () => {
    const input = newUserInput({ email: 'taken@example.com' });
    expect((await register(input)).statusCode).toBe(201);
    const again = await register({ ...input, email: 'TAKEN@example.com', password: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().email).toEqual(['A user with this email already exists.']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'taken@example.com', password: input.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses malformed JSON and oversized bodies', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('The request body is not valid JSON.');
    const huge = await register(newUserInput({ address: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
  });

  it('limits sign-ups per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await register(newUserInput(), '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await register(newUserInput(), '10.9.9.10')).statusCode).toBe(201);
  });
});
