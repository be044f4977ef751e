import { AUTHORS_CATEGORY, type SelectedTop } from '@quarry/contract';
import { type FilterSpec, selectTops } from '../state/filterSpec';

/** The Authors filter of one author (doc 2 §3: the persons filter's value is the numeric author id). */
export const authorTop = (personId: number, name: string): SelectedTop => ({
  name: AUTHORS_CATEGORY,
  selectedValue: String(personId),
  selectedDisplayValue: name,
});

/** The spec with the author's filter added: only their documents, within the other filters. */
export const narrowToAuthor = (spec: FilterSpec, personId: number, name: string): FilterSpec =>
  selectTops(spec, [authorTop(personId, name)]);
