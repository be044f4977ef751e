import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvObjects } from './csv.js';

describe('parseCsv (RFC 4180)', () => {
  it('splits plain fields and records on LF and CRLF', () => {
    expect(parseCsv('a,b,c\n1,2,3\r\n4,,6\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    const text = 'title,abstract\r\n"Soil, carbon","Line one\r\nline ""two""\nend"\n"",x';
    expect(parseCsv(text)).toEqual([
      ['title', 'abstract'],
      ['Soil, carbon', 'Line one\r\nline "two"\nend'],
      ['', 'x'],
    ]);
  });

  it('ignores a byte-order mark and a missing final line break, keeps a trailing empty field', () => {
    expect(parseCsv('\ufeffa,b\n1,')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  it('is lenient with a quote inside an unquoted field and rejects an unclosed quoted field', () => {
    expect(parseCsv('a "b" c,d')).toEqual([['a "b" c', 'd']]);
    expect(() => parseCsv('a,"open\n')).toThrow(/Unclosed quoted field in CSV record 1/);
  });

  it('maps records to objects by the header and skips blank lines', () => {
    expect(parseCsvObjects('"pubmedID","title","label_included"\n1,"A, b",1\n\n2,C\n')).toEqual([
      { pubmedID: '1', title: 'A, b', label_included: '1' },
      { pubmedID: '2', title: 'C', label_included: '' },
    ]);
    expect(parseCsvObjects('')).toEqual([]);
  });
});
