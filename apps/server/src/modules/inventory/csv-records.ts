/** One record of a CSV file; `row` is its place in the file as a spreadsheet numbers it (the header is row 1). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

export interface CsvReading {
  records: CsvRecord[];
  /** The row whose quoted value never closes (the rest of the file was read into it); null when none. */
  unclosedQuoteRow: number | null;
}

/**
 * The separator of the header line: a comma, or a semicolon where the sheet was saved in a locale
 * whose decimal mark is the comma (French-Canadian Excel writes "1 299,99;…").
 */
function separatorOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  return (outsideQuotes.match(/;/g)?.length ?? 0) > (outsideQuotes.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/**
 * Reads CSV as RFC 4180 writes it and spreadsheets bend it: quoted values may hold separators,
 * doubled quotes and line breaks; lines end in CRLF, LF or CR; a leading byte-order mark is dropped.
 * Blank lines are kept as records with no cells, so row numbers match what the user sees.
 */
export function readCsv(input: string): CsvReading {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let touched = false;
  let row = 1;
  let recordRow = 1;
  const endRecord = () => {
    if (touched || cell !== '' || cells.length > 0) cells.push(cell);
    records.push({ row: recordRow, cells });
    cells = [];
    cell = '';
    touched = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      touched = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      row += 1;
      recordRow = row;
    } else cell += char;
  }
  const unclosedQuoteRow = quoted ? recordRow : null;
  if (touched || cell !== '' || cells.length > 0 || quoted) endRecord();
  return { records, unclosedQuoteRow };
}

/** True when no cell of the record holds anything but spaces (a blank line, or a row of empty cells). */
export const isBlankRecord = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '');
