import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZSubscriptionPackageList } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { paths } from './billing-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/subcriptionlist/', () => {
  it('lists the three seeded packages in order, with amounts and status, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.packages });
    expect(response.statusCode).toBe(200);
    const packages = ZSubscriptionPackageList.parse(response.json());
    expect(packages.map(({ package_type, package_amount, package_status }) => ({ package_type, package_amount, package_status }))).toEqual([
      { package_type: 'Essential Plan', package_amount: '49.00', package_status: 'Active' },
      { package_type: 'Pro Plan - Monthly', package_amount: '20.00', package_status: 'Active' },
      { package_type: 'Pro Plan - Annual', package_amount: '180.00', package_status: 'Active' },
    ]);
  });

  it('keeps the Save 25% badge true: Annual is three quarters of twelve Monthly payments', async () => {
    const packages = ZSubscriptionPackageList.parse((await t.app.inject({ method: 'GET', url: paths.packages })).json());
    const amount = (type: string) => Number(packages.find((item) => item.package_type === type)?.package_amount);
    expect(amount('Pro Plan - Annual')).toBeCloseTo(0.75 * 12 * amount('Pro Plan - Monthly'), 2);
  });

  it('shows a package that is not Active with its status, so the card can say Unavailable', async () => {
    await t.database.db.execute(sql`update subscription_packages set package_status = 'Paused' where package_type = 'Pro Plan - Monthly'`);
    const packages = ZSubscriptionPackageList.parse((await t.app.inject({ method: 'GET', url: paths.packages })).json());
    expect(packages.find((item) => item.package_type === 'Pro Plan - Monthly')?.package_status).toBe('Paused');
    await t.database.db.execute(sql`update subscription_packages set package_status = 'Active' where package_type = 'Pro Plan - Monthly'`);
  });
});
