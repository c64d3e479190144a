import {
  INVENTORY_IMPORT_ERRORS_MAX,
  INVENTORY_IMPORT_MAX_ROWS,
  InventoryMessage,
  type TInventoryImportProblem,
  type TInventoryItemValues,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { DomainError, refusal } from '../../lib/domain-error';
import { getClaim } from '../claims/claims.service';
import { isBlankRecord, readCsv, type CsvReading } from './csv-records';
import { mapColumns, missingColumns } from './import-columns';
import { readRow } from './import-row';
import type { InventorySheets } from './inventory-sheets';
import { claimProblem, storeItems } from './inventory.service';

/** An XLSX workbook is a zip: its first bytes are a zip's local file header, whatever the file is called. */
const isZip = (data: Buffer) => data.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1'));

/**
 * The file's text: UTF-8 as "CSV UTF-8" saves it, else Windows-1252 as Excel's plain "CSV" does.
 * A file with NUL bytes is neither CSV nor a workbook.
 */
function textOf(data: Buffer): string {
  if (data.includes(0)) throw refusal('invalid', InventoryMessage.importNotCsv);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

function refuseRows(problems: TInventoryImportProblem[]): never {
  const rows = new Set(problems.map((problem) => problem.row)).size;
  const text = InventoryMessage.importRefused(rows);
  throw new DomainError('invalid', { detail: text, message: text, rows: problems.slice(0, INVENTORY_IMPORT_ERRORS_MAX) });
}

/** The rows of an XLSX workbook's first sheet, read in a worker thread; a file it cannot read is refused. */
async function xlsxRecords(sheets: InventorySheets, data: Buffer): Promise<CsvReading> {
  const reading = await sheets.read(data, INVENTORY_IMPORT_MAX_ROWS);
  switch (reading.status) {
    case 'read':
      return { records: reading.records, unclosedQuoteRow: null };
    case 'too-many-rows':
      throw refusal('invalid', InventoryMessage.importTooManyRows);
    case 'unreadable':
      throw refusal('invalid', InventoryMessage.importXlsxUnreadable);
    case 'too-complex':
      throw refusal('invalid', InventoryMessage.importXlsxTooComplex);
    case 'busy':
      throw refusal('unavailable', InventoryMessage.sheetsBusy);
  }
}

/**
 * Imports a CSV or XLSX sheet (told apart by its bytes, not its name) into the claim's inventory:
 * every row is read and checked first, and any problem refuses the whole file with each problem by
 * row and column; only a clean file is stored, in one transaction. Returns how many items were
 * imported.
 */
export async function importSheet(db: Db, sheets: InventorySheets, userId: number, claimId: number, data: Buffer): Promise<number> {
  const reading = isZip(data) ? await xlsxRecords(sheets, data) : readCsv(textOf(data));
  return importRecords(db, userId, claimId, reading);
}

/** The rows of either format, checked and stored all together or not at all. */
async function importRecords(db: Db, userId: number, claimId: number, { records, unclosedQuoteRow }: CsvReading): Promise<number> {
  const { dateOfIncident } = await getClaim(db, userId, claimId);
  const filled = records.filter((record) => !isBlankRecord(record));
  const [header, ...rows] = filled;
  if (!header || rows.length === 0) throw refusal('invalid', InventoryMessage.importNoRows);
  if (rows.length > INVENTORY_IMPORT_MAX_ROWS) throw refusal('invalid', InventoryMessage.importTooManyRows);
  const columns = mapColumns(header.cells);
  const missing = missingColumns(columns);
  if (missing.length > 0) refuseRows([{ row: header.row, field: 'header', message: InventoryMessage.importMissingColumns(missing) }]);

  const problems: TInventoryImportProblem[] = [];
  if (unclosedQuoteRow !== null) problems.push({ row: unclosedQuoteRow, field: 'row', message: InventoryMessage.importUnclosedQuote });
  const items: TInventoryItemValues[] = [];
  for (const record of rows) {
    const result = readRow(record, columns);
    if ('problems' in result) {
      problems.push(...result.problems);
      continue;
    }
    const problem = claimProblem(result.item, dateOfIncident);
    if (problem) problems.push({ row: record.row, field: columns.get('purchase_date')?.header ?? problem.field, message: problem.message });
    else items.push(result.item);
  }
  if (problems.length > 0) refuseRows(problems.sort((a, b) => a.row - b.row));
  return (await storeItems(db, userId, claimId, items)).length;
}
