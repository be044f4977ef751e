import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { NOT_A_LOCAL_FILE, parseLocalFile } from './local-file.js';

const fixtures = fileURLToPath(new URL('../../../../test-fixtures/', import.meta.url));
const read = (name: string) => readFileSync(fixtures + name, 'utf8');

describe('local files', () => {
  it('reads RIS, reporting the record without a title', () => {
    const result = parseLocalFile('refs.txt', read('local/references.ris'));
    expect(result.format).toBe('ris');
    expect(result.errors).toEqual(['line 23: no title']);
    expect(result.documents[0]).toEqual({
      type: 'Article',
      title: 'Soil carbon under cover crops in vineyards',
      // how RIS names the record in the harvest summary
      reference: 'line 1',
      abstract: 'Vineyards store less soil carbon than woodland. Cover crops raise the stocks.',
      doi: '10.5555/soil.2021.0042',
      journal: 'Journal of Soil Ecology',
      publisher: 'Example Academic Press',
      volume: '58',
      issue: '3',
      firstPage: '211',
      lastPage: '229',
      date: '2021-03-15',
      datePrecision: 'DayMonthYear',
      publicationType: 'journal-article',
      language: 'en',
      harvesterType: 'GENERIC',
      url: 'https://journal.example.org/soil/42',
      fullTextUrl: 'https://journal.example.org/soil/42.pdf',
      authors: [
        { name: 'Marta Puig i Serra', position: 0, affiliations: [] },
        { name: 'Jean-Luc Moreau', position: 1, affiliations: [] },
      ],
      concepts: [],
      keywords: ['soil carbon', 'cover crops', 'vineyards'],
      provenance: { source: 'local-file', query: 'refs.txt', sourceId: 'puig2021' },
    });
    expect(result.documents[1]).toMatchObject({
      type: 'Book Chapter',
      journal: 'Rural land markets',
      date: '2019-06-01',
      datePrecision: 'MonthYear',
      firstPage: '45',
      lastPage: '67',
    });
  });

  it('reads BibTeX with macros, concatenation and LaTeX, and survives a broken entry', () => {
    const result = parseLocalFile('refs.bib', read('local/references.bib'));
    expect(result.format).toBe('bibtex');
    expect(result.errors).toEqual([
      'record 2: unbalanced braces (the entry does not close before the next one)',
      'record 3: no title',
    ]);
    expect(result.documents[0]).toMatchObject({
      type: 'Article',
      title: 'Soil carbon under cover crops in Mediterranean vineyards',
      abstract: 'Vineyards store less soil carbon than woodland; cover crops raise the stocks by 12%.',
      journal: 'Journal of Soil Ecology',
      date: '2021-03-01',
      datePrecision: 'MonthYear',
      volume: '58',
      issue: '3',
      firstPage: '211',
      lastPage: '229',
      doi: '10.5555/soil.2021.0042',
      keywords: ['soil carbon', 'cover crops'],
      provenance: { source: 'local-file', query: 'refs.bib', sourceId: 'puig2021' },
    });
    expect(result.documents[0]?.authors.map((author) => author.name)).toEqual([
      'Marta Puig i Serra',
      'Jean-Luc Moreau',
      'Jörg Müller',
    ]);
    expect(result.documents[1]).toMatchObject({
      type: 'Book Chapter',
      journal: 'Rural land markets',
      date: '2019-06-01',
      language: 'en',
      authors: [{ name: 'Ana Ferreira' }, { name: 'World Bank Land Unit' }],
    });
  });

  it('reads CSL-JSON', () => {
    const result = parseLocalFile('export.json', read('local/references.csl.json'));
    expect(result.format).toBe('csl-json');
    expect(result.errors).toEqual(['record 2: no title']);
    expect(result.documents.map((doc) => [doc.type, doc.title, doc.date, doc.datePrecision])).toEqual([
      ['Article', 'Soil carbon under cover crops in Mediterranean vineyards', '2021-03-15', 'DayMonthYear'],
      ['Book Chapter', 'Land tenure and soil health', '2019-06-01', 'MonthYear'],
      ['Web Page', 'Green roofs cool Rotterdam', '2023-06-01', 'MonthYear'],
    ]);
    expect(result.documents[0]).toMatchObject({
      language: 'en',
      firstPage: '211',
      lastPage: '229',
      keywords: ['soil carbon', 'cover crops'],
    });
    expect(result.documents[1]?.authors.map((author) => author.name)).toEqual(['World Bank Land Unit', 'Ana Ferreira']);
  });

  it('keeps the PubMed, PMC and arXiv ids a file gives (CSL-JSON PMID / PMCID, BibTeX pmid and an arXiv eprint)', () => {
    const csl = JSON.stringify([
      { id: 'a', title: 'The state of OA', DOI: '10.7717/peerj.4375', PMID: '29456894', PMCID: 'PMC5815332' },
    ]);
    expect(parseLocalFile('refs.json', csl).documents[0]?.provenance).toEqual({
      source: 'local-file',
      query: 'refs.json',
      sourceId: 'a',
      identifiers: { pubmed: '29456894', pmc: 'PMC5815332' },
    });
    const bib = `@article{t2k, title={First measurement}, eprint={1708.06771}, archivePrefix={arXiv}, pmid={123}}
@misc{other, title={Not arXiv}, eprint={hdl:1/2}, eprinttype={handle}}`;
    const [arxiv, other] = parseLocalFile('refs.bib', bib).documents;
    expect(arxiv?.provenance.identifiers).toEqual({ pubmed: '123', arxiv: '1708.06771' });
    expect(other?.provenance).not.toHaveProperty('identifiers');
  });

  it('reads OpenAlex JSON Lines, a list response and an array of works', () => {
    const lines = parseLocalFile('works.jsonl', read('local/works.jsonl'));
    expect(lines.format).toBe('openalex-json');
    expect(lines.errors).toEqual(['record 2: no title']);
    expect(lines.documents.map((doc) => doc.provenance)).toEqual([
      { source: 'local-file', query: 'works.jsonl', sourceId: 'W4390000001', identifiers: { openalex: 'W4390000001' } },
      { source: 'local-file', query: 'works.jsonl', sourceId: 'W4390000002', identifiers: { openalex: 'W4390000002' } },
      { source: 'local-file', query: 'works.jsonl', sourceId: 'W4200000077', identifiers: { openalex: 'W4200000077' } },
    ]);
    expect(parseLocalFile('page.json', read('openalex/works-search-page-1.json')).documents).toHaveLength(2);
    expect(parseLocalFile('works.json', read('openalex/works-2022-schema.json')).documents[0]?.journal).toBe(
      'Lecture Notes in Water Research',
    );
  });

  it('decodes Windows-1252 bytes and a UTF-8 byte-order mark', () => {
    const ris = 'TY  - JOUR\r\nTI  - Café culture in Zürich\r\nAU  - Müller, Jürgen\r\nER  - \r\n';
    expect(parseLocalFile('a.ris', iconv.encode(ris, 'windows-1252')).documents[0]?.title).toBe(
      'Café culture in Zürich',
    );
    expect(
      parseLocalFile('a.ris', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ris)])).documents[0]
        ?.authors[0]?.name,
    ).toBe('Jürgen Müller');
  });

  it('says what is wrong with a file it cannot read at all', () => {
    expect(parseLocalFile('notes.txt', 'just some notes')).toEqual({
      documents: [],
      errors: [NOT_A_LOCAL_FILE],
    });
    expect(parseLocalFile('empty.json', '[]')).toEqual({
      format: 'csl-json',
      documents: [],
      errors: ['the file holds no record'],
    });
  });
});
