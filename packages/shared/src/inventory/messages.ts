import { INVENTORY_IMPORT_MAX_BYTES, INVENTORY_IMPORT_MAX_ROWS, INVENTORY_UNIT_COST_MAX_CENTS } from './limits';

// The contents inventory's wording, shared by the server's answers and the inventory page.
export const InventoryMessage = {
  categoryUnknown: 'Select a category from the list.',
  conditionUnknown: 'Select a condition: excellent, good, fair or poor.',
  quantity: (max: number) => `Enter a whole number from 1 to ${max}.`,
  // The API takes whole cents so no float ever holds money; the form converts what the user types.
  moneyCents: `Enter the amount in whole cents ($1,299.99 is 129999), from 0 to ${INVENTORY_UNIT_COST_MAX_CENTS} ($${(INVENTORY_UNIT_COST_MAX_CENTS / 100).toLocaleString('en-US')}).`,
  ageMonths: (max: number) => `Enter the age as whole months, from 0 to ${max}.`,
  lifeYears: (max: number) => `Enter a useful life as whole years, from 1 to ${max}.`,
  dateInvalid: 'Enter a real date as YYYY-MM-DD.',
  ageOrDate: 'Give the age or the purchase date.',
  notBoth: 'Give the age or the purchase date, not both.',
  noteForOverride: 'Say why this item’s useful life differs from the table.',
  purchaseAfterIncident: (dateOfIncident: string) => `The purchase date cannot be after the date of incident (${dateOfIncident}).`,
  tooManyItems: (max: number) => `A claim's inventory holds at most ${max} items.`,
  batchTooLarge: (max: number) => `Add at most ${max} items at a time.`,
  batchEmpty: 'Add at least one item.',
  notFound: 'Inventory item not found.',
  added: 'Item added.',
  addedMany: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} added.`,
  updated: 'Item updated.',
  duplicated: 'Item duplicated.',
  deleted: 'Item deleted.',
  imported: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} imported.`,
  importRefused: (rows: number) => `${rows} ${rows === 1 ? 'row has' : 'rows have'} problems; nothing was imported.`,
  importNoFile: 'Choose a CSV or XLSX file to import.',
  importTooLarge: `The file is over ${INVENTORY_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  importTooManyRows: `The file has more than ${INVENTORY_IMPORT_MAX_ROWS} rows; split it in two.`,
  importNotCsv: 'The file is neither CSV text nor an XLSX workbook. Save the sheet as CSV (comma-separated) or XLSX and import that.',
  importXlsxUnreadable:
    'The XLSX file could not be read: it may be damaged or not a workbook. Open it in your spreadsheet, save it again as .xlsx and import that.',
  importXlsxTooComplex: 'The XLSX file is too large or complex to read once unpacked. Save the sheet as CSV and import that.',
  sheetsBusy: 'Spreadsheets are being prepared for other users just now. Please try again in a minute.',
  importNoRows: 'The file has no rows under its header.',
  importMissingColumns: (names: string[]) => `The header has no ${names.join(', ')} column.`,
  writingTooFast: 'Too many inventory changes in a short time. Please wait a few minutes and try again.',
} as const;
