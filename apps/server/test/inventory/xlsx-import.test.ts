import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_IMPORT_MAX_BYTES, INVENTORY_IMPORT_MAX_ROWS, InventoryMessage, ZInventoryImportRefusal } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { fileForm, claimWithInventory } from './inventory-requests';
import { XLSX_TYPE, workbookOf } from './xlsx-workbooks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(() => t.close());

const xlsxForm = (data: Buffer, filename = 'contents.xlsx') => fileForm(data, filename, undefined, XLSX_TYPE);

describe('importing an XLSX workbook', () => {
  it('imports typed cells: numbers, real dates, rich text, a formula’s result, its own header names', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const book = await workbookOf([
      ['Location', 'Item', 'Make/Model', 'Type', 'Qty', 'Date purchased', 'Age', 'Replacement value', 'Condition', 'Notes'],
      ['Living room', 'Sofa, 3-seat', 'IKEA', 'Furniture', 1, null, 3, 1500, 'Average', null],
      [],
      [
        'Kitchen',
        { richText: [{ text: 'Pots ' }, { text: '"Pro"', font: { bold: true } }] },
        null,
        'kitchen',
        2,
        new Date(Date.UTC(2021, 3, 2)),
        null,
        149.99,
      ],
      ['Office', 'Laptop', 'ThinkPad X1', 'Computers', { formula: '1+1', result: 2 }, null, '18 months', '$1,299.99', 'like new', 'Work'],
    ]);
    const response = await inventory.import(claimId, xlsxForm(book));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: InventoryMessage.imported(3), imported: 3 });
    const { items, totals } = await inventory.read(claimId);
    expect(
      items.map((item) => [
        item.room,
        item.description,
        item.brand_model,
        item.category,
        item.quantity,
        item.age_months,
        item.purchase_date,
      ]),
    ).toEqual([
      ['Living room', 'Sofa, 3-seat', 'IKEA', 'furniture', 1, 36, null],
      ['Kitchen', 'Pots "Pro"', '', 'kitchenware', 2, null, '2021-04-02'],
      ['Office', 'Laptop', 'ThinkPad X1', 'computers_phones', 2, 18, null],
    ]);
    expect(items.map((item) => [item.unit_replacement_cost_cents, item.condition])).toEqual([
      [150_000, 'good'],
      [14_999, 'good'],
      [129_999, 'excellent'],
    ]);
    expect(totals.overall.rcv_cents).toBe(150_000 + 29_998 + 259_998);
  });

  it('reports every bad row by its row number in the sheet and its column, and imports nothing', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const book = await workbookOf([
      ['Room', 'Description', 'Category', 'Quantity', 'Age (years)', 'Replacement cost'],
      ['Den', 'Lamp', 'Electronics', 1, 2, 40],
      ['Den', 'Canoe', 'Boats', 1, 2, 900],
      ['Den', 'Chair', 'Furniture', 0, 2, 'lots'],
      ['Den', null, 'Furniture', 1, 2, 10],
    ]);
    const response = await inventory.import(claimId, xlsxForm(book));
    expect(response.statusCode).toBe(400);
    const refusal = ZInventoryImportRefusal.parse(response.json());
    expect(refusal.detail).toBe(InventoryMessage.importRefused(3));
    expect(refusal.rows).toEqual([
      { row: 3, field: 'Category', message: InventoryMessage.categoryUnknown },
      { row: 4, field: 'Replacement cost', message: 'Enter an amount such as 1,299.99 or $40.' },
      { row: 4, field: 'Quantity', message: InventoryMessage.quantity(9_999) },
      { row: 5, field: 'Description', message: 'This field may not be blank.' },
    ]);
    expect((await inventory.read(claimId)).items).toEqual([]);
  });

  it('names the columns a sheet’s header lacks', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const response = await inventory.import(
      claimId,
      xlsxForm(
        await workbookOf([
          ['Room', 'Thing', 'Cost'],
          ['Den', 'Lamp', 40],
        ]),
      ),
    );
    expect(ZInventoryImportRefusal.parse(response.json()).rows).toEqual([
      {
        row: 1,
        field: 'header',
        message: InventoryMessage.importMissingColumns(['Category', 'Description', 'Replacement cost', 'Age (years) or Purchase date']),
      },
    ]);
  });

  it(`refuses a sheet of more than ${INVENTORY_IMPORT_MAX_ROWS} rows, and imports nothing`, async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const rows = Array.from({ length: INVENTORY_IMPORT_MAX_ROWS + 1 }, (_, i) => ['Garage', `Box ${i}`, 'Other', 1, 10]);
    const book = await workbookOf([['Room', 'Description', 'Category', 'Age', 'Replacement cost'], ...rows]);
    const response = await inventory.import(claimId, xlsxForm(book));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: InventoryMessage.importTooManyRows });
    expect((await inventory.read(claimId)).items).toEqual([]);
  });

  it.each([
    [
      'a damaged workbook (a zip header and noise)',
      () => xlsxForm(Buffer.from('PK\u0003\u0004rest-of-zip', 'latin1')),
      InventoryMessage.importXlsxUnreadable,
      'inventory.importXlsxUnreadable',
    ],
    [
      'a workbook cut short',
      async () => xlsxForm((await workbookOf([['Room'], ['Den']])).subarray(0, 600)),
      InventoryMessage.importXlsxUnreadable,
      'inventory.importXlsxUnreadable',
    ],
    [
      'an image named .xlsx',
      () => xlsxForm(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
      InventoryMessage.importNotCsv,
      'inventory.importNotCsv',
    ],
  ])('refuses %s with a sentence that says what to do', async (_name, payload, detail, code) => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const response = await inventory.import(claimId, await payload());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, message: detail, code });
    expect((await inventory.read(claimId)).items).toEqual([]);
  });

  it('refuses a workbook over 1 MB before reading it', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const padded = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(INVENTORY_IMPORT_MAX_BYTES)]);
    const response = await inventory.import(claimId, xlsxForm(padded));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [InventoryMessage.importTooLarge] });
  });
});
