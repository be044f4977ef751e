import { documentMessages } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import {
  authorsOfOverwrite,
  columnChanges,
  EDITABLE_COLUMNS,
  type EditableValues,
  fieldsOf,
  firstIssue,
  overwrittenMarks,
  previousAsFields,
  previousValuesOf,
} from './document-overwrites.js';

const values = (changes: Partial<EditableValues> = {}): EditableValues => ({
  ...(Object.fromEntries(EDITABLE_COLUMNS.map((column) => [column, null])) as EditableValues),
  title: 'Peat carbon',
  abstract: '',
  ...changes,
});

describe("a user's overwrites as columns", () => {
  it('writes the fields sent: an empty string clears, a date sets its precision, a DOI is normalized', () => {
    expect(
      columnChanges({
        title: ' Peat ',
        abstract: '',
        journal: '',
        volume: ' 7 ',
        date: '2019',
        doi: 'https://doi.org/10.5555/PEAT.1',
        firstPage: '12',
      }),
    ).toEqual({
      title: 'Peat',
      abstract: '',
      journal: null,
      volume: '7',
      date: '2019-01-01',
      date_precision: 'Year',
      doi: '10.5555/peat.1',
      first_page: '12',
    });
    expect(columnChanges({ date: '' })).toEqual({ date: null, date_precision: null });
    expect(columnChanges({ date: '2019-3-04' })).toEqual({ date: '2019-03-04', date_precision: 'DayMonthYear' });
    expect(columnChanges({})).toEqual({});
  });

  it('marks the columns a field sets, the date with its precision and the authors apart', () => {
    const fields = fieldsOf({ date: '2019', originalLanguage: 'pt', authors: [], title: 'x' });
    expect(fields).toEqual(['authors', 'date', 'originalLanguage', 'title']);
    expect(overwrittenMarks(fields)).toEqual(['authors', 'date', 'date_precision', 'language', 'title']);
    expect(fieldsOf({ title: undefined })).toEqual([]);
  });

  it('places authors trimmed, in order, without empty affiliations', () => {
    expect(authorsOfOverwrite([{ name: ' Ada Lovelace ', affiliations: ['Univ. of London', ' ', ''] }])).toEqual([
      { name: 'Ada Lovelace', position: 0, affiliations: [{ name: 'Univ. of London' }] },
    ]);
  });
});

describe("the dialog's rules on the document the overwrites leave", () => {
  const article = { type: 'Article', values: values({ url: 'https://example.org/peat' }) };

  it('answers every rule on a create, the first in the dialog order', () => {
    const state = { type: 'Book', values: values({ title: '' }) };
    expect(firstIssue(state, [], { url: 'x' }, true)?.message).toBe(documentMessages.titleRequired);
    expect(firstIssue(state, [], { title: 'Peat', url: '' }, true)?.message).toBe(documentMessages.websiteUrlRequired);
    expect(firstIssue(state, [], { title: 'Peat', url: 'https://example.org' }, true)).toBeUndefined();
  });

  it("answers an edit only for the fields it sets (a harvested value the user did not touch is not the edit's)", () => {
    const harvested = { type: 'Article', values: values({ url: null, full_text_url: 'not a url' }) };
    expect(firstIssue(harvested, [], { volume: '7' }, false)).toBeUndefined();
    expect(firstIssue(harvested, [], { url: 'www.example.org' }, false)?.message).toBe(
      documentMessages.websiteUrlPattern,
    );
    expect(firstIssue(harvested, [], { fullTextUrl: 'ftp://x' }, false)?.field).toBe('fullTextUrl');
  });

  it('takes a blank publication type for an empty custom one, and an empty one for a cleared type', () => {
    expect(firstIssue(article, [], { publicationType: ' ' }, false)?.message).toBe(
      documentMessages.customPublicationType,
    );
    expect(firstIssue(article, [], { publicationType: '' }, false)).toBeUndefined();
  });

  it('checks dates and, for the generic type, author names', () => {
    expect(firstIssue(article, [], { date: '2019-02-30' }, false)?.message).toBe(documentMessages.invalidDate);
    expect(firstIssue(article, [], { authors: [{ name: '', affiliations: [] }] }, false)?.message).toBe(
      documentMessages.emptyAuthorName,
    );
    const book = { ...article, type: 'Book' };
    expect(firstIssue(book, [], { authors: [{ name: '', affiliations: [] }] }, false)).toBeUndefined();
  });
});

describe('the values an edit replaces', () => {
  it("keeps the columns of the fields it sets, and shows them as the dialog's text", () => {
    const before = values({ date: '2019-03-01', date_precision: 'MonthYear', journal: 'Peat Science' });
    const authors = [{ name: 'Ada Lovelace', position: 0, affiliations: [{ name: 'London' }] }];
    const previous = previousValuesOf(['authors', 'date', 'volume'], before, authors);
    expect(previous).toEqual({ columns: { date: '2019-03-01', date_precision: 'MonthYear', volume: null }, authors });
    expect(previousAsFields(['authors', 'date', 'volume'], previous)).toEqual({
      authors: [{ name: 'Ada Lovelace', affiliations: ['London'] }],
      date: '2019-03',
      volume: '',
    });
    expect(previousValuesOf(['journal'], before, undefined)).toEqual({ columns: { journal: 'Peat Science' } });
  });
});
