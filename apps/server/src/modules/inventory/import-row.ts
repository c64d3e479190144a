import { InventoryMessage, ZInventoryItemInput, type TInventoryImportProblem, type TInventoryItemValues } from '@benji/shared';
import type { CsvRecord } from './csv-records';
import type { ColumnMap, ImportColumn } from './import-columns';
import { ageMonthsOf, categoryOf, conditionOf, isoDateOf, textOf, wholeNumberOf } from './import-values';
import { centsOf } from './money-text';

const UNREADABLE = {
  quantity: InventoryMessage.importQuantityUnreadable,
  purchase_date: InventoryMessage.importDateUnreadable,
  age: InventoryMessage.importAgeUnreadable,
  money: InventoryMessage.importMoneyUnreadable,
  life: InventoryMessage.importLifeUnreadable,
} as const;

type Reading = { value: unknown } | { problem: string };

/** The sheet's columns, each read into the API field it fills. */
const READERS: readonly [ImportColumn, string, (text: string) => Reading][] = [
  ['room', 'room', (text) => ({ value: textOf(text) })],
  ['category', 'category', (text) => ({ value: categoryOf(text) })],
  ['description', 'description', (text) => ({ value: textOf(text) })],
  ['brand_model', 'brand_model', (text) => ({ value: textOf(text) })],
  ['quantity', 'quantity', (text) => read(wholeNumberOf(text), UNREADABLE.quantity, true)],
  ['purchase_date', 'purchase_date', (text) => read(isoDateOf(text), UNREADABLE.purchase_date)],
  ['age_years', 'age_months', (text) => read(ageMonthsOf(text, 'years'), UNREADABLE.age)],
  ['age_months', 'age_months', (text) => read(ageMonthsOf(text, 'months'), UNREADABLE.age)],
  ['purchase_price', 'purchase_price_cents', (text) => read(centsOf(text), UNREADABLE.money)],
  ['replacement_cost', 'unit_replacement_cost_cents', (text) => read(centsOf(text), UNREADABLE.money, true)],
  ['condition', 'condition', (text) => ({ value: conditionOf(text) })],
  ['life_years', 'life_years_override', (text) => read(wholeNumberOf(text), UNREADABLE.life)],
  ['note', 'valuation_note', (text) => ({ value: textOf(text) })],
];

/** A blank cell is left out where the field has a usual value (`omitBlank`), else it is null. */
function read(value: number | string | null | undefined, unreadable: string, omitBlank = false): Reading {
  if (value === undefined) return { problem: unreadable };
  return { value: value === null && omitBlank ? undefined : value };
}

export type RowResult = { item: TInventoryItemValues } | { problems: TInventoryImportProblem[] };

/**
 * One data row as an item, or every problem it has, each by the user's own column header where the
 * field has one. Unreadable cells are reported in words of their own; the rest goes through the
 * same schema as an item typed in the form.
 */
export function readRow(record: CsvRecord, columns: ColumnMap): RowResult {
  const values: Record<string, unknown> = {};
  const problems: TInventoryImportProblem[] = [];
  const headerOf = new Map<string, string>();
  for (const [column, field, reader] of READERS) {
    const place = columns.get(column);
    if (!place) continue;
    headerOf.set(field, place.header);
    const text = place.indexes
      .map((index) => record.cells[index] ?? '')
      .filter((cell) => cell.trim() !== '')
      .join(' ');
    // Two columns that fill the same field (Age and Age (months)): the first with a value wins.
    if (values[field] !== undefined && values[field] !== null) continue;
    const reading = reader(text);
    // An unreadable cell still counts as given (the schema's own complaint about it is dropped
    // below), so "give the age or the purchase date" is not said of a date that was merely mistyped.
    if ('problem' in reading) problems.push({ row: record.row, field: place.header, message: reading.problem });
    values[field] = 'problem' in reading ? text : reading.value;
  }
  const parsed = ZInventoryItemInput.safeParse(values);
  if (parsed.success && problems.length === 0) return { item: parsed.data };
  const reported = new Set(problems.map((problem) => problem.field));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const apiField = String(issue.path[0] ?? 'row');
    const field = headerOf.get(apiField) ?? apiField;
    if (reported.has(field)) continue;
    reported.add(field);
    problems.push({ row: record.row, field, message: issue.message });
  }
  return { problems };
}
