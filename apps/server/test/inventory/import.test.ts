import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  INVENTORY_IMPORT_ERRORS_MAX,
  INVENTORY_IMPORT_MAX_BYTES,
  INVENTORY_IMPORT_MAX_ROWS,
  INVENTORY_ITEMS_MAX,
  InventoryMessage,
  ZInventoryImportRefusal,
  ZInventoryImportResult,
} from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { fileForm, claimWithInventory } from './inventory-requests';

let t: TestApp;
beforeAll(async () => {
  // Limits scaled out of the way: several imports per account here are about content, not pace.
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(() => t.close());

/** A sheet as people keep them: a BOM, CRLF, its own header names, quoted commas, dollar signs and blank lines. */
const MESSY = [
  '\uFEFFRoom,Item,Brand,Category,Qty,Age (years),Purchase date,Price paid,RCV,Condition,Notes',
  'Living room,"Sofa, 3-seat",IKEA,Furniture,1,3,,"$899.00","$1,500.00",Average,',
  '',
  'Kitchen,"Pots ""Pro"" set",,kitchen,2,,2021-04-02,,"$ 149.99",,',
  ' , , , , , , , , , , ',
  'Bedroom,Ring,,Jewelry,1,20,,,"2 500,00 $",like new,From grandma',
  '',
].join('\r\n');

describe('importing a CSV sheet', () => {
  it('imports a messy sheet: quoted commas, BOM, $ and thousands separators, blank lines', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const response = await inventory.import(claimId, fileForm(MESSY));
    expect(response.statusCode, response.body).toBe(201);
    expect(ZInventoryImportResult.parse(response.json())).toEqual({ message: InventoryMessage.imported(3), imported: 3 });
    const { items, totals } = await inventory.read(claimId);
    expect(
      items.map((item) => [
        item.room,
        item.description,
        item.brand_model,
        item.category,
        item.quantity,
        item.unit_replacement_cost_cents,
        item.condition,
      ]),
    ).toEqual([
      ['Living room', 'Sofa, 3-seat', 'IKEA', 'furniture', 1, 150_000, 'good'],
      ['Kitchen', 'Pots "Pro" set', '', 'kitchenware', 2, 14_999, 'good'],
      ['Bedroom', 'Ring', '', 'jewellery', 1, 250_000, 'excellent'],
    ]);
    expect(items.map((item) => [item.age_months, item.purchase_date, item.purchase_price_cents])).toEqual([
      [36, null, 89_900],
      [null, '2021-04-02', null],
      [240, null, null],
    ]);
    expect(items[2]!.valuation_note).toBe('From grandma');
    expect(totals.overall.rcv_cents).toBe(150_000 + 29_998 + 250_000);
  });

  it('reports every bad row by number and column, and imports nothing', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const sheet = [
      'Room,Description,Category,Quantity,Age (years),Purchase date,Replacement cost',
      'Den,Lamp,Electronics,1,2,,40',
      'Den,Canoe,Boats,1,2,,900',
      '',
      'Den,Chair,Furniture,0,2,,"$1,2,3"',
      'Den,,Furniture,1,2,,10',
      'Den,Desk,Furniture,1,,03/04/2021,300',
      'Den,Shelf,Furniture,1,,2024-06-01,120',
      'Den,Rug,Furniture,1,,,80',
    ].join('\n');
    const response = await inventory.import(claimId, fileForm(sheet));
    expect(response.statusCode).toBe(400);
    const refusal = ZInventoryImportRefusal.parse(response.json());
    expect(refusal.detail).toBe(InventoryMessage.importRefused(6));
    expect(refusal.rows).toEqual([
      { row: 3, field: 'Category', message: InventoryMessage.categoryUnknown },
      { row: 5, field: 'Replacement cost', message: 'Enter an amount such as 1,299.99 or $40.' },
      { row: 5, field: 'Quantity', message: InventoryMessage.quantity(9_999) },
      { row: 6, field: 'Description', message: 'This field may not be blank.' },
      { row: 7, field: 'Purchase date', message: 'Write the date as YYYY-MM-DD (03/04/2021 could be March or April).' },
      { row: 8, field: 'Purchase date', message: InventoryMessage.purchaseAfterIncident('2024-04-02') },
      { row: 9, field: 'Age (years)', message: InventoryMessage.ageOrDate },
    ]);
    expect((await inventory.read(claimId)).items).toEqual([]);
  });

  it(`lists the first ${INVENTORY_IMPORT_ERRORS_MAX} problems of a sheet that is wrong throughout, and counts every bad row`, async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const sheet = [
      'Room,Description,Category,Age,Replacement cost',
      ...Array.from({ length: 500 }, (_, i) => `Den,Box ${i},Boats,1,4`),
    ].join('\n');
    const refusal = ZInventoryImportRefusal.parse((await inventory.import(claimId, fileForm(sheet))).json());
    expect(refusal.detail).toBe(InventoryMessage.importRefused(500));
    expect(refusal.rows).toHaveLength(INVENTORY_IMPORT_ERRORS_MAX);
    expect(refusal.rows.at(-1)).toEqual({
      row: INVENTORY_IMPORT_ERRORS_MAX + 1,
      field: 'Category',
      message: InventoryMessage.categoryUnknown,
    });
  });

  it('names the columns a header lacks, as a problem of row 1', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const response = await inventory.import(claimId, fileForm('Room,Thing,Cost\nDen,Lamp,40\n'));
    expect(response.statusCode).toBe(400);
    expect(ZInventoryImportRefusal.parse(response.json()).rows).toEqual([
      {
        row: 1,
        field: 'header',
        message: InventoryMessage.importMissingColumns(['Category', 'Description', 'Replacement cost', 'Age (years) or Purchase date']),
      },
    ]);
  });

  it('reports a quoted value that never closes', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const response = await inventory.import(
      claimId,
      fileForm('Room,Description,Category,Age,Replacement cost\nDen,"Lamp,Electronics,2,40\nDen,Rug,Other,1,5\n'),
    );
    expect(response.statusCode).toBe(400);
    expect(ZInventoryImportRefusal.parse(response.json()).rows[0]).toMatchObject({ row: 2, field: 'row' });
    expect((await inventory.read(claimId)).items).toEqual([]);
  });

  it('reads a sheet saved as Windows-1252 and one separated by semicolons', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const latin = Buffer.from('Room,Description,Category,Age,Replacement cost\nCuisine,Cafeti\u00e8re,Kitchenware,1,40\n', 'latin1');
    expect((await inventory.import(claimId, fileForm(latin))).statusCode).toBe(201);
    const semicolons = 'Pièce;Room;Description;Category;Age;Replacement cost\nx;Salon;Canapé;Furniture;2;"1 299,99 $"\n';
    expect((await inventory.import(claimId, fileForm(semicolons))).statusCode).toBe(201);
    expect((await inventory.read(claimId)).items.map((item) => [item.description, item.unit_replacement_cost_cents])).toEqual([
      ['Cafetière', 4_000],
      ['Canapé', 129_999],
    ]);
  });

  it.each([
    ['no file', () => fileForm('ignored', 'x.csv', 'other'), { file: [InventoryMessage.importNoFile] }],
    ['an empty file', () => fileForm(''), { file: [InventoryMessage.importNoFile] }],
    ['a JSON body', () => ({ rows: [] }), { file: [InventoryMessage.importNoFile] }],
    ['a file over 1 MB', () => fileForm('x'.repeat(INVENTORY_IMPORT_MAX_BYTES + 1)), { file: [InventoryMessage.importTooLarge] }],
    [
      'binary that is no sheet',
      () => fileForm(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2]), 'sheet.csv'),
      { detail: InventoryMessage.importNotCsv },
    ],
    ['a header alone', () => fileForm('Room,Description,Category,Age,Replacement cost\n\n'), { detail: InventoryMessage.importNoRows }],
  ])('refuses %s', async (_name, payload, body) => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const response = await inventory.import(claimId, payload());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(body);
  });

  it(`imports ${INVENTORY_IMPORT_MAX_ROWS} rows and refuses one more`, async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    const sheet = (rows: number) =>
      [
        'Room,Description,Category,Age,Replacement cost',
        ...Array.from({ length: rows }, (_, i) => `Garage,Box ${i + 1},Other,1,"$1,000.50"`),
      ].join('\n');
    const tooMany = await inventory.import(claimId, fileForm(sheet(INVENTORY_IMPORT_MAX_ROWS + 1)));
    expect(tooMany.json()).toMatchObject({ detail: InventoryMessage.importTooManyRows });
    const response = await inventory.import(claimId, fileForm(sheet(INVENTORY_IMPORT_MAX_ROWS)));
    expect(response.json()).toEqual({ message: InventoryMessage.imported(INVENTORY_IMPORT_MAX_ROWS), imported: INVENTORY_IMPORT_MAX_ROWS });
    expect((await inventory.read(claimId)).totals.overall.rcv_cents).toBe(INVENTORY_IMPORT_MAX_ROWS * 100_050);
  });

  it('imports nothing when the rows would pass the cap of a claim', async () => {
    const { claimId, inventory } = await claimWithInventory(t.app);
    await t.execute(sql`insert into inventory_items (claim_id, room, category, description, quantity, age_months, unit_replacement_cost_cents)
      select ${claimId}, 'Attic', 'other', 'Box ' || i, 1, 12, 100 from generate_series(1, ${INVENTORY_ITEMS_MAX - 1}) as i`);
    const response = await inventory.import(
      claimId,
      fileForm('Room,Description,Category,Age,Replacement cost\nDen,Lamp,Other,1,4\nDen,Rug,Other,1,5\n'),
    );
    expect(response.statusCode).toBe(409);
    expect((await inventory.read(claimId)).items).toHaveLength(INVENTORY_ITEMS_MAX - 1);
  });
});
