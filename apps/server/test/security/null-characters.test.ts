import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '@benji/shared';
import { pathOfNullCharacter } from '../../src/lib/null-characters';
import { bearer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInClaimant, validFields } from '../claims/claim-requests';

// PostgreSQL text cannot hold U+0000; found by the hostile-input property test as a 500 on PATCH update-profile.

const refusal = (field: string) => ({ [field]: ['This field cannot contain a null character.'] });

describe('pathOfNullCharacter', () => {
  it('names the first field holding U+0000, nested or not, and nothing for clean values', () => {
    expect(pathOfNullCharacter({ a: 'fine', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(pathOfNullCharacter({ 'profile.bio': '\u0000' })).toBe('profile.bio');
    expect(pathOfNullCharacter('\u0000')).toBe('non_field_errors');
    expect(pathOfNullCharacter({ a: 'fine', n: 3, z: null, list: [1, 'two'] })).toBeNull();
    expect(pathOfNullCharacter(Buffer.from([0, 0, 0]))).toBeNull();
  });
});

describe('a null character anywhere in a request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused on the field that holds it, in a JSON profile update, and the profile is unchanged', async () => {
    const { user } = await signedInClaimant(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: authPaths.profile,
      headers: bearer(user.access),
      payload: { 'profile.bio': 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('profile.bio'));
    const profile = await t.app.inject({ method: 'GET', url: authPaths.profile, headers: bearer(user.access) });
    expect(profile.json().user.profile.bio).toBe(user.user.profile.bio);
  });

  it('is refused in a multipart claim, and no claim is stored', async () => {
    const { claims } = await signedInClaimant(t.app);
    const response = await claims.submit(validFields({ description: 'Water\u0000everywhere' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('description'));
    expect((await claims.list()).json()).toEqual([]);
  });

  it('is refused in a query string', async () => {
    const { user } = await signedInClaimant(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/my-claims/?status=%00', headers: bearer(user.access) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('status'));
  });

  it('lets the same requests through without it', async () => {
    const { claims, user } = await signedInClaimant(t.app);
    expect((await claims.submit(validFields({ description: 'Water everywhere' }))).statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'PATCH',
      url: authPaths.profile,
      headers: bearer(user.access),
      payload: { 'profile.bio': 'ab' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profile.bio).toBe('ab');
  });
});
