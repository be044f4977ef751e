import {
  MAX_TERMS,
  newGroupName,
  nextGroupColor,
  normalizeTerm,
  splitTerms,
  termsMessages,
  type GroupModifier,
  type PredefinedTermGroup,
  type TermGroup,
  type TermModifier,
  type TermsState,
} from '@quarry/contract';

/**
 * The search definition as the screen shows it before the server answers (doc 2 §4: every term change is applied
 * on screen first). Each transition mirrors what the server does with the call, so the answer usually changes
 * nothing; a group the server is still creating carries a temporary negative id.
 */

/** Where a term goes: an existing group's id, 'new' for a new group, undefined for the default group. */
export type GroupTarget = number | 'new' | undefined;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the term is tracked already (case-insensitive, doc 2 §5). */
export const hasTerm = (state: TermsState, term: string): boolean => state.terms.some((t) => same(t.term, term));

export const hasGroupName = (state: TermsState, name: string, exceptId?: number): boolean =>
  state.termGroups.some((group) => group.id !== exceptId && same(group.name, name));

export const defaultGroup = (state: TermsState): TermGroup | undefined =>
  state.termGroups.find((group) => group.isDefault) ?? state.termGroups[0];

/** A group the server has not created yet: its id is temporary. */
export const isPendingGroup = (group: TermGroup): boolean => group.id < 0;

let pendingId = 0;
/** The group a 'new' target stands for until the server answers, named and coloured as the server will. */
function pendingGroup(state: TermsState, name?: string): TermGroup {
  pendingId -= 1;
  const last = state.termGroups.at(-1);
  return {
    id: pendingId,
    name: name ?? newGroupName(state.termGroups.map((group) => group.name)),
    color: String(nextGroupColor(last ? Number(last.color) : undefined)),
    modifier: 'Regular',
    isDefault: false,
  };
}

/** Resolves a target to a group id, adding the pending group for 'new'. */
function withTarget(state: TermsState, target: GroupTarget): [TermsState, number | undefined] {
  if (target === 'new') {
    const group = pendingGroup(state);
    return [{ ...state, termGroups: [...state.termGroups, group] }, group.id];
  }
  const id = target ?? defaultGroup(state)?.id;
  return [state, state.termGroups.some((group) => group.id === id) ? id : undefined];
}

/** Terms listed in group order (the server answers in display order: by group, then as added). */
function ordered(state: TermsState): TermsState {
  const position = new Map(state.termGroups.map((group, index) => [group.id, index]));
  const terms = state.terms
    .map((term, index) => ({ term, index }))
    .sort((a, b) => (position.get(a.term.groupId) ?? 0) - (position.get(b.term.groupId) ?? 0) || a.index - b.index)
    .map(({ term }) => term);
  return { ...state, terms };
}

/** Adds one term (ignored when empty or tracked already). */
export function addTerm(
  state: TermsState,
  term: string,
  target: GroupTarget,
  modifier: TermModifier = 'Regular',
): TermsState {
  const text = normalizeTerm(term);
  if (!text || hasTerm(state, text)) return state;
  const [next, groupId] = withTarget(state, target);
  if (groupId === undefined) return state;
  return ordered({ ...next, terms: [...next.terms, { term: text, modifier, groupId, selected: true }] });
}

/** The same modifier again returns the term to Regular (doc 2 §4). */
export const nextModifier = <M extends string>(current: M, chosen: M): M | 'Regular' =>
  current === chosen ? 'Regular' : chosen;

export function modifyTerm(state: TermsState, term: string, modifier: TermModifier): TermsState {
  return {
    ...state,
    terms: state.terms.map((t) => (same(t.term, term) ? { ...t, modifier: nextModifier(t.modifier, modifier) } : t)),
  };
}

/** Moves a term to another group (never its own, doc 2 §4) or to a new one. */
export function moveTerm(state: TermsState, term: string, target: number | 'new'): TermsState {
  const found = state.terms.find((t) => same(t.term, term));
  if (!found || found.groupId === target) return state;
  const [next, groupId] = withTarget(state, target);
  if (groupId === undefined) return state;
  // A moved term goes to the end of its new group.
  const rest = next.terms.filter((t) => t !== found);
  return ordered({ ...next, terms: [...rest, { ...found, groupId }] });
}

export function renameTerm(state: TermsState, oldName: string, newName: string): TermsState {
  const text = normalizeTerm(newName);
  if (!text || state.terms.some((t) => same(t.term, text) && !same(t.term, oldName))) return state;
  return { ...state, terms: state.terms.map((t) => (same(t.term, oldName) ? { ...t, term: text } : t)) };
}

