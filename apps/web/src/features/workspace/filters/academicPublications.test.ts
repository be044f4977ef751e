import { describe, expect, it } from 'vitest';
import { mergeAcademicPublications, selectsAcademicPublication, topsOfBar } from './academicPublications';

const entry = (value: string, totalCount: number) => ({
  value,
  name: value,
  totalCount,
  relevantCount: 1,
  totalScore: totalCount,
  relevantScore: 1,
});
const classifications = {
  name: 'predefined.Classifications',
  title: 'Classifications',
  total: 4,
  entries: [entry('Web Page', 6), entry('Article', 3), entry('Book', 1), entry('Book Chapter', 1)],
};

describe('Academic Publication in a profile (doc 2 §4)', () => {
  it('shows Article, Book and Book Chapter as one bar with their counts summed, the rest apart, heaviest first', () => {
    const merged = mergeAcademicPublications({
      ...classifications,
      total: 5,
      entries: [...classifications.entries, entry('Patent', 2)],
    });
    expect(merged.entries.map((bar) => [bar.value, bar.totalCount, bar.relevantCount])).toEqual([
      ['Web Page', 6, 1],
      ['Academic Publication', 5, 3],
      ['Patent', 2, 1],
    ]);
    expect(merged.total).toBe(3);
  });

  it('leaves other lists, and a list without those classifications, as they are', () => {
    const journals = { ...classifications, name: 'predefined.Journals' };
    expect(mergeAcademicPublications(journals)).toBe(journals);
    const webOnly = { ...classifications, entries: [entry('Web Page', 5)] };
    expect(mergeAcademicPublications(webOnly)).toBe(webOnly);
  });

  it('expands the bar back into three filters, and knows them again', () => {
    const tops = topsOfBar('predefined.Classifications', entry('Academic Publication', 5));
    expect(tops.map((top) => top.selectedValue)).toEqual(['Article', 'Book', 'Book Chapter']);
    expect(selectsAcademicPublication(tops)).toBe(true);
    expect(selectsAcademicPublication(tops.slice(1))).toBe(false);
    expect(topsOfBar('predefined.Classifications', entry('Patent', 2))).toEqual([
      { name: 'predefined.Classifications', selectedValue: 'Patent', selectedDisplayValue: 'Patent' },
    ]);
  });
});
