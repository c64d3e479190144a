import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuthMessage, claimsPaths } from '@benji/shared';
import type { TestApp } from '../support/test-app';
import { ageAccount, bearer, registerUser } from '../support/accounts';
import { createTestApp } from '../support/test-app';
import { claimForm, claimsClient, validFields } from './claim-requests';

let t: TestApp;
let claimId: number;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerUser(t.app);
  claimId = (await claimsClient(t.app, owner.access).create()).id;
});
afterAll(() => t.close());

/** Every claims endpoint, each with a body it would accept from a caller with access. */
const endpoints = () =>
  [
    { method: 'POST', url: claimsPaths.list, payload: claimForm(validFields()) },
    { method: 'GET', url: claimsPaths.list },
    { method: 'GET', url: claimsPaths.item(claimId) },
    { method: 'PATCH', url: claimsPaths.item(claimId), payload: { status: 'Paid' } },
    { method: 'DELETE', url: claimsPaths.item(claimId), payload: { confirm: true } },
    { method: 'GET', url: claimsPaths.policyDocument(claimId) },
  ] as const;

describe('access to my-claims/', () => {
  it('answers 401 without a token, before reading any body', async () => {
    for (const endpoint of endpoints()) {
      const response = await t.app.inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(response.json()).toMatchObject({ detail: AuthMessage.notAuthenticated, message: AuthMessage.notAuthenticated });
    }
    const invalid = await t.app.inject({ method: 'PATCH', url: claimsPaths.item(claimId), payload: { status: 'Nope' } });
    expect(invalid.statusCode).toBe(401);
  });

  it('answers 401 for a token that is not valid', async () => {
    const response = await t.app.inject({ method: 'GET', url: claimsPaths.list, headers: bearer('not.a.token') });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_not_valid');
  });

  it('answers 402 once the 72-hour trial is over, and keeps the claims', async () => {
    const user = await registerUser(t.app);
    const claims = claimsClient(t.app, user.access);
    const claim = await claims.create();
    await ageAccount(t, user.user.pk, 73);
    const own = [
      { method: 'POST', url: claimsPaths.list, payload: claimForm(validFields()) },
      { method: 'GET', url: claimsPaths.list },
      { method: 'GET', url: claimsPaths.item(claim.id) },
      { method: 'PATCH', url: claimsPaths.item(claim.id), payload: { status: 'Paid' } },
      { method: 'DELETE', url: claimsPaths.item(claim.id), payload: { confirm: true } },
      { method: 'GET', url: claimsPaths.policyDocument(claim.id) },
    ] as const;
    for (const endpoint of own) {
      const response = await t.app.inject({ ...endpoint, headers: bearer(user.access) });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(402);
      expect(response.json()).toMatchObject({ detail: AuthMessage.trialOver, message: AuthMessage.trialOver, code: 'trial_expired' });
    }
    await t.execute(sql`update users set is_subscription = true where id = ${user.user.pk}`);
    // A subscription opens the door again: nothing was lost while the account was paused.
    expect((await claims.list()).json()).toHaveLength(1);
  });
});
