import { ACADEMIC_CLASSIFICATIONS, ACADEMIC_PUBLICATION, type SelectedTop, type TopEntry } from '@quarry/contract';
import type { TopListLike } from './topBars';

const CLASSIFICATIONS = 'predefined.Classifications';
const isAcademic = (value: string) => ACADEMIC_CLASSIFICATIONS.includes(value);

/**
 * A profile's Classifications list (doc 2 §4): Article, Book and Book Chapter as one Academic Publication bar
 * (Patent and the rest apart), heaviest first. Other lists are left as they are.
 */
export function mergeAcademicPublications<T extends TopListLike>(list: T): T {
  if (list.name !== CLASSIFICATIONS) return list;
  const academic = list.entries.filter((entry) => isAcademic(entry.value));
  if (academic.length === 0) return list;
  const sum = (field: 'totalCount' | 'relevantCount' | 'totalScore' | 'relevantScore') =>
    academic.reduce((total, entry) => total + entry[field], 0);
  const merged: TopEntry = {
    value: ACADEMIC_PUBLICATION,
    name: ACADEMIC_PUBLICATION,
    totalCount: sum('totalCount'),
    relevantCount: sum('relevantCount'),
    totalScore: sum('totalScore'),
    relevantScore: sum('relevantScore'),
  };
  const entries = [merged, ...list.entries.filter((entry) => !isAcademic(entry.value))].sort(
    (a, b) => b.totalCount - a.totalCount,
  );
  return { ...list, entries, total: list.total - academic.length + 1 };
}

/** The filters a bar stands for: the Academic Publication bar is expanded back into its three classifications. */
export function topsOfBar(listName: string, entry: TopEntry): SelectedTop[] {
  if (listName === CLASSIFICATIONS && entry.value === ACADEMIC_PUBLICATION)
    return ACADEMIC_CLASSIFICATIONS.map((value) => ({
      name: listName,
      selectedValue: value,
      selectedDisplayValue: value,
    }));
  return [{ name: listName, selectedValue: entry.value, selectedDisplayValue: entry.name }];
}

/** The chip of the three classifications an Academic Publication bar selected, when all three are (a profile shows one). */
export const selectsAcademicPublication = (tops: readonly SelectedTop[]): boolean =>
  ACADEMIC_CLASSIFICATIONS.every((value) =>
    tops.some((top) => top.name === CLASSIFICATIONS && top.selectedValue === value),
  );
