import { describe, expect, it } from 'vitest';
import { testDocument } from '../data/testDocument';
import { authorLimit, documentDetails, formatDocumentDate, hasAuthorToggle, visibleAuthors } from './documentFormat';
import { emptyStateText, readViewLevel, showsLaunchScreen, sortOptions } from './documentsView';

describe('document details', () => {
  it('writes the date at its precision', () => {
    expect(formatDocumentDate('2021-03-05', 'DayMonthYear')).toBe('05 Mar 2021');
    expect(formatDocumentDate('2021-03-05', 'MonthYear')).toBe('Mar 2021');
    expect(formatDocumentDate('2021-03-05', 'Year')).toBe('2021');
    expect(formatDocumentDate('2021-11', null)).toBe('Nov 2021');
    expect(formatDocumentDate(null, 'Year')).toBe('');
  });

  it('never shows a day or month the precision does not know, and derives an unknown precision from the parts', () => {
    expect(formatDocumentDate('2010-01-01', 'Year')).toBe('2010');
    expect(formatDocumentDate('2010-01-01', 'MonthYear')).toBe('Jan 2010');
    expect(formatDocumentDate('2010-01-01', 'DayMonthYear')).toBe('01 Jan 2010');
    expect(formatDocumentDate('2010-03', 'DayMonthYear')).toBe('Mar 2010');
    expect(formatDocumentDate('2010', 'MonthYear')).toBe('2010');
    expect(formatDocumentDate('2010-3-5', 'unknown')).toBe('05 Mar 2010');
    expect(formatDocumentDate('2010-13-01', 'MonthYear')).toBe('2010');
    expect(formatDocumentDate('spring 2010', null)).toBe('');
  });

  it('lists journal, date, volume/issue/pages and citations that are known', () => {
    const document = testDocument(1, {
      journal: 'Nature',
      date: '2020-01-01',
      datePrecision: 'Year',
      volume: '12',
      issue: '3',
      firstPage: '45',
      lastPage: '67',
      citationNumber: 1,
    });
    expect(documentDetails(document)).toEqual(['Nature', '2020', 'Vol. 12, Issue 3, pp. 45–67', '1 Citation']);
    expect(documentDetails(testDocument(2, { citationNumber: 0 }))).toEqual(['0 Citations']);
  });

  it('shows 8 authors (22 for facultyWorks) with a toggle when there are more than the limit plus 2', () => {
    const authors = Array.from({ length: 11 }, (_, index) => index);
    expect(authorLimit(false)).toBe(8);
    expect(authorLimit(true)).toBe(22);
    expect(hasAuthorToggle(10, 8)).toBe(false);
    expect(visibleAuthors(authors.slice(0, 10), 8, false)).toHaveLength(10);
    expect(visibleAuthors(authors, 8, false)).toHaveLength(8);
    expect(visibleAuthors(authors, 8, true)).toHaveLength(11);
  });
});

describe('documents view', () => {
  it('keeps the view level, default 1, 4 only for omnipotent users', () => {
    expect(readViewLevel(null, false)).toBe(1);
    expect(readViewLevel('junk', false)).toBe(1);
    expect(readViewLevel('0', false)).toBe(0);
    expect(readViewLevel('4', false)).toBe(3);
    expect(readViewLevel('4', true)).toBe(4);
  });

  it('offers Relevance only in Topic investigations, and the faculty sorts to facultyWorks users', () => {
    expect(sortOptions(true, false).map((option) => option.value)).toEqual([
      'relevance',
      'publishDateDesc',
      'publishDateAsc',
      'citations',
    ]);
    expect(sortOptions(false, false)[0]!.value).toBe('publishDateDesc');
    expect(sortOptions(true, true).map((option) => option.label)).toEqual([
      'Publish Date',
      'Number of Citations',
      'Dup-Scanning Order',
    ]);
  });

  it('picks the empty-state text', () => {
    const base = { filtersActive: false, topic: false, suggestedTerms: 0 };
    expect(emptyStateText({ ...base, filtersActive: true })).toMatch(/^No results match the current filters/);
    expect(emptyStateText({ ...base, topic: true })).toBe('There are no results or suggested terms to show, yet...');
    expect(emptyStateText({ ...base, topic: true, suggestedTerms: 2 })).toBe('No results.');
    expect(emptyStateText(base)).toBe('No results.');
  });

  it('shows the launch screen only for a young Topic investigation with nothing yet', () => {
    expect(showsLaunchScreen(true, 30, 0, 0)).toBe(true);
    expect(showsLaunchScreen(true, 95, 0, 0)).toBe(false);
    expect(showsLaunchScreen(false, 30, 0, 0)).toBe(false);
    expect(showsLaunchScreen(true, 30, 1, 0)).toBe(false);
  });
});
