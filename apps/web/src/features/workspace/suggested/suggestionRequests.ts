import type { SuggestedTerm, TermsState } from '@quarry/contract';
import type { FilterSpec } from '../state/filterSpec';
import { selectedSuggestions, type AddPlan } from './suggestions';

/**
 * When the suggested-terms pane asks the server again and what it tells it (doc 2 §7 next-suggested-terms), apart
 * from React: the changes that ask, the rejections not yet told, the suggestions More passed over under a filter,
 * and what Add Selected Terms leaves.
 */

/** How a term is known among others: case and surrounding spaces aside. */
export const termKey = (term: string): string => term.trim().toLowerCase();

/** What of the search definition changes the suggestions (before two votes they follow the best scored). */
export const termsSignature = (state: TermsState | undefined): string =>
  state ? state.terms.map((t) => `${termKey(t.term)}:${t.modifier}:${t.selected}`).join('|') : '';

export interface SuggestionInputs {
  votes: number;
  terms: string;
}

/** Votes and term changes ask again (once they settle); the first terms loading is no change. */
export const asksAgain = (before: SuggestionInputs, now: SuggestionInputs): boolean =>
  now.votes !== before.votes || (before.terms !== '' && now.terms !== before.terms);

/** The rejected suggestions: never shown again here, and told to the server once (it never suggests them again). */
export interface Rejections {
  /** Every one rejected (lower case). */
  all: ReadonlySet<string>;
  /** Those no answered call has told yet. */
  untold: readonly string[];
}

export const NO_REJECTIONS: Rejections = { all: new Set(), untold: [] };

export const reject = (rejections: Rejections, term: string): Rejections => ({
  all: new Set([...rejections.all, termKey(term)]),
  untold: [...rejections.untold, term],
});

/** An answered call told the rejections it carried (others may have come since). */
export const told = (rejections: Rejections, carried: readonly string[]): Rejections => ({
  ...rejections,
  untold: rejections.untold.filter((term) => !carried.includes(term)),
});

/** Every call carries the selected suggestions (the server keeps them first) and the rejections not yet told. */
export const suggestionsRequest = (spec: FilterSpec, list: readonly SuggestedTerm[], rejections: Rejections) => ({
  spec,
  selectedSuggestedTerms: selectedSuggestions(list),
  rejectedSuggestedTerms: [...rejections.untold],
});

/** What More passed over (lower case) under one filter: a new filter starts the paging again. */
export interface PassedOver {
  specKey: string;
  terms: ReadonlySet<string>;
}

const NOTHING_PASSED: ReadonlySet<string> = new Set();

export const passedUnder = (passed: PassedOver, specKey: string): ReadonlySet<string> =>
  passed.specKey === specKey ? passed.terms : NOTHING_PASSED;

/** The modifiers to set after Add Selected Terms: those of the terms its batches added. */
export const modifiersOfAdded = (plan: AddPlan, added: ReadonlySet<string>): AddPlan['modifiers'] =>
  plan.modifiers.filter(({ term }) => added.has(termKey(term)));

/** Added (or tracked already), selected suggestions are suggestions no more. */
export function withoutTracked(
  list: readonly SuggestedTerm[],
  added: ReadonlySet<string>,
  state: TermsState,
): SuggestedTerm[] {
  const tracked = new Set([...added, ...state.terms.map((t) => termKey(t.term))]);
  return list.filter((s) => !(s.selected && tracked.has(termKey(s.term))));
}
