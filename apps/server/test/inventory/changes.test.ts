import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  INVENTORY_BATCH_MAX,
  INVENTORY_ITEMS_MAX,
  InventoryMessage,
  ZInventoryItemWithMessage,
  ZInventoryItemsWithMessage,
} from '@benji/shared';
import { Limits } from '../../src/lib/rate-limiter';
import { bearer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimWithInventory, validItem } from './inventory-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kitchen = (count: number) =>
  Array.from({ length: count }, (_, index) => validItem({ room: 'Kitchen', category: 'kitchenware', description: `Pan ${index + 1}` }));

describe("adding a room's worth", () => {
  it('stores every line in the order sent', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const response = await inventory.addMany(claimId, { items: kitchen(3) });
    expect(response.statusCode).toBe(201);
    const { message, items } = ZInventoryItemsWithMessage.parse(response.json());
    expect(message).toBe(InventoryMessage.addedMany(3));
    expect(items.map((item) => item.description)).toEqual(['Pan 1', 'Pan 2', 'Pan 3']);
    expect((await inventory.read(claimId)).items).toEqual(items);
  });

  it('stores nothing when one line is bad, and names the line and field', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const items = kitchen(4);
    items[2] = { ...items[2], quantity: 0 };
    items[3] = { ...items[3], age_months: null, purchase_date: '2025-01-01' };
    const schema = await inventory.addMany(claimId, { items });
    expect(schema.statusCode).toBe(400);
    expect(schema.json()).toEqual({ 'items.2.quantity': [InventoryMessage.quantity(9_999)] });
    items[2] = kitchen(1)[0]!;
    const claimRule = await inventory.addMany(claimId, { items });
    expect(claimRule.statusCode).toBe(400);
    expect(claimRule.json()).toEqual({ 'items.3.purchase_date': [InventoryMessage.purchaseAfterIncident('2024-04-02')] });
    expect((await inventory.read(claimId)).items).toEqual([]);
  });

  it.each([
    ['no lines', { items: [] }, InventoryMessage.batchEmpty],
    ['too many lines', { items: kitchen(INVENTORY_BATCH_MAX + 1) }, InventoryMessage.batchTooLarge(INVENTORY_BATCH_MAX)],
    ['no list at all', {}, InventoryMessage.batchEmpty],
  ])('refuses %s', async (_name, payload, message) => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const response = await inventory.addMany(claimId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().items).toEqual([message]);
  });

  it('refuses lines past the cap of a claim, storing none of them', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    await t.execute(sql`insert into inventory_items (claim_id, room, category, description, quantity, age_months, unit_replacement_cost_cents)
      select ${claimId}, 'Attic', 'other', 'Box ' || i, 1, 12, 100 from generate_series(1, ${INVENTORY_ITEMS_MAX - 1}) as i`);
    const response = await inventory.addMany(claimId, { items: kitchen(2) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: InventoryMessage.tooManyItems(INVENTORY_ITEMS_MAX) });
    expect((await inventory.read(claimId)).items).toHaveLength(INVENTORY_ITEMS_MAX - 1);
    expect((await inventory.addMany(claimId, { items: kitchen(1) })).statusCode).toBe(201);
  });
});

