import { describe, expect, it } from 'vitest';
import { parseLocalFile } from './local-file.js';
import { risRecords } from './ris-parse.js';

const record = (n: number) => [
  `TY  - CONF`,
  `TI  - Power grid paper ${n}`,
  `AU  - Author ${n}`,
  `PY  - 2020`,
  `ER  - `,
];

describe('RIS line endings', () => {
  it.each([
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['a lone CR', '\r'],
  ])('reads every line ending as a break: %s', (_name, eol) => {
    const text = [...record(1), '', ...record(2)].join(eol);
    expect([...risRecords(text)].map((item) => typeof item !== 'string' && item.title)).toEqual([
      'Power grid paper 1',
      'Power grid paper 2',
    ]);
  });

  it('reads all 25 records of an IEEE Xplore-like export separated by "ER  - \\r\\n\\n\\rTY  - "', () => {
    const text = Array.from({ length: 25 }, (_, index) => record(index + 1).join('\r\n')).join('\r\n\n\r');
    const result = parseLocalFile('ieee.ris', text);
    expect(result.errors).toEqual([]);
    expect(result.documents).toHaveLength(25);
    expect(result.documents[24]).toMatchObject({ title: 'Power grid paper 25', authors: [{ name: 'Author 25' }] });
  });

  it('says so when the file begins more records than the parser read (an indented "TY  -" is not a tag line)', () => {
    const text = [
      ...record(1),
      ...record(2).map((line, index) => (index === 0 ? `  ${line}` : line)),
      ...record(3),
    ].join('\n');
    const result = parseLocalFile('refs.ris', text);
    expect(result.documents.map((doc) => doc.title)).toEqual(['Power grid paper 1', 'Power grid paper 3']);
    expect(result.errors).toEqual([
      '1 of 3 records not read — the file begins 3 records with a "TY  -" line and 2 could be told apart',
    ]);
  });
});
