import { INVENTORY_CATEGORY_TABLE, INVENTORY_CONDITION_TABLE, type TInventoryList } from '@benji/shared';
import { COLUMN_HEADERS } from './import-columns';

const LABEL_OF = new Map<string, string>([...INVENTORY_CATEGORY_TABLE, ...INVENTORY_CONDITION_TABLE].map((row) => [row.id, row.label]));

/** Cents as a sheet reads an amount: "1299.99", never a float's "1299.9899999". */
const amount = (cents: number | null) => (cents === null ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);

// A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection); the
// apostrophe makes it text, and the import takes it off again.
const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const quoted = (cell: string) => (/[",\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replaceAll('"', '""')}"` : cell);

const first = (column: keyof typeof COLUMN_HEADERS) => COLUMN_HEADERS[column][0]!;

/**
 * The inventory as CSV with a byte-order mark (Excel then reads it as UTF-8). The first columns are
 * the ones the import reads, under the headers it knows, so an export imports back as it was; the
 * valuation columns after them are for reading and are ignored on import.
 */
export function inventoryCsv(list: TInventoryList): string {
  const header = [
    ...(
      [
        'room',
        'category',
        'description',
        'brand_model',
        'quantity',
        'purchase_date',
        'age_months',
        'purchase_price',
        'replacement_cost',
        'condition',
        'life_years',
        'note',
      ] as const
    ).map(first),
    'Total replacement cost',
    'Depreciation',
    'Actual cash value',
  ];
  const lines = list.items.map((item) => [
    safe(item.room),
    LABEL_OF.get(item.category) ?? item.category,
    safe(item.description),
    safe(item.brand_model),
    String(item.quantity),
    item.purchase_date ?? '',
    item.age_months === null ? '' : String(item.age_months),
    amount(item.purchase_price_cents),
    amount(item.unit_replacement_cost_cents),
    LABEL_OF.get(item.condition) ?? item.condition,
    item.life_years_override === null ? '' : String(item.life_years_override),
    safe(item.valuation_note),
    amount(item.valuation.rcv_cents),
    amount(item.valuation.depreciation_cents),
    amount(item.valuation.acv_cents),
  ]);
  return `\uFEFF${[header, ...lines].map((cells) => cells.map(quoted).join(',')).join('\r\n')}\r\n`;
}
