import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInventoryItem } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInClaimant } from '../claims/claim-requests';
import { fileForm, inventoryClient } from './inventory-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An item as the user entered it, without what the server gives it (id, claim). */
const entered = ({ id: _id, claim_id: _claim, ...item }: TInventoryItem) => item;

describe('exporting the inventory', () => {
  it('downloads CSV that imports back into another claim as the same items, valued the same', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const inventory = inventoryClient(t.app, user.access);
    const [from, to] = [(await claims.create()).id, (await claims.create()).id];
    await inventory.create(from);
    await inventory.create(from, {
      room: 'Kitchen, upstairs',
      category: 'small_appliances',
      description: 'Kettle "Pro"\nwith spare lid',
      brand_model: '=HYPERLINK("http://evil.example")',
      quantity: 2,
      age_months: null,
      purchase_date: '2023-01-15',
      purchase_price_cents: 5,
      unit_replacement_cost_cents: 12_345,
      condition: 'fair',
      life_years_override: 9,
      valuation_note: '  Café model; lasts longer. ',
    });
    await inventory.create(from, { category: 'art_collectibles', description: 'Print', unit_replacement_cost_cents: 99_999_999 });

    const response = await inventory.export(from);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="claim-${from}-inventory.csv"; filename*=UTF-8''claim-${from}-inventory.csv`,
    );
    expect(response.body.startsWith('\uFEFFRoom,Category,Description,Brand/Model,')).toBe(true);
    // The formula is written as text, so a spreadsheet does not run it.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    const imported = await inventory.import(to, fileForm(response.rawPayload));
    expect(imported.statusCode, imported.body).toBe(201);
    const [original, copy] = [await inventory.read(from), await inventory.read(to)];
    expect(copy.items.map(entered)).toEqual(original.items.map(entered));
    expect(copy.totals).toEqual(original.totals);
  });

  it('exports an empty inventory as the header alone', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const claimId = (await claims.create()).id;
    const response = await inventoryClient(t.app, user.access).export(claimId);
    expect(response.body.trim().split('\r\n')).toHaveLength(1);
  });
});
