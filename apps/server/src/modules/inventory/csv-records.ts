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

/** A quoted value from just after its opening quote: its text and where the text after it starts. */
function quotedValue(text: string, start: number): { value: string; end: number; closed: boolean } {
  let value = '';
  let from = start;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote === -1) return { value: value + text.slice(from), end: text.length, closed: false };
    value += text.slice(from, quote);
    if (text[quote + 1] !== '"') return { value, end: quote + 1, closed: true };
    value += '"';
    from = quote + 2;
  }
}

/**
 * Reads CSV as RFC 4180 writes it and spreadsheets bend it: quoted values may hold separators,
 * doubled quotes and line breaks; lines end in CRLF, LF or CR; a leading byte-order mark is dropped.
 * Blank lines are kept as records with no cells, so row numbers match what the user sees. It jumps
 * from quote to quote and separator to separator (a 1 MB file is read in milliseconds, not
 * character by character).
 */
export function readCsv(input: string): CsvReading {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = separatorOf(text);
  const cellEnd = separator === ',' ? /[,\r\n]/g : /[;\r\n]/g;
  const endOfCell = (from: number) => {
    cellEnd.lastIndex = from;
    return cellEnd.exec(text)?.index ?? text.length;
  };
  const records: CsvRecord[] = [];
  let unclosedQuoteRow: number | null = null;
  let at = 0;
  for (let row = 1; at < text.length; row += 1) {
    const cells: string[] = [];
    // A line holding nothing at all (no quote, no separator) is a blank record.
    let blank = true;
    for (;;) {
      let cell = '';
      if (text[at] === '"') {
        const quoted = quotedValue(text, at + 1);
        if (!quoted.closed) unclosedQuoteRow = row;
        // Text after the closing quote (`"5" tall`) is kept, as spreadsheets keep it.
        const end = endOfCell(quoted.end);
        cell = quoted.value + text.slice(quoted.end, end);
        at = end;
        blank = false;
      } else {
        const end = endOfCell(at);
        cell = text.slice(at, end);
        at = end;
        if (cell !== '') blank = false;
      }
      cells.push(cell);
      if (text[at] !== separator) break;
      blank = false;
      at += 1;
    }
    at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
    records.push({ row, cells: blank ? [] : cells });
  }
  return { records, unclosedQuoteRow };
}

/** True when no cell of the record holds anything but spaces (a blank line, or a row of empty cells). */
export const isBlankRecord = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '');
