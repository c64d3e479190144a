import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClaimList } from '@benji/shared';
import { bearer, loginUser, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInClaimant } from './claim-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const descriptions = async (list: () => Promise<{ json(): unknown }>) =>
  ZClaimList.parse((await list()).json()).map((claim) => claim.description);

describe('the claim list and the session check, kept in memory', () => {
  it('are served from memory until the database announces a change, whoever made it', async () => {
    const { claims } = await signedInClaimant(t.app);
    const claim = await claims.create({ description: 'Water in the basement' });
    expect(await descriptions(claims.list)).toEqual(['Water in the basement']);

    // With the announcement switched off, a change made behind the app's back is not seen: the
    // list really comes from memory. (Never done outside this test.)
    await t.execute(sql`alter table claims disable trigger claims_announce_change`);
    await t.execute(sql`update claims set description = 'Changed unannounced' where id = ${claim.id}`);
    await t.execute(sql`alter table claims enable trigger claims_announce_change`);
    expect(await descriptions(claims.list)).toEqual(['Water in the basement']);

    // Announced (as every change is), it is seen at once.
    await t.execute(sql`update claims set description = 'Changed by the adjuster portal' where id = ${claim.id}`);
    expect(await descriptions(claims.list)).toEqual(['Changed by the adjuster portal']);
  });

  it('show every change made through the API at the next read', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    for (let round = 1; round <= 5; round += 1) {
      await claims.create({ description: `Claim ${round}` });
      expect(await descriptions(claims.list)).toHaveLength(round);
    }
    const [newest] = ZClaimList.parse((await claims.list()).json());
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/my-claims/${newest!.id}/`,
      headers: bearer(user.access),
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await descriptions(claims.list)).toHaveLength(4);
  });

  it('refuse a session the moment it is signed out, even one the server had in memory', async () => {
    const user = await registerUser(t.app);
    const other = await loginUser(t.app, user.email, user.password);
    const list = (access: string) => t.app.inject({ method: 'GET', url: '/api/my-claims/', headers: bearer(access) });
    expect((await list(other.access)).statusCode).toBe(200);
    expect((await list(other.access)).statusCode).toBe(200);
    await t.execute(sql`update sessions set revoked_at = now() where user_id = ${user.user.pk} and revoked_at is null`);
    expect((await list(other.access)).statusCode).toBe(401);
    expect((await list(user.access)).statusCode).toBe(401);
  });

  it("refuse a deleted user's token, and answer 402 the moment a trial is ended by hand", async () => {
    const ending = await registerUser(t.app);
    const deleted = await registerUser(t.app);
    const list = (access: string) => t.app.inject({ method: 'GET', url: '/api/my-claims/', headers: bearer(access) });
    expect((await list(ending.access)).statusCode).toBe(200);
    expect((await list(deleted.access)).statusCode).toBe(200);
    await t.execute(sql`update users set signup_date = now() - interval '100 hours' where id = ${ending.user.pk}`);
    await t.execute(sql`delete from users where id = ${deleted.user.pk}`);
    expect((await list(ending.access)).statusCode).toBe(402);
    expect((await list(deleted.access)).statusCode).toBe(401);
  });
});
