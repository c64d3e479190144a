/** Lines one claim's inventory may hold: a large house runs to a few thousand; the list and its totals load in one answer. */
export const INVENTORY_ITEMS_MAX = 5_000;
/** Lines one "add a room" request may carry. */
export const INVENTORY_BATCH_MAX = 200;
/** An imported file: 1 MiB holds several thousand typical rows. */
export const INVENTORY_IMPORT_MAX_BYTES = 1024 * 1024;
/** Data rows one import may carry (blank rows not counted). */
export const INVENTORY_IMPORT_MAX_ROWS = 2_000;
/** Errors one refused import lists; past this many, the file needs fixing as a whole. */
export const INVENTORY_IMPORT_ERRORS_MAX = 200;

export const INVENTORY_ROOM_MAX_LENGTH = 80;
export const INVENTORY_DESCRIPTION_MAX_LENGTH = 500;
export const INVENTORY_BRAND_MODEL_MAX_LENGTH = 200;
export const INVENTORY_NOTE_MAX_LENGTH = 500;
export const INVENTORY_QUANTITY_MAX = 9_999;
/** $1,000,000 per unit: with the quantity cap a claim's total stays far inside exact integers. */
export const INVENTORY_UNIT_COST_MAX_CENTS = 100_000_000;
/** 100 years. */
export const INVENTORY_AGE_MAX_MONTHS = 1_200;
export const INVENTORY_LIFE_MAX_YEARS = 100;
