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

/** One photo or receipt: a phone's full-size photo is 3 to 8 MB. */
export const INVENTORY_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Photos and receipts one item may hold: enough for every side of it and its proof of purchase. */
export const INVENTORY_ATTACHMENTS_PER_ITEM_MAX = 10;
/** The longer side of an attachment's thumbnail, in pixels. */
export const INVENTORY_THUMBNAIL_PX = 256;
/** Thumbnails one PDF export embeds; past them the PDF says how many it left out, so a large claim's export stays a few megabytes. */
export const INVENTORY_PDF_PHOTOS_MAX = 400;
/** Pixels of an uploaded image: 50 megapixels is past any phone's camera, and keeps a decompression bomb from taking the server's memory. */
export const INVENTORY_IMAGE_MAX_PIXELS = 50_000_000;
