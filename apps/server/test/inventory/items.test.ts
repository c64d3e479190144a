import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InventoryMessage, ZInventoryItemWithMessage, ZInventoryList } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimWithInventory, validItem } from './inventory-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new account with one claim (date of incident 2024-04-02) and its inventory calls. */
describe('adding one item', () => {
  it('stores it and answers it valued: a 3-year-old sofa of a 15-year life has lost 20%', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const response = await inventory.add(claimId, validItem());
    expect(response.statusCode).toBe(201);
    const { message, item } = ZInventoryItemWithMessage.parse(response.json());
    expect(message).toBe(InventoryMessage.added);
    expect(item).toMatchObject({ claim_id: claimId, room: 'Living room', brand_model: 'IKEA Kivik', purchase_price_cents: 89_900 });
    expect(item.valuation).toEqual({
      age_months: 36,
      life_years: 15,
      depreciation_basis_points: 2_000,
      rcv_cents: 150_000,
      depreciation_cents: 30_000,
      acv_cents: 120_000,
    });
    expect((await inventory.read(claimId)).items).toEqual([item]);
  });

  it('counts the age from the purchase date to the date of incident, and fills what fast entry leaves out', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const { room, category, description, unit_replacement_cost_cents } = validItem();
    const item = await inventory.create(claimId, {
      room,
      category,
      description,
      unit_replacement_cost_cents,
      purchase_date: '2021-04-02',
      age_months: null,
      brand_model: undefined,
      quantity: undefined,
      condition: undefined,
      purchase_price_cents: undefined,
    });
    expect(item).toMatchObject({ quantity: 1, condition: 'good', brand_model: '', purchase_price_cents: null, valuation_note: '' });
    expect([item.valuation.age_months, item.valuation.acv_cents]).toEqual([36, 120_000]);
  });

  it.each([
    ['no room', { room: '  ' }, 'room', 'This field may not be blank.'],
    ['an unknown category', { category: 'boats' }, 'category', InventoryMessage.categoryUnknown],
    ['a quantity of 0', { quantity: 0 }, 'quantity', InventoryMessage.quantity(9_999)],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity', InventoryMessage.quantity(9_999)],
    [
      'a price in dollars with cents as a fraction',
      { unit_replacement_cost_cents: 12.5 },
      'unit_replacement_cost_cents',
      InventoryMessage.moneyCents,
    ],
    ['a negative price', { purchase_price_cents: -1 }, 'purchase_price_cents', InventoryMessage.moneyCents],
    ['a price as text', { unit_replacement_cost_cents: '$1,500' }, 'unit_replacement_cost_cents', InventoryMessage.moneyCents],
    ['neither age nor purchase date', { age_months: null }, 'age_months', InventoryMessage.ageOrDate],
    ['both an age and a purchase date', { purchase_date: '2021-01-01' }, 'age_months', InventoryMessage.notBoth],
    ['an impossible purchase date', { age_months: null, purchase_date: '2021-02-30' }, 'purchase_date', InventoryMessage.dateInvalid],
    ['a life override with no note', { life_years_override: 30 }, 'valuation_note', InventoryMessage.noteForOverride],
    ['an unknown condition', { condition: 'mint-ish' }, 'condition', InventoryMessage.conditionUnknown],
    [
      'a description over 500 characters',
      { description: 'x'.repeat(501) },
      'description',
      'Ensure this field has not more than 500 characters.',
    ],
  ])('refuses %s, naming the field', async (_name, change, field, message) => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const response = await inventory.add(claimId, validItem(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
    expect((await inventory.read(claimId)).items).toEqual([]);
  });

  it('refuses a purchase date after the date of incident', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const response = await inventory.add(claimId, validItem({ age_months: null, purchase_date: '2024-04-03' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ purchase_date: [InventoryMessage.purchaseAfterIncident('2024-04-02')] });
  });

  it('takes a life override with its note, and values the item by it', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const item = await inventory.create(claimId, { life_years_override: 30, valuation_note: 'Solid oak frame; lasts decades.' });
    expect([item.valuation.life_years, item.valuation.depreciation_basis_points]).toEqual([30, 1_000]);
  });
});

describe('the list and its totals', () => {
  it('answers an empty inventory with zero totals, valued at the date of incident, its life table named', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const list = await inventory.read(claimId);
    expect(list).toMatchObject({ valuation_date: '2024-04-02', items: [], totals: { by_room: [], by_category: [] } });
    expect(list.totals.overall).toEqual({ rcv_cents: 0, depreciation_cents: 0, acv_cents: 0, item_count: 0 });
    expect(list.useful_life_source).toMatch(/Claims Pages Depreciation Guide/);
  });

  it('totals by room and by category, each the sum of the items', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    await inventory.create(claimId);
    await inventory.create(claimId, {
      room: 'Kitchen',
      category: 'kitchenware',
      description: 'Pots',
      quantity: 3,
      unit_replacement_cost_cents: 4_999,
    });
    await inventory.create(claimId, {
      room: 'Kitchen',
      category: 'jewellery',
      description: 'Ring',
      age_months: 240,
      unit_replacement_cost_cents: 250_000,
    });
    const list = ZInventoryList.parse((await inventory.list(claimId)).json());
    const sum = (field: 'rcv_cents' | 'depreciation_cents' | 'acv_cents') =>
      list.items.reduce((total, item) => total + item.valuation[field], 0);
    expect(list.totals.overall).toEqual({
      rcv_cents: sum('rcv_cents'),
      depreciation_cents: sum('depreciation_cents'),
      acv_cents: sum('acv_cents'),
      item_count: 5,
    });
    // Pots: 14,997 cents less 30% (3 of 10 years) = 4,499 of depreciation; the ring is not depreciated.
    expect(list.totals.by_room).toEqual([
      { key: 'Kitchen', rcv_cents: 264_997, depreciation_cents: 4_499, acv_cents: 260_498, item_count: 4 },
      { key: 'Living room', rcv_cents: 150_000, depreciation_cents: 30_000, acv_cents: 120_000, item_count: 1 },
    ]);
    expect(list.totals.by_category.map((group) => [group.key, group.acv_cents])).toEqual([
      ['furniture', 120_000],
      ['jewellery', 250_000],
      ['kitchenware', 10_498],
    ]);
  });
});
