import ExcelJS from 'exceljs';
import type { CsvRecord } from './csv-records';

/** Cells one sheet may span before it is refused unread: a real inventory has a few dozen columns. */
const MAX_COLUMNS = 200;

export type XlsxReading = { status: 'read'; records: CsvRecord[] } | { status: 'unreadable' } | { status: 'too-many-rows' };

/** 'YYYY-MM-DD' of a date cell: Excel stores dates without a zone, and exceljs hands them over as UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A cell's value as the text the CSV reader would have seen, so both formats go through one importer. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDay(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text);
  // A formula's last computed result is what the user saw; the formula itself is never run.
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  return '';
}

/**
 * The first worksheet's rows as CSV records, numbered as the spreadsheet numbers them. Blank rows
 * are left out (the importer skips them anyway). Runs in a worker thread: the file is the user's
 * and a zip can inflate to far more than it weighs.
 */
export async function readXlsxRecords(input: { data: Uint8Array; maxRows: number }): Promise<XlsxReading> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its argument as its own Buffer interface (an ArrayBuffer); it hands it to JSZip, which takes a Node Buffer.
    await workbook.xlsx.load(Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength) as unknown as ExcelJS.Buffer);
  } catch {
    return { status: 'unreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { status: 'unreadable' };
  // The header and the rows the importer may take, plus one to tell "too many" from "just enough".
  if (sheet.actualRowCount > input.maxRows + 1) return { status: 'too-many-rows' };
  const records: CsvRecord[] = [];
  sheet.eachRow((row, rowNumber) => {
    const cells: string[] = [];
    const last = Math.min(row.cellCount, MAX_COLUMNS);
    for (let column = 1; column <= last; column += 1) cells.push(cellText(row.getCell(column).value));
    records.push({ row: rowNumber, cells });
  });
  return { status: 'read', records };
}
