import {
  INVENTORY_ATTACHMENT_MAX_BYTES,
  INVENTORY_ATTACHMENTS_PER_ITEM_MAX,
  INVENTORY_BATCH_MAX,
  INVENTORY_CATEGORY_TABLE,
  INVENTORY_CONDITION_TABLE,
  INVENTORY_QUANTITY_MAX,
  InventoryMessage,
  USEFUL_LIFE_SOURCE,
} from '@benji/shared';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/catalogues/en/inventory.json';

// The page shows categories, conditions and the form's checks from the catalogue; in English they
// must read exactly as @benji/shared (and so the server, the export and the PDF) writes them.
describe("the inventory catalogue's English", () => {
  it('names every category and condition as @benji/shared does', () => {
    expect(english.category).toEqual(Object.fromEntries(INVENTORY_CATEGORY_TABLE.map((row) => [row.id, row.label])));
    expect(english.condition).toEqual(Object.fromEntries(INVENTORY_CONDITION_TABLE.map((row) => [row.id, row.label])));
  });

  it("is the server's wording for the checks both make, and the useful lives' source", () => {
    const fill = (message: string, values: Record<string, number>) =>
      message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
    const { problems } = english;
    expect(fill(problems.quantity, { max: INVENTORY_QUANTITY_MAX })).toBe(InventoryMessage.quantity(INVENTORY_QUANTITY_MAX));
    expect(problems.batchEmpty).toBe(InventoryMessage.batchEmpty);
    expect(fill(problems.batchTooLarge, { max: INVENTORY_BATCH_MAX })).toBe(InventoryMessage.batchTooLarge(INVENTORY_BATCH_MAX));
    expect(fill(problems.attachmentTooMany, { max: INVENTORY_ATTACHMENTS_PER_ITEM_MAX })).toBe(InventoryMessage.attachmentTooMany);
    expect(fill(problems.attachmentTooLarge, { size: INVENTORY_ATTACHMENT_MAX_BYTES / 1024 / 1024 })).toBe(
      InventoryMessage.attachmentTooLarge,
    );
    expect(problems.photoWrongType).toBe(InventoryMessage.photoWrongType);
    expect(problems.receiptWrongType).toBe(InventoryMessage.receiptWrongType);
    expect(english.totals.usefulLifeSource).toBe(USEFUL_LIFE_SOURCE);
  });
});
