import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInClaimant } from '../claims/claim-requests';
import { uploadsClient } from '../uploads/upload-requests';
import { inventoryClient } from './inventory-requests';
import { XLSX_TYPE, openWorkbook, valuesOf } from './xlsx-workbooks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

describe('exporting the inventory as an XLSX schedule', () => {
  it('holds every item with its valuation, a totals row equal to the API’s totals, and money as currency', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const inventory = inventoryClient(t.app, user.access);
    const claimId = (await claims.create()).id;
    await inventory.create(claimId);
    await inventory.create(claimId, {
      room: 'Kitchen',
      category: 'small_appliances',
      description: 'Kettle',
      brand_model: '=HYPERLINK("http://evil.example","click")',
      quantity: 2,
      age_months: null,
      purchase_date: '2023-01-15',
      unit_replacement_cost_cents: 12_345,
      condition: 'fair',
      life_years_override: 9,
      valuation_note: '+Café model; lasts longer.',
    });
    const { items, totals } = await inventory.read(claimId);

    const response = await inventory.exportXlsx(claimId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    const filename = `contents-${claimId}-${today()}.xlsx`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"; filename*=UTF-8''${filename}`);

    const workbook = await openWorkbook(response.rawPayload);
    const sheet = workbook.getWorksheet('Contents')!;
    const [header, ...rows] = valuesOf(sheet);
    expect(header).toEqual([
      'Room',
      'Category',
      'Item description',
      'Brand/Model',
      'Quantity',
      'Purchase date',
      'Age (months)',
      'Age at loss (years)',
      'Condition',
      'Replacement cost (each)',
      'Replacement cost (total)',
      'Depreciation',
      'Actual cash value',
      'Useful life (years)',
      'Note',
    ]);
    expect(rows).toHaveLength(items.length + 1);
    const cents = (value: unknown) => Math.round(Number(value) * 100);
    items.forEach((item, index) => {
      const row = rows[index]!;
      expect([row[0], row[2], row[3], row[4], row[5], row[14]]).toEqual([
        item.room,
        item.description,
        item.brand_model,
        item.quantity,
        item.purchase_date ?? '',
        item.valuation_note,
      ]);
      expect([row[9], row[10], row[11], row[12]].map(cents)).toEqual([
        item.unit_replacement_cost_cents,
        item.valuation.rcv_cents,
        item.valuation.depreciation_cents,
        item.valuation.acv_cents,
      ]);
    });
    const totalsRow = rows.at(-1)!;
    expect(totalsRow[0]).toBe('Total');
    expect([totalsRow[10], totalsRow[11], totalsRow[12]].map(cents)).toEqual([
      totals.overall.rcv_cents,
      totals.overall.depreciation_cents,
      totals.overall.acv_cents,
    ]);
    expect(sheet.getCell('K2').numFmt).toBe('"$"#,##0.00');

    // What the user typed stays text: no cell of the file is a formula.
    const injected = sheet.getCell('D3');
    expect(injected.value).toBe('=HYPERLINK("http://evil.example","click")');
    expect(injected.formula).toBeUndefined();
    expect(response.rawPayload.includes(Buffer.from('<f>'))).toBe(false);

    const byRoom = valuesOf(workbook.getWorksheet('Totals')!).filter((row) => row[0] === 'Room');
    expect(byRoom.map((row) => [row[1], cents(row[3]), cents(row[5])])).toEqual(
      totals.by_room.map((room) => [room.key, room.rcv_cents, room.acv_cents]),
    );
  });

  it('is named for the insurer’s claim number when the user gave one', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const claimId = (await claims.create()).id;
    const details = await uploadsClient(t.app, user.access).save({ add_claim_number: 'CLM 77/81' });
    expect(details.claim_id).toBe(claimId);
    const response = await inventoryClient(t.app, user.access).exportXlsx(claimId);
    expect(response.headers['content-disposition']).toContain(`filename="contents-CLM-77-81-${today()}.xlsx"`);
  });

  it('exports an empty inventory as the header and a zero totals row', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const claimId = (await claims.create()).id;
    const response = await inventoryClient(t.app, user.access).exportXlsx(claimId);
    const rows = valuesOf((await openWorkbook(response.rawPayload)).getWorksheet('Contents')!);
    expect(rows).toHaveLength(2);
    expect([rows[1]![0], rows[1]![10], rows[1]![12]]).toEqual(['Total', 0, 0]);
  });
});
