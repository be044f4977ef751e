import { MAX_TERMS, normalizeTerm, type SuggestedTerm, type TermModifier, type TermsState } from '@quarry/contract';

/**
 * The suggested terms of a Topic investigation as the pane keeps them (doc 2 §3 "Suggested term": term, selected,
 * group, modifier; §4 "Terms"). A suggestion's group is null for the default group, NEW_GROUP for a new one, or
 * the id of an existing group.
 */

/** The group value of a suggestion headed for a new group (group ids are positive; pending ones negative). */
export const NEW_GROUP = 0;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const key = (term: string) => term.trim().toLowerCase();

const change = (list: readonly SuggestedTerm[], term: string, update: (s: SuggestedTerm) => SuggestedTerm) =>
  list.map((suggestion) => (same(suggestion.term, term) ? update(suggestion) : suggestion));

/** A click selects a suggestion or deselects it; deselecting clears the group (doc 2 §4). */
export const toggleSuggestion = (list: readonly SuggestedTerm[], term: string): SuggestedTerm[] =>
  change(list, term, (s) => (s.selected ? { ...s, selected: false, group: null } : { ...s, selected: true }));

/** Chooses a selected suggestion's modifier; clicking the active modifier resets it to Regular (doc 2 §4). */
export const setSuggestionModifier = (
  list: readonly SuggestedTerm[],
  term: string,
  modifier: TermModifier,
): SuggestedTerm[] =>
  change(list, term, (s) => (s.selected ? { ...s, modifier: s.modifier === modifier ? 'Regular' : modifier } : s));

/** Chooses the group a selected suggestion is added to (an existing group's id, or NEW_GROUP). */
export const setSuggestionGroup = (list: readonly SuggestedTerm[], term: string, group: number): SuggestedTerm[] =>
  change(list, term, (s) => (s.selected ? { ...s, group } : s));

export const removeSuggestion = (list: readonly SuggestedTerm[], term: string): SuggestedTerm[] =>
  list.filter((suggestion) => !same(suggestion.term, term));

export const selectedSuggestions = (list: readonly SuggestedTerm[]): SuggestedTerm[] =>
  list.filter((suggestion) => suggestion.selected);

/**
 * The server's answer merged with what the user did while it was on its way: the suggestions selected here come
 * first as they are here (the server keeps the selected ones first too), then the answer's others, each as the
 * pane has it if it has it; rejected ones (lower case) never show, whatever the answer says.
 */
export function mergeSuggestions(
  local: readonly SuggestedTerm[],
  answer: readonly SuggestedTerm[],
  rejected: ReadonlySet<string>,
): SuggestedTerm[] {
  const selected = selectedSuggestions(local).filter((s) => !rejected.has(key(s.term)));
  const taken = new Set(selected.map((s) => key(s.term)));
  const rest: SuggestedTerm[] = [];
  for (const suggestion of answer) {
    const term = key(suggestion.term);
    if (taken.has(term) || rejected.has(term)) continue;
    taken.add(term);
    const known = local.find((s) => same(s.term, suggestion.term));
    rest.push(known ?? { ...suggestion, selected: false, group: null });
  }
  return [...selected, ...rest];
}

/** The suggestions the pane shows: not the terms the search definition tracks already (case-insensitive). */
export const visibleSuggestions = (list: readonly SuggestedTerm[], state: TermsState | undefined): SuggestedTerm[] =>
  state ? list.filter((s) => !state.terms.some((t) => same(t.term, s.term))) : [...list];

/** Where a suggestion goes: a group id, 'new' for a new group, undefined for the default group. */
export type SuggestionTarget = number | 'new' | undefined;

/** A group that no longer exists (or is still being made) means the default group. */
export function suggestionTarget(group: number | null, state: TermsState): SuggestionTarget {
  if (group === NEW_GROUP) return 'new';
  if (group === null || group < 0) return undefined;
  return state.termGroups.some((g) => g.id === group) ? group : undefined;
}

/** The id of the group a suggestion shows as chosen: its own, or the default group's. */
export function shownGroup(group: number | null, state: TermsState | undefined): number | null {
  if (!state) return group;
  const target = suggestionTarget(group, state);
  if (target === 'new') return NEW_GROUP;
  return target ?? (state.termGroups.find((g) => g.isDefault) ?? state.termGroups[0])?.id ?? null;
}

export interface AddPlan {
  /** One batch per target, in the order the targets first appear. */
  batches: { target: SuggestionTarget; terms: string[] }[];
  /** The modifiers to set once the terms are added (Regular is what a batch gives). */
  modifiers: { term: string; modifier: TermModifier }[];
  /** Every term the plan adds. */
  terms: string[];
}

/**
 * Add Selected Terms: the selected suggestions not tracked already (case-insensitive) grouped by where they go —
 * every one headed for a new group goes to the same new group — and the modifiers to set after.
 */
export function addPlan(selected: readonly SuggestedTerm[], state: TermsState): AddPlan {
  const plan: AddPlan = { batches: [], modifiers: [], terms: [] };
  const seen = new Set(state.terms.map((t) => key(t.term)));
  for (const suggestion of selected) {
    const term = normalizeTerm(suggestion.term);
    if (!term || seen.has(key(term))) continue;
    seen.add(key(term));
    const target = suggestionTarget(suggestion.group, state);
    let batch = plan.batches.find((b) => b.target === target);
    if (!batch) plan.batches.push((batch = { target, terms: [] }));
    batch.terms.push(term);
    plan.terms.push(term);
    if (suggestion.modifier !== 'Regular') plan.modifiers.push({ term, modifier: suggestion.modifier });
  }
  return plan;
}

/** The term limit (doc 2 §5): tracked plus added must stay within MAX_TERMS. */
export const exceedsTermLimit = (plan: AddPlan, state: TermsState): boolean =>
  state.terms.length + plan.terms.length > MAX_TERMS;

/**
 * The page of suggestions the pane shows: the selected ones, then up to `count` others not passed over by More
 * (lower case keys). When More has passed over every other one, paging starts again from the best.
 */
export function suggestionsPage(
  list: readonly SuggestedTerm[],
  passed: ReadonlySet<string>,
  count: number,
): SuggestedTerm[] {
  const selected = list.filter((s) => s.selected);
  const others = list.filter((s) => !s.selected);
  const unseen = others.filter((s) => !passed.has(key(s.term)));
  return [...selected, ...(unseen.length > 0 ? unseen : others).slice(0, count)];
}

/** More: the shown suggestions not selected join those passed over; once every one is passed, paging restarts. */
export function passOver(
  shown: readonly SuggestedTerm[],
  list: readonly SuggestedTerm[],
  passed: ReadonlySet<string>,
): Set<string> {
  const next = new Set(passed);
  for (const s of shown) if (!s.selected) next.add(key(s.term));
  const left = list.some((s) => !s.selected && !next.has(key(s.term)));
  return left ? next : new Set();
}
