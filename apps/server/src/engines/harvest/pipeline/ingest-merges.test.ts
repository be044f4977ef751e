import { describe, expect, it } from 'vitest';
import { FILLABLE_COLUMNS, type FillableValues } from '../document-store.js';
import { fieldsToFill } from './ingest-merges.js';

const values = (changes: Partial<FillableValues>): FillableValues => ({
  ...(Object.fromEntries(
    FILLABLE_COLUMNS.map((column) => [column, column === 'keywords' ? [] : column === 'abstract' ? '' : null]),
  ) as unknown as FillableValues),
  ...changes,
});

describe('the fields a merged record fills', () => {
  const incoming = values({
    abstract: 'Peat holds carbon.',
    journal: 'Peat Science',
    volume: '12',
    date: '2019-03-01',
    date_precision: 'DayMonthYear',
    publication_type: 'article',
  });

  it('fills the empty ones, a date with its precision, and keeps what the document has', () => {
    expect(fieldsToFill(values({ volume: '7' }), incoming)).toEqual({
      abstract: 'Peat holds carbon.',
      journal: 'Peat Science',
      date: '2019-03-01',
      date_precision: 'DayMonthYear',
      publication_type: 'article',
    });
  });

  it('never fills a column a user set or cleared', () => {
    expect(fieldsToFill(values({}), incoming, ['publication_type', 'date', 'date_precision', 'abstract'])).toEqual({
      journal: 'Peat Science',
      volume: '12',
    });
  });
});
