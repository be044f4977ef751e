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

/** Each source's date at the precision it really knows (doc 2 §3, §9: Year, MonthYear, DayMonthYear). */
const dated = (doc: NormalizedDocument | undefined) => [doc?.date, doc?.datePrecision];

describe('dates from parts and loose spellings', () => {
  it('takes the precision of the parts given', () => {
    expect(dateFromParts(2010)).toEqual({ date: '2010-01-01', datePrecision: 'Year' });
    expect(dateFromParts(2010, 3)).toEqual({ date: '2010-03-01', datePrecision: 'MonthYear' });
    expect(dateFromParts(2010, 3, 5)).toEqual({ date: '2010-03-05', datePrecision: 'DayMonthYear' });
    expect(dateFromParts(2010, 13)).toBeUndefined();
    expect(dateFromParts(undefined, 3, 5)).toBeUndefined();
  });

  it.each([
    ['2015', '2015-01-01', 'Year'],
    ['2015-06', '2015-06-01', 'MonthYear'],
    ['June 2015', '2015-06-01', 'MonthYear'],
    ['5 Jun 2015', '2015-06-05', 'DayMonthYear'],
    ['2018-06-27T11:44:35Z', '2018-06-27', 'DayMonthYear'],
  ])('reads %s', (text, date, datePrecision) => {
    expect(parseLooseDate(text)).toEqual({ date, datePrecision });
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

const openAlexSearch = path.join(
  repoRoot,
  '..',
  'shared',
  'data',
  'openalex',
  'works_search_biodiversity_AND_finance_page1.json',
);

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
