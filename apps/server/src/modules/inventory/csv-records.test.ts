import { describe, expect, it } from 'vitest';
import { isBlankRecord, readCsv } from './csv-records';

const cellsOf = (text: string) => readCsv(text).records.map((record) => record.cells);

describe('readCsv', () => {
  it('reads quoted separators, doubled quotes and line breaks inside quotes', () => {
    expect(cellsOf('a,"b, c","say ""hi""","two\nlines"\r\nd,e,f,g')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['d', 'e', 'f', 'g'],
    ]);
  });

  it('drops a byte-order mark and numbers rows as a spreadsheet does, blank lines included', () => {
    const { records } = readCsv('\uFEFFRoom,Item\n\nKitchen,"Pot\nlid"\n\r\nDen,Lamp');
    expect(records.map((record) => [record.row, record.cells])).toEqual([
      [1, ['Room', 'Item']],
      [2, []],
      [3, ['Kitchen', 'Pot\nlid']],
      [4, []],
      [5, ['Den', 'Lamp']],
    ]);
    expect(records.filter(isBlankRecord).map((record) => record.row)).toEqual([2, 4]);
  });

  it('keeps empty cells, and reads a row of separators alone as blank', () => {
    expect(cellsOf('a,,c,\n,,\n')).toEqual([
      ['a', '', 'c', ''],
      ['', '', ''],
    ]);
    expect(isBlankRecord(readCsv(' , ,').records[0]!)).toBe(true);
  });

  it('reads semicolons where the header is separated by them (a decimal-comma locale)', () => {
    expect(cellsOf('Pièce;Description;Replacement cost\nCuisine;Bouilloire;"1 299,99 $"')).toEqual([
      ['Pièce', 'Description', 'Replacement cost'],
      ['Cuisine', 'Bouilloire', '1 299,99 $'],
    ]);
  });

  it('reports the row whose quoted value never closes', () => {
    const reading = readCsv('a,b\nc,"d\ne,f\n');
    expect(reading.unclosedQuoteRow).toBe(2);
    expect(reading.records).toHaveLength(2);
  });

  it('ends lines at CR alone too, and keeps text after a closing quote as spreadsheets do', () => {
    expect(cellsOf('a,"5" tall\rb,c\r')).toEqual([
      ['a', '5 tall'],
      ['b', 'c'],
    ]);
  });

  it('reads an empty file as no records', () => {
    expect(readCsv('')).toEqual({ records: [], unclosedQuoteRow: null });
  });
});
