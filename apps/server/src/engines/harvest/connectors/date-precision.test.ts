import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@quarry/testkit';
import { describe, expect, it } from 'vitest';
import type { NormalizedDocument } from '../document.js';
import { parseArxivFeed } from './arxiv-parse.js';
import { parseCrossrefWork } from './crossref-parse.js';
import { dateFromParts, parseLooseDate } from './dates.js';
import { parseLocalFile } from './local-file.js';
import { resultsOf } from './openalex-entities.js';
import { openAlexDate, parseOpenAlexWork } from './openalex-parse.js';
import { extractPage } from './page-extract.js';
import { webSearchHitToDocument } from './web-search.js';
import { recordedOpenAlexSearch } from '../../../test/sources.js';

/** Each source's date at the precision it really knows (doc 2 §3, §9: Year, MonthYear, DayMonthYear). */
const dated = (doc: NormalizedDocument | undefined) => [doc?.date, doc?.datePrecision];

describe('dates from parts and loose spellings', () => {
  it('takes the precision of the parts given', () => {
    expect(dateFromParts(2010)).toEqual({ date: '2010-01-01', datePrecision: 'Year' });
    expect(dateFromParts(2010, 3)).toEqual({ date: '2010-03-01', datePrecision: 'MonthYear' });
    expect(dateFromParts(2010, 3, 5)).toEqual({ date: '2010-03-05', datePrecision: 'DayMonthYear' });
    expect(dateFromParts(undefined, 3, 5)).toBeUndefined();
    expect(dateFromParts(999, 3, 5)).toBeUndefined();
  });

  it.each([
    [2015, 2, 30, '2015-02-01', 'MonthYear'],
    [2015, 2, 29, '2015-02-01', 'MonthYear'],
    [2016, 2, 29, '2016-02-29', 'DayMonthYear'],
    [2000, 2, 29, '2000-02-29', 'DayMonthYear'],
    [1900, 2, 29, '1900-02-01', 'MonthYear'],
    [2015, 4, 31, '2015-04-01', 'MonthYear'],
    [2015, 12, 31, '2015-12-31', 'DayMonthYear'],
    [2015, 6, 0, '2015-06-01', 'MonthYear'],
    [2015, 6, 2.5, '2015-06-01', 'MonthYear'],
    [2015, 13, 5, '2015-01-01', 'Year'],
    [2015, 0, 5, '2015-01-01', 'Year'],
    [2015, 21, undefined, '2015-01-01', 'Year'],
  ])('degrades the impossible %i-%i-%s to what can be: %s at %s', (year, month, day, date, datePrecision) => {
    expect(dateFromParts(year, month, day)).toEqual({ date, datePrecision });
  });

  it.each([
    ['2015', '2015-01-01', 'Year'],
    ['2015-06', '2015-06-01', 'MonthYear'],
    ['June 2015', '2015-06-01', 'MonthYear'],
    ['5 Jun 2015', '2015-06-05', 'DayMonthYear'],
    ['2018-06-27T11:44:35Z', '2018-06-27', 'DayMonthYear'],
    ['2015-02-30', '2015-02-01', 'MonthYear'],
    ['2015/02/29', '2015-02-01', 'MonthYear'],
    ['2015-02-30T10:00:00Z', '2015-02-01', 'MonthYear'],
    ['30 Feb 2015', '2015-02-01', 'MonthYear'],
    ['April 31, 2015', '2015-04-01', 'MonthYear'],
    ['2015-13-05', '2015-01-01', 'Year'],
    // EDTF
    ['2015-03-XX', '2015-03-01', 'MonthYear'],
    ['2015-XX-XX', '2015-01-01', 'Year'],
    ['2015-21', '2015-01-01', 'Year'],
    ['2015?', '2015-01-01', 'Year'],
    ['2015-03-05~', '2015-03-05', 'DayMonthYear'],
    ['2015-03%', '2015-03-01', 'MonthYear'],
    ['2015-03/2016-05', '2015-03-01', 'MonthYear'],
    ['2015-03-05/..', '2015-03-05', 'DayMonthYear'],
    ['../2016-05', '2016-05-01', 'MonthYear'],
    ['/2016', '2016-01-01', 'Year'],
  ])('reads %s', (text, date, datePrecision) => {
    expect(parseLooseDate(text)).toEqual({ date, datePrecision });
  });

  it.each(['201X', '..', 'spring', '', 'n.d.'])('finds no date in "%s"', (text) => {
    expect(parseLooseDate(text)).toBeUndefined();
  });
});

