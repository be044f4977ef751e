import { describe, expect, it } from 'vitest';
import { csvObjects, csvRows } from './csv.js';

const cells = (text: string) => csvRows(text).map((row) => row.cells);

describe('CSV', () => {
  it('splits plain fields and records on LF and CRLF', () => {
    expect(cells('a,b,c\n1,2,3\r\n4,,6\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    const text = 'title,abstract\r\n"Soil, carbon","Line one\r\nline ""two""\r\nend"\r\n"",x';
    expect(cells(text)).toEqual([
      ['title', 'abstract'],
      ['Soil, carbon', 'Line one\r\nline "two"\r\nend'],
      ['', 'x'],
    ]);
  });

  it('ignores a byte-order mark, blank records and a missing final line break; keeps a trailing empty field', () => {
    expect(cells('\ufeffa,b\n\n , \n1,')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  it('numbers each record by the line it starts on, line breaks inside quotes and blank lines counted', () => {
    expect(csvRows('a,b\n"x\ny",z\n\nlast,row')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x\ny', 'z'] },
      { line: 5, cells: ['last', 'row'] },
    ]);
    expect(csvRows('a\r\n"x\r\ny",z\r\nlast\rq').map((row) => row.line)).toEqual([1, 2, 4, 5]);
  });

  it('is lenient with a quote inside an unquoted field and with short rows, and rejects an unclosed quoted field', () => {
    expect(cells('a "b" c,d\ne')).toEqual([['a "b" c', 'd'], ['e']]);
    expect(() => csvRows('a,"open\n')).toThrow(/Quote Not Closed/);
  });

  it('maps records to objects by the header, a missing cell as empty', () => {
    expect(csvObjects('"pubmedID","title","label_included"\n1,"A, b",1\n\n2,C\n')).toEqual([
      { pubmedID: '1', title: 'A, b', label_included: '1' },
      { pubmedID: '2', title: 'C', label_included: '' },
    ]);
    expect(csvObjects('')).toEqual([]);
  });
});
