import ExcelJS from 'exceljs';

/** A workbook of one sheet holding `rows` as given (strings, numbers, dates, rich text, formulas), as bytes. */
export async function workbookOf(rows: ExcelJS.CellValue[][], sheetName = 'My stuff'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Reads a workbook's bytes back with exceljs, as an adjuster's spreadsheet would open it. */
export async function openWorkbook(data: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  return workbook;
}

/** A sheet's rows as their cell values, from row 1, each row from column 1. */
export function valuesOf(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    const cells: ExcelJS.CellValue[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) cells.push(row.getCell(column).value);
    rows.push(cells);
  });
  return rows;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