describe('changing an item', () => {
  it('changes only the fields sent, and values it again', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const item = await inventory.create(claimId);
    const response = await inventory.change(claimId, item.id, { quantity: 2, condition: 'poor' });
    expect(response.statusCode).toBe(200);
    const changed = ZInventoryItemWithMessage.parse(response.json()).item;
    expect(changed).toMatchObject({
      id: item.id,
      quantity: 2,
      condition: 'poor',
      description: item.description,
      brand_model: item.brand_model,
    });
    expect(changed.valuation).toMatchObject({ rcv_cents: 300_000, depreciation_basis_points: 4_000, acv_cents: 180_000 });
  });

  it('swaps the age for a purchase date when the age is cleared in the same change', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const item = await inventory.create(claimId);
    expect((await inventory.change(claimId, item.id, { purchase_date: '2022-04-02' })).json()).toEqual({
      age_months: [InventoryMessage.notBoth],
    });
    const response = await inventory.change(claimId, item.id, { purchase_date: '2022-04-02', age_months: null });
    expect(ZInventoryItemWithMessage.parse(response.json()).item.valuation.age_months).toBe(24);
  });

  it('refuses a change that breaks a rule, and keeps the item as it was', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const item = await inventory.create(claimId);
    for (const [change, field] of [
      [{ life_years_override: 40 }, 'valuation_note'],
      [{ purchase_date: '2024-05-01', age_months: null }, 'purchase_date'],
      [{ quantity: -2 }, 'quantity'],
      [{ category: 'spaceships' }, 'category'],
    ] as const) {
      const response = await inventory.change(claimId, item.id, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
    expect((await inventory.read(claimId)).items).toEqual([item]);
  });

  it('answers 404 for an item that is not on this claim', async () => {
    const { claimId, claims, inventory } = await claimWithInventory(t.app);
    const other = await claims.create();
    const item = await inventory.create(other.id);
    for (const response of [
      await inventory.change(claimId, item.id, { quantity: 2 }),
      await inventory.duplicate(claimId, item.id),
      await inventory.remove(claimId, item.id),
      await inventory.change(claimId, 2_147_483_647, { quantity: 2 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: InventoryMessage.notFound,
        message: InventoryMessage.notFound,
        code: 'inventory.notFound',
      });
    }
    expect((await inventory.read(other.id)).items).toEqual([item]);
  });

  it('refuses an item id that cannot name a row', async () => {
    const { claimId, access } = await claimWithInventory(t.app);
    for (const itemId of ['abc', '0', '2147483648']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/my-claims/${claimId}/inventory/${itemId}/`,
        headers: bearer(access),
      });
      expect(response.statusCode, itemId).toBe(400);
      expect(response.json()).toEqual({ itemId: ['An inventory item id is a positive whole number.'] });
    }
  });
});

describe('duplicating and deleting', () => {
  it('duplicates an item as a new line at the end, with the same fields', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const item = await inventory.create(claimId, { life_years_override: 20, valuation_note: 'Hardwood.' });
    const response = await inventory.duplicate(claimId, item.id);
    expect(response.statusCode).toBe(201);
    const { message, item: copy } = ZInventoryItemWithMessage.parse(response.json());
    expect(message).toBe(InventoryMessage.duplicated);
    expect(copy.id).toBeGreaterThan(item.id);
    expect({ ...copy, id: item.id }).toEqual(item);
    expect((await inventory.read(claimId)).items.map((line) => line.id)).toEqual([item.id, copy.id]);
  });

  it('deletes an item once; the second time it is not found', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const [kept, gone] = [await inventory.create(claimId), await inventory.create(claimId, { description: 'Armchair' })];
    const response = await inventory.remove(claimId, gone.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: InventoryMessage.deleted });
    expect((await inventory.remove(claimId, gone.id)).statusCode).toBe(404);
    expect((await inventory.read(claimId)).items).toEqual([kept]);
  });

  it('goes with the claim: deleting the claim deletes its inventory', async () => {
    const { claimId, claims, inventory } = await claimWithInventory(t.app);
    await inventory.create(claimId);
    expect((await claims.remove(claimId, { confirm: true })).statusCode).toBe(200);
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from inventory_items where claim_id = ${claimId}`,
    )) as unknown as {
      rows: [{ n: number }];
    };
    expect(rows.rows[0].n).toBe(0);
  });
});

describe('inventory writes per user', () => {
  it(`are limited to ${Limits.inventoryWritesPerUser.max} in 15 minutes, with a 429 that says so; reading goes on`, async () => {
    const { claimId, userId, inventory } = await claimWithInventory(t.app);
    // The limiter's own count, brought to one short of the limit without 299 requests.
    for (let i = 1; i < Limits.inventoryWritesPerUser.max; i += 1)
      expect(await t.app.limiter.consume([[Limits.inventoryWritesPerUser, String(userId)]])).toBeNull();
    const last = await inventory.create(claimId);
    for (const refused of [await inventory.add(claimId, validItem()), await inventory.remove(claimId, last.id)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ detail: InventoryMessage.writingTooFast, message: InventoryMessage.writingTooFast });
    }
    expect((await inventory.read(claimId)).items).toEqual([last]);
  });
});