describe('OpenAlex: publication_date is always a full date, its 01s are unknown parts', () => {
  it.each([
    ['2010-01-01', 2010, '2010-01-01', 'Year'],
    ['2010-03-01', 2010, '2010-03-01', 'MonthYear'],
    ['2010-03-15', 2010, '2010-03-15', 'DayMonthYear'],
    ['2010-01-15', 2010, '2010-01-15', 'DayMonthYear'],
    [undefined, 2018, '2018-01-01', 'Year'],
  ])('%s (publication_year %s) is %s at %s', (publicationDate, year, date, datePrecision) => {
    expect(openAlexDate(publicationDate, year)).toEqual({ date, datePrecision });
  });

  it('gives nothing without a date or a year', () => {
    expect(openAlexDate(undefined, undefined)).toBeUndefined();
    expect(openAlexDate('not a date', undefined)).toBeUndefined();
  });

  it('dates the handbook of the recorded search (publication_date 2019-01-01) by its year', () => {
    const fixture = path.join(repoRoot, 'apps/server/test-fixtures/openalex/works-search-page-1.json');
    const [article, handbook] = resultsOf(JSON.parse(readFileSync(fixture, 'utf8')));
    expect(dated(parseOpenAlexWork(article, { query: 'q' }))).toEqual(['2021-03-15', 'DayMonthYear']);
    expect(dated(parseOpenAlexWork(handbook, { query: 'q' }))).toEqual(['2019-01-01', 'Year']);
  });
});

describe('Crossref: date-parts of length 1, 2 and 3', () => {
  const work = (dates: Record<string, unknown>) => parseCrossrefWork({ title: ['A title'], ...dates }, 'q');
  it.each([
    [[[2010]], '2010-01-01', 'Year'],
    [[[2010, 3]], '2010-03-01', 'MonthYear'],
    [[[2010, 3, 5]], '2010-03-05', 'DayMonthYear'],
    [[['2010', '3']], '2010-03-01', 'MonthYear'],
  ])('issued %j is %s at %s', (parts, date, precision) => {
    expect(dated(work({ issued: { 'date-parts': parts } }))).toEqual([date, precision]);
  });

  it('falls back to the print date when issued has no year', () => {
    const doc = work({ issued: { 'date-parts': [[null]] }, 'published-print': { 'date-parts': [[2012, 7]] } });
    expect(dated(doc)).toEqual(['2012-07-01', 'MonthYear']);
  });
});

describe('RIS: the year of PY (or Y1), the month and day of DA', () => {
  const ris = (...dateLines: string[]) =>
    parseLocalFile('refs.ris', ['TY  - JOUR', 'TI  - A title', ...dateLines, 'ER  - ', ''].join('\n')).documents[0];
  it.each([
    [['PY  - 2015'], '2015-01-01', 'Year'],
    [['PY  - 2015', 'DA  - 2015/06/05'], '2015-06-05', 'DayMonthYear'],
    [['DA  - 2015/06/05/', 'PY  - 2015'], '2015-06-05', 'DayMonthYear'],
    [['PY  - 2015', 'DA  - 2015/06//'], '2015-06-01', 'MonthYear'],
    [['PY  - 2015', 'DA  - 2015///Spring'], '2015-01-01', 'Year'],
    [['Y1  - 2015/06/05/'], '2015-06-05', 'DayMonthYear'],
    [['DA  - 2015/06'], '2015-06-01', 'MonthYear'],
    [['PY  - 2015', 'DA  - 2014/12/24'], '2015-01-01', 'Year'],
  ])('%j is %s at %s', (lines, date, precision) => {
    expect(dated(ris(...lines))).toEqual([date, precision]);
  });
});

describe('arXiv: the published timestamp is a full date', () => {
  it('reads the day', () => {
    const feed = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/abs/1501.00001v1</id>
      <published>2015-01-01T18:00:00Z</published><title>A title</title><summary>Text.</summary></entry></feed>`;
    expect(dated(parseArxivFeed(feed, 'q').documents[0])).toEqual(['2015-01-01', 'DayMonthYear']);
  });
});

describe('an impossible date degrades to what can be, on every source that reads dates', () => {
  const local = (fileName: string, text: string) => parseLocalFile(fileName, text).documents[0];
  it('RIS: PY 2015/02/30 and DA 2015/04/31 keep their month, 2015/13/01 its year', () => {
    const ris = (line: string) => local('refs.ris', ['TY  - JOUR', 'TI  - A title', line, 'ER  - ', ''].join('\n'));
    expect(dated(ris('PY  - 2015/02/30'))).toEqual(['2015-02-01', 'MonthYear']);
    expect(dated(ris('DA  - 2015/04/31'))).toEqual(['2015-04-01', 'MonthYear']);
    expect(dated(ris('PY  - 2016/02/29'))).toEqual(['2016-02-29', 'DayMonthYear']);
    expect(dated(ris('PY  - 2015/13/01'))).toEqual(['2015-01-01', 'Year']);
  });

  it('BibTeX: a date field of 30 February keeps its month, a month 13 its year', () => {
    const bib = (fields: string) => local('refs.bib', `@article{key1, title = {A title}, ${fields}}`);
    expect(dated(bib('date = {2015-02-30}'))).toEqual(['2015-02-01', 'MonthYear']);
    expect(dated(bib('year = {2015}, month = {13}'))).toEqual(['2015-01-01', 'Year']);
  });

  it('CSL-JSON: date-parts of 31 June keep their month', () => {
    const csl = local(
      'refs.json',
      JSON.stringify([{ type: 'article-journal', title: 'A title', issued: { 'date-parts': [[2015, 6, 31]] } }]),
    );
    expect(dated(csl)).toEqual(['2015-06-01', 'MonthYear']);
  });

  it('arXiv: a published timestamp of 30 February keeps its month', () => {
    const feed = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/abs/1501.00001v1</id>
      <published>2015-02-30T18:00:00Z</published><title>A title</title><summary>Text.</summary></entry></feed>`;
    expect(dated(parseArxivFeed(feed, 'q').documents[0])).toEqual(['2015-02-01', 'MonthYear']);
  });

  it('web pages: a meta date of 31 September keeps its month', () => {
    const html =
      '<html><head><meta name="citation_publication_date" content="2019-09-31"></head><body><p>Text.</p></body></html>';
    expect(extractPage(html, 'https://example.org/a').published).toEqual({
      date: '2019-09-01',
      datePrecision: 'MonthYear',
    });
  });

  it('search results: a published date of 29 February of a common year keeps its month', () => {
    const doc = webSearchHitToDocument(
      { url: 'https://example.org/a', title: 'A', snippet: 'S', publishedDate: '2023-02-29T00:00:00' },
      'q',
    );
    expect(dated(doc)).toEqual(['2023-02-01', 'MonthYear']);
  });

  it('OpenAlex and Crossref: an impossible day keeps the month', () => {
    expect(openAlexDate('2010-02-30', 2010)).toEqual({ date: '2010-02-01', datePrecision: 'MonthYear' });
    const work = parseCrossrefWork({ title: ['A title'], issued: { 'date-parts': [[2010, 11, 31]] } }, 'q');
    expect(dated(work)).toEqual(['2010-11-01', 'MonthYear']);
  });
});

