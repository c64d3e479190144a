import { z } from 'zod';
import { FieldMessage } from '../field-messages';
import { isRealDate } from '../claims/incident-date';
import { textField } from '../validation/text-field';
import { DEFAULT_INVENTORY_CONDITION, INVENTORY_CONDITIONS } from './condition';
import {
  INVENTORY_AGE_MAX_MONTHS,
  INVENTORY_BATCH_MAX,
  INVENTORY_BRAND_MODEL_MAX_LENGTH,
  INVENTORY_DESCRIPTION_MAX_LENGTH,
  INVENTORY_LIFE_MAX_YEARS,
  INVENTORY_NOTE_MAX_LENGTH,
  INVENTORY_QUANTITY_MAX,
  INVENTORY_ROOM_MAX_LENGTH,
  INVENTORY_UNIT_COST_MAX_CENTS,
} from './limits';
import { InventoryMessage } from './messages';
import { INVENTORY_CATEGORIES } from './useful-life';

/** The inventory hangs under the claim it belongs to, beside my-claims/{id}/diary/. */
export const inventoryPaths = {
  items: (claimId: number) => `/api/my-claims/${claimId}/inventory/`,
  batch: (claimId: number) => `/api/my-claims/${claimId}/inventory/batch/`,
  import: (claimId: number) => `/api/my-claims/${claimId}/inventory/import/`,
  export: (claimId: number) => `/api/my-claims/${claimId}/inventory/export/`,
  /** The XLSX schedule for the insurer: the items, a totals row, and totals by room and category. */
  exportXlsx: (claimId: number) => `/api/my-claims/${claimId}/inventory/export/xlsx/`,
  /** The special limits of the claim's policy that reach the items (sub-limits on jewellery, money, firearms…). */
  policyLimits: (claimId: number) => `/api/my-claims/${claimId}/inventory/policy-limits/`,
  item: (claimId: number, itemId: number) => `/api/my-claims/${claimId}/inventory/${itemId}/`,
  duplicate: (claimId: number, itemId: number) => `/api/my-claims/${claimId}/inventory/${itemId}/duplicate/`,
  /** The printable schedule: the items, their photos' thumbnails, and totals by room and category. */
  exportPdf: (claimId: number) => `/api/my-claims/${claimId}/inventory/export/pdf/`,
  /** GET lists an item's photos and receipts; POST (multipart) adds one. */
  attachments: (claimId: number, itemId: number) => `/api/my-claims/${claimId}/inventory/${itemId}/attachments/`,
  /** GET downloads the file (its metadata taken out); DELETE removes it. */
  attachment: (claimId: number, itemId: number, attachmentId: number) =>
    `/api/my-claims/${claimId}/inventory/${itemId}/attachments/${attachmentId}/`,
  attachmentThumbnail: (claimId: number, itemId: number, attachmentId: number) =>
    `/api/my-claims/${claimId}/inventory/${itemId}/attachments/${attachmentId}/thumbnail/`,
} as const;

/** The multipart part that carries an imported file. */
export const INVENTORY_IMPORT_FIELD = 'file';

const text = (max: number, required: boolean) =>
  textField({ error: (issue) => (issue.input === undefined || issue.input === null ? FieldMessage.required : FieldMessage.notAString) })
    .trim()
    .min(required ? 1 : 0, { error: FieldMessage.blank })
    .max(max, { error: FieldMessage.maxLength(max) });

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

const cents = wholeNumber(0, INVENTORY_UNIT_COST_MAX_CENTS, InventoryMessage.moneyCents);

const isoDate = z.string({ error: InventoryMessage.dateInvalid }).refine(isRealDate, { error: InventoryMessage.dateInvalid });

/** An item's fields as the API speaks them; money is whole cents, never a float. */
const itemFields = {
  room: text(INVENTORY_ROOM_MAX_LENGTH, true),
  category: z.enum(INVENTORY_CATEGORIES, { error: InventoryMessage.categoryUnknown }),
  description: text(INVENTORY_DESCRIPTION_MAX_LENGTH, true),
  brand_model: text(INVENTORY_BRAND_MODEL_MAX_LENGTH, false),
  quantity: wholeNumber(1, INVENTORY_QUANTITY_MAX, InventoryMessage.quantity(INVENTORY_QUANTITY_MAX)),
  purchase_date: isoDate.nullable(),
  age_months: wholeNumber(0, INVENTORY_AGE_MAX_MONTHS, InventoryMessage.ageMonths(INVENTORY_AGE_MAX_MONTHS)).nullable(),
  purchase_price_cents: cents.nullable(),
  unit_replacement_cost_cents: cents,
  condition: z.enum(INVENTORY_CONDITIONS, { error: InventoryMessage.conditionUnknown }),
  life_years_override: wholeNumber(1, INVENTORY_LIFE_MAX_YEARS, InventoryMessage.lifeYears(INVENTORY_LIFE_MAX_YEARS)).nullable(),
  valuation_note: text(INVENTORY_NOTE_MAX_LENGTH, false),
};

