import ExcelJS from 'exceljs';
import { INVENTORY_CATEGORY_TABLE, INVENTORY_CONDITION_TABLE, type TInventoryList } from '@benji/shared';

const LABEL_OF = new Map<string, string>([...INVENTORY_CATEGORY_TABLE, ...INVENTORY_CONDITION_TABLE].map((row) => [row.id, row.label]));

/** Dollars as a number for the cell; cents stay exact to two decimals, and the format shows the sign. */
const dollars = (cents: number) => cents / 100;
const CURRENCY = '"$"#,##0.00';

/**
 * The columns of the contents forms insurers send (room, description, brand or model, quantity, age
 * or purchase date, condition, replacement cost each and in total, depreciation, ACV). Headers the
 * import knows come first under the names it reads.
 */
const COLUMNS: (Partial<ExcelJS.Column> & { key: string })[] = [
  { header: 'Room', key: 'room', width: 18 },
  { header: 'Category', key: 'category', width: 22 },
  { header: 'Item description', key: 'description', width: 36 },
  { header: 'Brand/Model', key: 'brand_model', width: 22 },
  { header: 'Quantity', key: 'quantity', width: 10 },
  { header: 'Purchase date', key: 'purchase_date', width: 14 },
  { header: 'Age (months)', key: 'age_months', width: 13 },
  { header: 'Age at loss (years)', key: 'age_at_loss', width: 12 },
  { header: 'Condition', key: 'condition', width: 12 },
  { header: 'Replacement cost (each)', key: 'unit_rcv', width: 18, style: { numFmt: CURRENCY } },
  { header: 'Replacement cost (total)', key: 'rcv', width: 18, style: { numFmt: CURRENCY } },
  { header: 'Depreciation', key: 'depreciation', width: 16, style: { numFmt: CURRENCY } },
  { header: 'Actual cash value', key: 'acv', width: 18, style: { numFmt: CURRENCY } },
  { header: 'Useful life (years)', key: 'life_years', width: 12 },
  { header: 'Note', key: 'note', width: 30 },
];

export interface ScheduleInput {
  list: TInventoryList;
  /** The claim as the insurer knows it: its number, or Benji's id when it has none. */
  claimLabel: string;
}

function addTotalsSheet(workbook: ExcelJS.Workbook, list: TInventoryList): void {
  const sheet = workbook.addWorksheet('Totals');
  sheet.columns = [
    { header: 'Group', key: 'group', width: 14 },
    { header: 'Name', key: 'name', width: 26 },
    { header: 'Items', key: 'items', width: 10 },
    { header: 'Replacement cost', key: 'rcv', width: 18, style: { numFmt: CURRENCY } },
    { header: 'Depreciation', key: 'depreciation', width: 16, style: { numFmt: CURRENCY } },
    { header: 'Actual cash value', key: 'acv', width: 18, style: { numFmt: CURRENCY } },
  ];
  const line = (group: string, name: string, totals: TInventoryList['totals']['overall']) => ({
    group,
    name,
    items: totals.item_count,
    rcv: dollars(totals.rcv_cents),
    depreciation: dollars(totals.depreciation_cents),
    acv: dollars(totals.acv_cents),
  });
  for (const room of list.totals.by_room) sheet.addRow(line('Room', room.key, room));
  for (const category of list.totals.by_category) sheet.addRow(line('Category', LABEL_OF.get(category.key) ?? category.key, category));
  sheet.addRow(line('Overall', 'All items', list.totals.overall)).font = { bold: true };
  sheet.getRow(1).font = { bold: true };
}

/**
 * The inventory as an XLSX schedule: one line per item and a totals row, then a sheet of totals by
 * room and category. Every cell is written as a value: a description that begins with "=" is text
 * in the file, never a formula, so nothing the user typed can run in the adjuster's spreadsheet.
 * Runs in a worker thread: 5,000 lines take long enough to hold up other requests.
 */
export async function writeXlsxSchedule({ list, claimLabel }: ScheduleInput): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Benji';
  workbook.title = `Contents inventory, claim ${claimLabel}`;
  const sheet = workbook.addWorksheet('Contents', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  for (const item of list.items)
    sheet.addRow({
      room: item.room,
      category: LABEL_OF.get(item.category) ?? item.category,
      description: item.description,
      brand_model: item.brand_model,
      quantity: item.quantity,
      purchase_date: item.purchase_date ?? '',
      // As given (blank beside a purchase date); the age the valuation used follows it.
      age_months: item.age_months ?? '',
      age_at_loss: Math.round((item.valuation.age_months / 12) * 10) / 10,
      condition: LABEL_OF.get(item.condition) ?? item.condition,
      unit_rcv: dollars(item.unit_replacement_cost_cents),
      rcv: dollars(item.valuation.rcv_cents),
      depreciation: dollars(item.valuation.depreciation_cents),
      acv: dollars(item.valuation.acv_cents),
      life_years: item.valuation.life_years ?? '',
      note: item.valuation_note,
    });
  // The sums are written as numbers, not =SUM(): the file says what Benji computed, line by line.
  const { overall } = list.totals;
  const totals = sheet.addRow({
    room: 'Total',
    quantity: overall.item_count,
    rcv: dollars(overall.rcv_cents),
    depreciation: dollars(overall.depreciation_cents),
    acv: dollars(overall.acv_cents),
  });
  totals.font = { bold: true };
  sheet.getRow(1).font = { bold: true };
  addTotalsSheet(workbook, list);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