export const removeTerm = (state: TermsState, term: string): TermsState => ({
  ...state,
  terms: state.terms.filter((t) => !same(t.term, term)),
});

/** Adds a group (named 'New Group', 'New Group 1'… when no name is given). */
export function createGroup(state: TermsState, name?: string): TermsState {
  if (name !== undefined && hasGroupName(state, name)) return state;
  return { ...state, termGroups: [...state.termGroups, pendingGroup(state, name?.trim())] };
}

export const renameGroup = (state: TermsState, groupId: number, name: string): TermsState =>
  hasGroupName(state, name, groupId)
    ? state
    : { ...state, termGroups: state.termGroups.map((g) => (g.id === groupId ? { ...g, name: name.trim() } : g)) };

/** Deletes a group with its terms; the only group stays (doc 2 §4). */
export function deleteGroup(state: TermsState, groupId: number): TermsState {
  if (state.termGroups.length <= 1) return state;
  return {
    termGroups: state.termGroups.filter((group) => group.id !== groupId),
    terms: state.terms.filter((term) => term.groupId !== groupId),
  };
}

export interface GroupChange {
  modifier?: GroupModifier;
  color?: string;
}

export function modifyGroup(state: TermsState, groupId: number, change: GroupChange): TermsState {
  return {
    ...state,
    termGroups: state.termGroups.map((group) =>
      group.id !== groupId
        ? group
        : {
            ...group,
            modifier: change.modifier ? nextModifier(group.modifier, change.modifier) : group.modifier,
            color: change.color ?? group.color,
          },
    ),
  };
}

/** The terms a batch would add: new ones only (case-insensitive), loose terms first, then each new group's. */
export function batchTerms(
  state: TermsState,
  terms: readonly string[],
  groups: readonly PredefinedTermGroup[] = [],
): string[] {
  const known = new Set(state.terms.map((t) => t.term.toLowerCase()));
  const fresh: string[] = [];
  const candidates = [...terms, ...groups.filter((group) => !hasGroupName(state, group.name)).flatMap((g) => g.terms)];
  for (const raw of candidates) {
    const term = normalizeTerm(raw);
    if (term && !known.has(term.toLowerCase())) {
      known.add(term.toLowerCase());
      fresh.push(term);
    }
  }
  return fresh;
}

/** The limit error of a batch (doc 2 §5): 'Cannot add more than {max} terms' when existing plus new pass it. */
export function batchError(
  state: TermsState,
  terms: readonly string[],
  groups: readonly PredefinedTermGroup[] = [],
): string | null {
  return state.terms.length + batchTerms(state, terms, groups).length > MAX_TERMS
    ? termsMessages.tooMany(MAX_TERMS)
    : null;
}

/** The live state of the Add Multiple Terms text: its terms and the limit error. */
export function batchInput(state: TermsState, text: string): { terms: string[]; error: string | null } {
  const terms = splitTerms(text);
  return { terms, error: batchError(state, terms) };
}

/**
 * Adds a batch as the server does: loose terms to the target group, each group whose name is new as a new group
 * with its new terms; terms and group names already present are skipped. Refused whole past the limit.
 */
export function addBatch(
  state: TermsState,
  terms: readonly string[],
  target: GroupTarget,
  groups: readonly PredefinedTermGroup[] = [],
): TermsState {
  if (batchError(state, terms, groups)) return state;
  const fresh = new Set(batchTerms(state, terms, groups));
  const loose = terms.filter((term) => fresh.has(normalizeTerm(term)));
  let next = state;
  // One new group takes every loose term of a 'new' target (the server makes one group for the call).
  let groupId: GroupTarget = target;
  if (target === 'new' && loose.length > 0) [next, groupId] = withTarget(next, 'new');
  for (const term of loose) next = addTerm(next, term, groupId);
  for (const group of groups) {
    if (hasGroupName(next, group.name)) continue;
    next = createGroup(next, group.name);
    const groupId = next.termGroups.at(-1)!.id;
    for (const term of group.terms) if (fresh.has(normalizeTerm(term))) next = addTerm(next, term, groupId);
  }
  return next;
}

/** The group of `after` that `before` did not have (the one a 'new' target created), if any. */
export function createdGroup(before: TermsState, after: TermsState): TermGroup | undefined {
  const known = new Set(before.termGroups.map((group) => group.id));
  return after.termGroups.find((group) => !known.has(group.id));
}

/** The terms of each group, in the groups' order. */
export function termsByGroup(state: TermsState): { group: TermGroup; terms: TermsState['terms'] }[] {
  return state.termGroups.map((group) => ({ group, terms: state.terms.filter((term) => term.groupId === group.id) }));
}
