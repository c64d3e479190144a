import {
  DEFAULT_INVENTORY_CONDITION,
  INVENTORY_QUANTITY_MAX,
  type TInventoryCategory,
  type TInventoryCondition,
  type TInventoryItemInput,
} from '@benji/shared';
import { i18n } from '../../i18n/i18n';
import { centsOfDollars, monthsOfYears, wholeNumberOf } from './entry-values';

/** One line of the fast-entry table, exactly as typed: nothing is converted until Save. */
export interface EntryRow {
  key: string;
  description: string;
  category: TInventoryCategory | '';
  brand_model: string;
  quantity: string;
  age_years: string;
  cost: string;
  condition: TInventoryCondition;
}

export type EntryColumn = Exclude<keyof EntryRow, 'key'>;
/** What is wrong with a row: by cell, plus `row` for what belongs to no one cell. */
export type RowProblems = Partial<Record<EntryColumn | 'row', string>>;

/** The form's own problems, in the active language when read (the quantity's is the server's English too). */
export const EntryText = {
  get describe() {
    return i18n.t('inventory:problems.describe');
  },
  get category() {
    return i18n.t('inventory:problems.category');
  },
  get quantity() {
    return i18n.t('inventory:problems.quantity', { max: INVENTORY_QUANTITY_MAX });
  },
  get age() {
    return i18n.t('inventory:problems.age');
  },
  get cost() {
    return i18n.t('inventory:problems.cost');
  },
};

let lastKey = 0;
const nextKey = () => `row-${(lastKey += 1)}`;

export const emptyRow = (): EntryRow => ({
  key: nextKey(),
  description: '',
  category: '',
  brand_model: '',
  quantity: '1',
  age_years: '',
  cost: '',
  condition: DEFAULT_INVENTORY_CONDITION,
});

/** A new empty row after `index`, carrying its category (a room's items often share one). */
export function addRowAfter(rows: readonly EntryRow[], index: number): EntryRow[] {
  const row = { ...emptyRow(), category: rows[index]?.category ?? '' };
  return [...rows.slice(0, index + 1), row, ...rows.slice(index + 1)];
}

export function removeRow(rows: readonly EntryRow[], key: string): EntryRow[] {
  const left = rows.filter((row) => row.key !== key);
  return left.length > 0 ? left : [emptyRow()];
}

export const changeRow = (rows: readonly EntryRow[], key: string, changes: Partial<EntryRow>): EntryRow[] =>
  rows.map((row) => (row.key === key ? { ...row, ...changes } : row));

/** A row the user has not started: left out of the batch rather than refused. */
export const isUntouched = (row: EntryRow) => row.description.trim() === '' && row.age_years.trim() === '' && row.cost.trim() === '';

export type RowReading = { item: TInventoryItemInput } | { problems: RowProblems };

/** The row as the API's item, or what to fix in it, in the words of each cell. */
export function readEntryRow(row: EntryRow, room: string): RowReading {
  const problems: RowProblems = {};
  const quantity = wholeNumberOf(row.quantity, INVENTORY_QUANTITY_MAX);
  const ageMonths = monthsOfYears(row.age_years);
  const cents = centsOfDollars(row.cost);
  if (row.description.trim() === '') problems.description = EntryText.describe;
  if (row.category === '') problems.category = EntryText.category;
  if (quantity === null) problems.quantity = EntryText.quantity;
  if (ageMonths === null) problems.age_years = EntryText.age;
  if (cents === null) problems.cost = EntryText.cost;
  if (Object.keys(problems).length > 0 || row.category === '' || quantity === null || ageMonths === null || cents === null)
    return { problems };
  return {
    item: {
      room: room.trim(),
      category: row.category,
      description: row.description.trim(),
      brand_model: row.brand_model.trim(),
      quantity,
      age_months: ageMonths,
      unit_replacement_cost_cents: cents,
      condition: row.condition,
    },
  };
}

/** The API field each server problem names, as the cell that shows it. */
const COLUMN_OF_FIELD: Record<string, EntryColumn> = {
  description: 'description',
  category: 'category',
  brand_model: 'brand_model',
  quantity: 'quantity',
  age_months: 'age_years',
  purchase_date: 'age_years',
  unit_replacement_cost_cents: 'cost',
  condition: 'condition',
};

/**
 * The server's field errors of a batch (`items.3.quantity: [...]`) by the key of the row that was
 * sent third, so each message shows in its own cell. A field the table has no cell for (the room)
 * goes to `room`; what names no item at all is left to the caller.
 */
export function problemsFromServer(
  body: unknown,
  sentKeys: readonly string[],
): { byRow: Record<string, RowProblems>; room?: string; other?: string } {
  const byRow: Record<string, RowProblems> = {};
  let room: string | undefined;
  let other: string | undefined;
  if (typeof body !== 'object' || body === null) return { byRow };
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const message =
      typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? value.find((entry): entry is string => typeof entry === 'string')
          : undefined;
    if (!message) continue;
    const match = /^items\.(\d+)\.(\w+)$/.exec(name);
    const key = match ? sentKeys[Number(match[1])] : undefined;
    if (match && match[2] === 'room') room ??= message;
    else if (match && key) {
      const column = COLUMN_OF_FIELD[match[2]!] ?? 'row';
      (byRow[key] ??= {})[column] ??= message;
    } else other ??= message;
  }
  return { byRow, ...(room ? { room } : {}), ...(other ? { other } : {}) };
}
