import { describe, expect, it } from 'vitest';
import { testInvestigation } from '../testInvestigation';
import {
  isSortColumn,
  matchesFilter,
  NEWEST_FIRST,
  nextSort,
  numberRows,
  sortRows,
  type NumberedRow,
} from './listRows';

describe('numberRows', () => {
  it('puts the newest first and counts down from the row total', () => {
    const rows = numberRows([
      testInvestigation({ id: 1, createdOn: '2024-01-01T00:00:00Z' }),
      testInvestigation({ id: 3, createdOn: '2024-03-01T00:00:00Z' }),
      testInvestigation({ id: 2, createdOn: '2024-02-01T00:00:00Z' }),
    ]);
    expect(rows.map((row) => [row.number, row.investigation.id])).toEqual([
      [3, 3],
      [2, 2],
      [1, 1],
    ]);
  });

  it('orders investigations created in the same instant by id, newest id first', () => {
    const same = '2024-01-01T00:00:00Z';
    const rows = numberRows([
      testInvestigation({ id: 7, createdOn: same }),
      testInvestigation({ id: 9, createdOn: same }),
    ]);
    expect(rows.map((row) => row.investigation.id)).toEqual([9, 7]);
  });

  it('gives nothing for an empty list', () => {
    expect(numberRows([])).toEqual([]);
  });
});

describe('matchesFilter', () => {
  const investigation = testInvestigation({
    id: 42,
    title: 'Graphene Batteries',
    investigationSubType: 'Person',
    status: 'FAILED',
    createdBy: 'Grace',
    email: 'grace@example.com',
  });

  it('matches everything when the text is empty or blank', () => {
    expect(matchesFilter(investigation, '')).toBe(true);
    expect(matchesFilter(investigation, '   ')).toBe(true);
  });

  it('matches title, type label, status label, creator, e-mail and id, ignoring case', () => {
    for (const text of ['graphene', 'BATTERIES', 'academic researcher', 'failed', 'grace', 'example.com', '42']) {
      expect(matchesFilter(investigation, text), text).toBe(true);
    }
  });

  it('matches the label of the kind, not of its family', () => {
    const group = testInvestigation({ investigationSubType: 'PersonGroup' });
    expect(group.investigationType).toBe('Person');
    expect(matchesFilter(group, 'research group')).toBe(true);
    expect(matchesFilter(group, 'academic researcher')).toBe(false);
  });

  it('ignores accents on either side: "bayon" finds "Bayón", "léon" finds "Leon"', () => {
    const accented = testInvestigation({ title: 'Publications of María Bayón', createdBy: 'Leon' });
    expect(matchesFilter(accented, 'bayon')).toBe(true);
    expect(matchesFilter(accented, 'MARIA léon')).toBe(true);
    expect(matchesFilter(accented, 'bayonne')).toBe(false);
  });

  it('needs every word to match somewhere', () => {
    expect(matchesFilter(investigation, 'graphene grace')).toBe(true);
    expect(matchesFilter(investigation, 'graphene solar')).toBe(false);
    expect(matchesFilter(investigation, 'Ready')).toBe(false);
  });
});

describe('sorting by a column header', () => {
  const rows = numberRows([
    testInvestigation({ id: 1, title: 'beta', createdOn: '2024-01-01T00:00:00Z', totalDocuments: 600 }),
    testInvestigation({ id: 2, title: 'Alpha', createdOn: '2024-02-01T00:00:00Z', totalDocuments: 5 }),
    testInvestigation({ id: 3, title: 'gamma', createdOn: '2024-03-01T00:00:00Z', totalDocuments: 40 }),
  ]);
  const ids = (sorted: NumberedRow[]) => sorted.map((row) => row.investigation.id);

  it('keeps newest first as the default', () => {
    expect(ids(sortRows(rows, NEWEST_FIRST))).toEqual([3, 2, 1]);
  });

  it('sorts names case-aside and numbers by value, both ways', () => {
    expect(ids(sortRows(rows, { column: 'Name', direction: 'ascending' }))).toEqual([2, 1, 3]);
    expect(ids(sortRows(rows, { column: '# Of Docs', direction: 'descending' }))).toEqual([1, 3, 2]);
    expect(ids(sortRows(rows, { column: 'Created On', direction: 'ascending' }))).toEqual([1, 2, 3]);
  });

  it('turns the same column around and starts another in its natural direction', () => {
    expect(nextSort(NEWEST_FIRST, '#')).toEqual({ column: '#', direction: 'ascending' });
    expect(nextSort(NEWEST_FIRST, 'Name')).toEqual({ column: 'Name', direction: 'ascending' });
    expect(nextSort(NEWEST_FIRST, '# Of Docs')).toEqual({ column: '# Of Docs', direction: 'descending' });
    expect(isSortColumn('Actions')).toBe(false);
    expect(isSortColumn('Status')).toBe(true);
  });
});