describe('CSL-JSON dates keep the year at least', () => {
  const issued = (value: unknown) =>
    dated(
      parseLocalFile('refs.json', JSON.stringify([{ type: 'book', title: 'A title', issued: value }])).documents[0],
    );
  it.each([
    ['a season as month 21', { 'date-parts': [[2015, 21]] }, '2015-01-01', 'Year'],
    ['a season property', { 'date-parts': [[2015]], season: 'Spring' }, '2015-01-01', 'Year'],
    [
      'a range (its start)',
      {
        'date-parts': [
          [2015, 3],
          [2016, 5],
        ],
      },
      '2015-03-01',
      'MonthYear',
    ],
    ['parts as strings', { 'date-parts': [['2015', '03', '05']] }, '2015-03-05', 'DayMonthYear'],
    ['a date string inside date-parts', { 'date-parts': [['2015-03-05']] }, '2015-03-05', 'DayMonthYear'],
    ['raw', { raw: '2015-03-05' }, '2015-03-05', 'DayMonthYear'],
    ['raw in words', { raw: 'March 2015' }, '2015-03-01', 'MonthYear'],
    ['raw EDTF interval', { raw: '2015-03/2016' }, '2015-03-01', 'MonthYear'],
    ['raw beside empty date-parts', { 'date-parts': [[]], raw: '2015' }, '2015-01-01', 'Year'],
    ['literal', { literal: 'Spring 2015' }, '2015-01-01', 'Year'],
    ['literal circa', { literal: 'circa 1898' }, '1898-01-01', 'Year'],
    ['an edtf property', { edtf: '2015-03-XX' }, '2015-03-01', 'MonthYear'],
    ['an EDTF string in place of the object', '2015-06-07?', '2015-06-07', 'DayMonthYear'],
    ['an EDTF season string', '2015-23', '2015-01-01', 'Year'],
    ['an open interval', '../2016-05', '2016-05-01', 'MonthYear'],
  ])('%s', (_form, value, date, precision) => {
    expect(issued(value)).toEqual([date, precision]);
  });

  it('gives no date when none is known', () => {
    expect(issued({ literal: 'forthcoming' })).toEqual([undefined, undefined]);
    expect(issued({ 'date-parts': [[null]] })).toEqual([undefined, undefined]);
  });
});

const openAlexSearch = recordedOpenAlexSearch;

describe.skipIf(!existsSync(openAlexSearch))('real data: the OpenAlex search of the review (../shared/data)', () => {
  it('dates no work on a 1st of January, and prints the precisions', () => {
    const works = resultsOf(JSON.parse(readFileSync(openAlexSearch, 'utf8')));
    const documents = works
      .map((work) => parseOpenAlexWork(work, { query: 'biodiversity finance' }))
      .filter((doc) => doc !== undefined);
    const counts: Record<string, number> = {};
    for (const doc of documents) counts[doc.datePrecision ?? 'none'] = (counts[doc.datePrecision ?? 'none'] ?? 0) + 1;
    console.log(
      `OpenAlex "biodiversity finance" page 1: ${documents.length} works, precision ${JSON.stringify(counts)}`,
    );
    expect(documents.filter((doc) => doc.datePrecision === 'DayMonthYear' && doc.date?.endsWith('-01'))).toEqual([]);
    expect(counts.Year).toBeGreaterThan(0);
  });
});
