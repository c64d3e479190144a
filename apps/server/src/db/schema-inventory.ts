// Drizzle's view of migrations/0015_inventory_items.sql. Change both together.
import { customType, index, integer, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { INVENTORY_ATTACHMENT_KINDS, INVENTORY_CATEGORIES, INVENTORY_CONDITIONS } from '@benji/shared';

/** A calendar day, read and written as 'YYYY-MM-DD'. */
const isoDate = customType<{ data: string; driverData: string }>({ dataType: () => 'date' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull(),
    room: varchar('room', { length: 80 }).notNull(),
    category: varchar('category', { length: 40, enum: INVENTORY_CATEGORIES }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    brandModel: varchar('brand_model', { length: 200 }).notNull().default(''),
    quantity: integer('quantity').notNull(),
    purchaseDate: isoDate('purchase_date'),
    ageMonths: integer('age_months'),
    purchasePriceCents: integer('purchase_price_cents'),
    unitReplacementCostCents: integer('unit_replacement_cost_cents').notNull(),
    condition: varchar('condition', { length: 20, enum: INVENTORY_CONDITIONS }).notNull().default('good'),
    lifeYearsOverride: integer('life_years_override'),
    valuationNote: varchar('valuation_note', { length: 500 }).notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('inventory_items_claim_idx').on(table.claimId, table.id)],
);
export type InventoryItemRow = typeof inventoryItems.$inferSelect;

// Drizzle's view of migrations/0018_inventory_attachments.sql (its delete trigger is SQL only). Change both together.
export const inventoryAttachments = pgTable(
  'inventory_attachments',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id').notNull(),
    kind: varchar('kind', { length: 10, enum: INVENTORY_ATTACHMENT_KINDS }).notNull(),
    fileId: uuid('file_id').notNull(),
    thumbnailFileId: uuid('thumbnail_file_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('inventory_attachments_item_idx').on(table.itemId, table.id)],
);
export type InventoryAttachmentRow = typeof inventoryAttachments.$inferSelect;
