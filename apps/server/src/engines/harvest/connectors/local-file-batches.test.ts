import { describe, expect, it } from 'vitest';
import { localFileBatches, NOT_A_LOCAL_FILE } from './local-file.js';
import { mayBeLocalFile } from './local-file-format.js';

const risRecord = (n: number, title = `Paper ${n}`) =>
  `TY  - JOUR\r\nTI  - ${title}\r\nAU  - Curie, Marie\r\nAB  - A long abstract\r\n  that continues on a second line.\r\nPY  - 2020\r\nER  - \r\n`;

describe('local files read in batches', () => {
  it('yields the documents in batches of the asked size, in file order, with every record accounted for', () => {
    const text = Array.from({ length: 25 }, (_, i) => risRecord(i, i === 7 ? '' : undefined)).join('\r\n');
    const batches = [...localFileBatches('refs.ris', text, 10)];
    expect(batches.map((batch) => batch.documents.length)).toEqual([10, 10, 4]);
    expect(batches.flatMap((batch) => batch.errors)).toEqual(['line 57: no title']);
    expect(batches[0]!.documents[0]).toMatchObject({
      title: 'Paper 0',
      abstract: 'A long abstract that continues on a second line.',
      authors: [{ name: 'Marie Curie' }],
    });
    expect(batches[2]!.documents.at(-1)!.title).toBe('Paper 24');
  });

  it('reads bytes that are not UTF-8 as Windows-1252, and UTF-8 without its byte-order mark', () => {
    const bytes = Buffer.concat([Buffer.from('TY  - JOUR\nTI  - Caf'), Buffer.from([0xe9]), Buffer.from('\nER  - \n')]);
    const titles = (content: Buffer) =>
      [...localFileBatches('cafe.ris', content, 100)].flatMap((batch) => batch.documents.map((doc) => doc.title));
    expect(titles(bytes)).toEqual(['Café']);
    expect(titles(Buffer.from('\uFEFFTY  - JOUR\nTI  - Café\nER  - \n'))).toEqual(['Café']);
  });

  it('reports a file of no known format, and a file with no record, as one line', () => {
    expect([...localFileBatches('notes.txt', 'just some words', 100)]).toEqual([
      { documents: [], errors: [NOT_A_LOCAL_FILE] },
    ]);
    expect([...localFileBatches('empty.ris', '\n\n', 100)]).toEqual([
      { documents: [], errors: ['the file holds no record'] },
    ]);
  });

  it('streams CSL-JSON and BibTeX the same way', () => {
    const csl = JSON.stringify(Array.from({ length: 5 }, (_, i) => ({ type: 'article-journal', title: `Item ${i}` })));
    expect([...localFileBatches('items.json', csl, 2)].map((batch) => batch.documents.length)).toEqual([2, 2, 1]);
    const bib = '@article{a, title={One}}\n@article{b, title={Two}}\n@article{c, author={Nobody}}\n';
    const batches = [...localFileBatches('refs.bib', bib, 1)];
    expect(batches.flatMap((batch) => batch.documents.map((doc) => doc.title))).toEqual(['One', 'Two']);
    expect(batches.flatMap((batch) => batch.errors)).toEqual(['record 3: no title']);
  });
});

describe('the first bytes of an upload', () => {
  it('let through what may be one of the formats read and refuse the rest at once', () => {
    expect(mayBeLocalFile('\uFEFF\n  [{"title": "x"', 'items.json')).toBe(true);
    expect(mayBeLocalFile('Provider: Zotero\r\nTY  - JOUR\r\n', 'export.txt')).toBe(true);
    expect(mayBeLocalFile('% comment\n@article{key,', 'refs.txt')).toBe(true);
    expect(mayBeLocalFile('some header the parser will judge', 'refs.ris')).toBe(true);
    expect(mayBeLocalFile('%PDF-1.7\n', 'paper.pdf')).toBe(false);
    expect(mayBeLocalFile('just some words', 'notes.txt')).toBe(false);
  });
});
