import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLocalFile } from './local-file.js';
import { medlinePages, medlineRecords, pubmedDate } from './medline-parse.js';

const sample = readFileSync(new URL('./fixtures/medline/pubmed_result2.nbib', import.meta.url), 'utf8');

describe('MEDLINE / PubMed .nbib', () => {
  it('reads every record of biopython pubmed_result2 (as many as its "PMID- " lines)', () => {
    const result = parseLocalFile('pubmed_result2.nbib', sample);
    expect(result.format).toBe('medline');
    expect(result.errors).toEqual([]);
    expect(result.documents).toHaveLength(sample.match(/^PMID- /gm)!.length);
    expect(result.documents.map((document) => document.provenance.sourceId)).toEqual([
      '16403221',
      '16377612',
      '14630660',
    ]);
  });

  it('maps every field of a record: full names over initials, full journal title, short page ranges expanded', () => {
    const [, second] = parseLocalFile('pubmed_result2.nbib', sample).documents;
    expect(second).toMatchObject({
      title: 'GenomeDiagram: a python package for the visualization of large-scale genomic data.',
      authors: [
        { name: 'Leighton Pritchard' },
        { name: 'Jennifer A White' },
        { name: 'Paul R J Birch' },
        { name: 'Ian K Toth' },
      ],
      journal: 'Bioinformatics (Oxford, England)',
      volume: '22',
      issue: '5',
      firstPage: '616',
      lastPage: '617',
      date: '2006-03-01',
      datePrecision: 'DayMonthYear',
      doi: '10.1093/bioinformatics/btk021',
      language: 'en',
      publicationType: 'journal-article',
      url: 'https://pubmed.ncbi.nlm.nih.gov/16377612/',
      provenance: { sourceId: '16377612', identifiers: { pubmed: '16377612' } },
    });
    expect(second!.abstract).toMatch(/^SUMMARY: We present GenomeDiagram, .* AVAILABILITY: GenomeDiagram is freely/);
    expect(second!.keywords).toEqual(expect.arrayContaining(['Chromosome Mapping', 'Computer Graphics', 'Software']));
    expect(second!.decisions).toBeUndefined();
  });

  it('keeps the PMC id', () => {
    const [first] = parseLocalFile('pubmed_result2.nbib', sample).documents;
    expect(first!.provenance.identifiers).toEqual({ pubmed: '16403221', pmc: 'PMC1373603' });
    expect(first).toMatchObject({ date: '2006-01-01', datePrecision: 'Year', firstPage: '10' });
  });

  it('reports a record without a title by its PMID and keeps the others', () => {
    const broken = sample.replace('TI  - A high level interface to SCOP and ASTRAL implemented in python.\n', '');
    const result = parseLocalFile('pubmed.nbib', broken);
    expect(result.errors).toEqual(['PMID 16403221: no title']);
    expect(result.documents).toHaveLength(2);
  });

  it('reads CRLF files and a file without a blank line between records', () => {
    const text = 'PMID- 1\r\nTI  - First\r\nPMID- 2\r\nTI  - Second\r\n      part\r\n';
    expect([...medlineRecords(text)].map((record) => typeof record !== 'string' && record.title)).toEqual([
      'First',
      'Second part',
    ]);
  });

  it.each([
    ['2006 Mar 1', '2006-03-01', 'DayMonthYear'],
    ['2001 Jun', '2001-06-01', 'MonthYear'],
    ['2001 Jan-Feb', '2001-01-01', 'MonthYear'],
    ['2005 Spring', '2005-01-01', 'Year'],
  ])('reads the PubMed date %s', (value, date, datePrecision) => {
    expect(pubmedDate(value)).toEqual({ date, datePrecision });
  });

  it.each([
    ['616-7', '616-617'],
    ['2308-10', '2308-2310'],
    ['10', '10'],
    ['e1234', 'e1234'],
  ])('expands the MEDLINE page range %s', (pages, expanded) => {
    expect(medlinePages(pages)).toBe(expanded);
  });
});
