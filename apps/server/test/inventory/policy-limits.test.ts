import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, ZInventoryPolicyLimits, inventoryPaths } from '@benji/shared';
import { bearer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildPdf } from '../assistant/fixtures/pdf';
import { uploadsClient, validUploadFields } from '../uploads/upload-requests';
import { claimWithInventory } from './inventory-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A policy written for this test in the style of a homeowners form: a contents coverage, and the
// special limits section a user listing jewellery and coins meets.
const POLICY_PAGES = [
  [{ text: 'Coverage C - Personal Property. We cover personal property owned or used by an insured while it is anywhere in the world.' }],
  [
    { heading: 'Special Limits of Liability' },
    {
      text:
        'These limits do not increase the Coverage C limit. The special limit for each category is the total limit for each loss for all property in that category. ' +
        '$250 on money, bank notes, bullion, coins and medals. ' +
        '$1,500 for loss by theft of jewelry, watches, furs, precious and semiprecious stones.',
    },
  ],
];

async function claimWithPolicy(withPdf = true) {
  const owner = await claimWithInventory(t.app);
  const uploads = uploadsClient(t.app, owner.access);
  const file = withPdf ? [{ data: await buildPdf(POLICY_PAGES), filename: 'policy.pdf' }] : [];
  const response = await uploads.create({ ...validUploadFields(), claim_id: String(owner.claimId) }, file);
  expect(response.statusCode).toBe(201);
  return owner;
}

const limitsOf = async (claimId: number, access: string) =>
  t.app.inject({ method: 'GET', url: inventoryPaths.policyLimits(claimId), headers: bearer(access) });

describe('GET my-claims/{id}/inventory/policy-limits/', () => {
  it('finds the special limits the items meet in the claim’s own policy, with the page and what goes unpaid', async () => {
    const owner = await claimWithPolicy();
    const ring = await owner.inventory.create(owner.claimId, {
      category: 'jewellery',
      description: 'Engagement ring, white gold',
      unit_replacement_cost_cents: 420_000,
    });
    const watch = await owner.inventory.create(owner.claimId, {
      category: 'jewellery',
      description: 'Wristwatch',
      unit_replacement_cost_cents: 30_000,
    });
    const sofa = await owner.inventory.create(owner.claimId);
    const response = await limitsOf(owner.claimId, owner.access);
    expect(response.statusCode).toBe(200);
    const { policy, limits } = ZInventoryPolicyLimits.parse(response.json());
    expect(policy).toBe('read');
    const jewellery = limits.find((limit) => limit.limit_cents === 150_000);
    expect(jewellery).toMatchObject({
      page: 2,
      claimed_cents: 450_000,
      over_by_cents: 300_000,
      per_loss: true,
      theft_only: true,
    });
    expect(jewellery!.item_ids.sort()).toEqual([ring.id, watch.id].sort());
    expect(jewellery!.applies_to).toMatch(/jewelry/);
    expect(limits.flatMap((limit) => limit.item_ids)).not.toContain(sofa.id);
  });

  it('shows a limit the items stay within, with nothing unpaid', async () => {
    const owner = await claimWithPolicy();
    await owner.inventory.create(owner.claimId, {
      category: 'other',
      description: 'Jar of old coins',
      unit_replacement_cost_cents: 12_000,
    });
    const { limits } = ZInventoryPolicyLimits.parse((await limitsOf(owner.claimId, owner.access)).json());
    expect(limits).toEqual([expect.objectContaining({ limit_cents: 25_000, claimed_cents: 12_000, over_by_cents: 0, theft_only: false })]);
  });

  it('says when there is no policy to read, and when the inventory is empty', async () => {
    const noPolicy = await claimWithInventory(t.app);
    await noPolicy.inventory.create(noPolicy.claimId, { category: 'jewellery', description: 'Ring' });
    expect((await limitsOf(noPolicy.claimId, noPolicy.access)).json()).toEqual({ policy: 'none', limits: [] });
    const empty = await claimWithPolicy();
    expect((await limitsOf(empty.claimId, empty.access)).json()).toEqual({ policy: 'read', limits: [] });
  });

  it('answers 401 without a token, 404 for another user’s claim and 400 for a bad id', async () => {
    const owner = await claimWithPolicy();
    const noToken = await t.app.inject({ method: 'GET', url: inventoryPaths.policyLimits(owner.claimId) });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ detail: AuthMessage.notAuthenticated });
    const stranger = await claimWithInventory(t.app);
    expect((await limitsOf(owner.claimId, stranger.access)).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/my-claims/abc/inventory/policy-limits/', headers: bearer(owner.access) });
    expect(bad.statusCode).toBe(400);
  });
});
