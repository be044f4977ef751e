import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLocalFile } from './local-file.js';

const sample = readFileSync(new URL('./fixtures/refer/Endnote.entries.enw', import.meta.url), 'utf8');

const exported = [
  '%0 Journal Article',
  '%T Superior techniques for eliminating ring artifacts in X-ray micro-tomography',
  '%A Vo, Nghia T',
  '%A Atwood, Robert C',
  '%J Optics express',
  '%V 26',
  '%N 22',
  '%P 28396-28412',
  '%D 2018',
  '%8 October 29, 2018',
  '%R 10.1364/OE.26.028396',
  '%U https://doi.org/10.1364/OE.26.028396',
  '%K tomography',
  'ring artifacts',
  '%X An abstract',
  'that wraps.',
  '%G English',
  '%F include',
  '%Z RAYYAN-INCLUSION: {"Ann"=>"Included"}',
  '',
  '%0 Book',
  '%T A book',
  '%A Someone',
  '%D 1999',
].join('\r\n');

describe('EndNote tagged (.enw) and refer', () => {
  it('reads every record of the JabRef sample (as many as its "%0" lines): the one with a title kept, the others named by their line', () => {
    const result = parseLocalFile('Endnote.entries.enw', sample);
    expect(result.format).toBe('refer');
    expect(result.documents.length + result.errors.length).toBe(sample.match(/^%0/gm)!.length);
    expect(result.documents).toHaveLength(1);
    expect(result.documents[0]).toMatchObject({ title: 'testT', authors: [{ name: 'testA0' }, { name: 'testA1' }] });
    expect(result.errors[0]).toBe('line 7: no title');
  });

  it('maps every field of an EndNote export, its labels and notes as decisions (a Rayyan note giving the vote)', () => {
    const [article, book] = parseLocalFile('export.enw', exported).documents;
    expect(article).toMatchObject({
      title: 'Superior techniques for eliminating ring artifacts in X-ray micro-tomography',
      abstract: 'An abstract that wraps.',
      authors: [{ name: 'Nghia T Vo' }, { name: 'Robert C Atwood' }],
      journal: 'Optics express',
      volume: '26',
      issue: '22',
      firstPage: '28396',
      lastPage: '28412',
      date: '2018-10-29',
      datePrecision: 'DayMonthYear',
      doi: '10.1364/oe.26.028396',
      url: 'https://doi.org/10.1364/OE.26.028396',
      keywords: ['tomography', 'ring artifacts'],
      language: 'en',
      publicationType: 'journal-article',
      decisions: { labels: ['include'], vote: 'RELEVANT' },
    });
    expect(book).toMatchObject({ type: 'Book', title: 'A book', date: '1999-01-01' });
  });

  it('reads classic refer, whose records are separated by blank lines without %0', () => {
    const text = '%T First\n%A One\n\n%T Second\n%A Two\n';
    expect(parseLocalFile('refs.txt', text).documents.map((document) => document.title)).toEqual(['First', 'Second']);
  });
});