/** A new item: what fast entry may leave out takes its usual value. */
const newItemFields = {
  ...itemFields,
  brand_model: itemFields.brand_model.default(''),
  quantity: itemFields.quantity.default(1),
  purchase_date: itemFields.purchase_date.default(null),
  age_months: itemFields.age_months.default(null),
  purchase_price_cents: itemFields.purchase_price_cents.default(null),
  condition: itemFields.condition.default(DEFAULT_INVENTORY_CONDITION),
  life_years_override: itemFields.life_years_override.default(null),
  valuation_note: itemFields.valuation_note.default(''),
};

interface AgeShape {
  purchase_date: string | null;
  age_months: number | null;
  life_years_override: number | null;
  valuation_note: string;
}

// Depreciation needs an age, and two ages could disagree; an override without a reason would not
// survive the adjuster's first question.
function checkItem(item: AgeShape, ctx: z.core.$RefinementCtx<AgeShape>): void {
  if (item.purchase_date === null && item.age_months === null)
    ctx.addIssue({ code: 'custom', path: ['age_months'], message: InventoryMessage.ageOrDate });
  if (item.purchase_date !== null && item.age_months !== null)
    ctx.addIssue({ code: 'custom', path: ['age_months'], message: InventoryMessage.notBoth });
  if (item.life_years_override !== null && item.valuation_note === '')
    ctx.addIssue({ code: 'custom', path: ['valuation_note'], message: InventoryMessage.noteForOverride });
}

export const ZInventoryItemInput = z.object(newItemFields).superRefine(checkItem);
export type TInventoryItemInput = z.input<typeof ZInventoryItemInput>;
export type TInventoryItemValues = z.output<typeof ZInventoryItemInput>;

/** PATCH: any of the fields, with no defaults (a field left out stays as it is); the item as changed must still pass ZInventoryItemInput. */
export const ZInventoryItemChanges = z.object(itemFields).partial();
export type TInventoryItemChanges = z.input<typeof ZInventoryItemChanges>;

export const ZInventoryBatchRequest = z.object({
  items: z
    .array(ZInventoryItemInput, { error: InventoryMessage.batchEmpty })
    .min(1, { error: InventoryMessage.batchEmpty })
    .max(INVENTORY_BATCH_MAX, { error: InventoryMessage.batchTooLarge(INVENTORY_BATCH_MAX) }),
});

const ZValuation = z.object({
  age_months: z.number().int(),
  life_years: z.number().int().nullable(),
  depreciation_basis_points: z.number().int(),
  rcv_cents: z.number().int(),
  depreciation_cents: z.number().int(),
  acv_cents: z.number().int(),
});

export const ZInventoryItem = z.object({
  id: z.number().int(),
  claim_id: z.number().int(),
  room: z.string(),
  category: z.enum(INVENTORY_CATEGORIES),
  description: z.string(),
  brand_model: z.string(),
  quantity: z.number().int(),
  purchase_date: z.string().nullable(),
  age_months: z.number().int().nullable(),
  purchase_price_cents: z.number().int().nullable(),
  unit_replacement_cost_cents: z.number().int(),
  condition: z.enum(INVENTORY_CONDITIONS),
  life_years_override: z.number().int().nullable(),
  valuation_note: z.string(),
  valuation: ZValuation,
  /** Photos and receipts attached to the item. */
  attachment_count: z.number().int(),
});
export type TInventoryItem = z.infer<typeof ZInventoryItem>;

const ZMoneyTotals = z.object({
  rcv_cents: z.number().int(),
  depreciation_cents: z.number().int(),
  acv_cents: z.number().int(),
  item_count: z.number().int(),
});
const ZGroupTotals = ZMoneyTotals.extend({ key: z.string() });

export const ZInventoryList = z.object({
  /** Depreciation runs to the date of incident: ACV is what the items were worth the day of the loss. */
  valuation_date: z.string(),
  useful_life_source: z.string(),
  items: z.array(ZInventoryItem),
  totals: z.object({ overall: ZMoneyTotals, by_room: z.array(ZGroupTotals), by_category: z.array(ZGroupTotals) }),
});
export type TInventoryList = z.infer<typeof ZInventoryList>;

export const ZInventoryItemWithMessage = z.object({ message: z.string(), item: ZInventoryItem });
export const ZInventoryItemsWithMessage = z.object({ message: z.string(), items: z.array(ZInventoryItem) });

/**
 * A refused import: every problem found (the first 200), by row as a spreadsheet numbers it (the
 * header is row 1) and field: the column's header as the sheet spells it, or `header` for the header
 * row, or `row` for the row as a whole.
 */
export const ZInventoryImportProblem = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type TInventoryImportProblem = z.infer<typeof ZInventoryImportProblem>;
export const ZInventoryImportRefusal = z.object({ detail: z.string(), message: z.string(), rows: z.array(ZInventoryImportProblem) });
export const ZInventoryImportResult = z.object({ message: z.string(), imported: z.number().int() });
