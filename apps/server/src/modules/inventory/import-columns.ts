import { normalised } from './import-values';

/** What a column of an imported sheet can hold; the API field each becomes is in import-row.ts. */
export type ImportColumn =
  | 'room'
  | 'category'
  | 'description'
  | 'brand_model'
  | 'quantity'
  | 'purchase_date'
  | 'age_years'
  | 'age_months'
  | 'purchase_price'
  | 'replacement_cost'
  | 'condition'
  | 'life_years'
  | 'note';

/** The header each column goes by, first the one the export writes. */
export const COLUMN_HEADERS: Record<ImportColumn, readonly string[]> = {
  room: ['Room', 'Location', 'Area'],
  category: ['Category', 'Type'],
  description: ['Description', 'Item', 'Item description', 'Name'],
  brand_model: ['Brand/Model', 'Brand or model', 'Brand', 'Model', 'Make/Model'],
  quantity: ['Quantity', 'Qty', 'Count'],
  purchase_date: ['Purchase date', 'Date purchased', 'Date of purchase', 'Purchased'],
  age_years: ['Age (years)', 'Age', 'Years old'],
  age_months: ['Age (months)', 'Months old'],
  purchase_price: ['Purchase price', 'Price paid', 'Original price'],
  replacement_cost: [
    'Replacement cost',
    'Replacement cost new',
    'Unit replacement cost',
    'Replacement cost (each)',
    'RCV',
    'Replacement value',
  ],
  condition: ['Condition'],
  life_years: ['Useful life (years)', 'Useful life', 'Life override (years)'],
  note: ['Note', 'Notes', 'Valuation note'],
};

const COLUMN_OF = new Map<string, ImportColumn>();
for (const [column, headers] of Object.entries(COLUMN_HEADERS) as [ImportColumn, readonly string[]][])
  for (const header of headers) COLUMN_OF.set(normalised(header), column);

/** Where each known column sits in the header (a column named twice, as Brand and Model, reads both). */
export type ColumnMap = Map<ImportColumn, { indexes: number[]; header: string }>;

export function mapColumns(header: readonly string[]): ColumnMap {
  const columns: ColumnMap = new Map();
  header.forEach((name, index) => {
    const column = COLUMN_OF.get(normalised(name));
    if (!column) return;
    const found = columns.get(column);
    if (found) found.indexes.push(index);
    else columns.set(column, { indexes: [index], header: name.trim() });
  });
  return columns;
}

/** The columns a sheet cannot go without, in words; empty when it has them all. */
export function missingColumns(columns: ColumnMap): string[] {
  const missing = (['room', 'category', 'description', 'replacement_cost'] as const)
    .filter((column) => !columns.has(column))
    .map((column) => COLUMN_HEADERS[column][0]!);
  if (!columns.has('age_years') && !columns.has('age_months') && !columns.has('purchase_date'))
    missing.push('Age (years) or Purchase date');
  return missing;
}
