import {
  HARVEST_TERMS,
  harvestMessages,
  MAX_TERMS,
  termsMessages,
  type PredefinedTermGroup,
  type TermGroup,
  type TermModifier,
  type TermsState,
} from '@quarry/contract';
import { isApiError } from '../../../api';
import { termHarvestNotice } from './termsLabels';
import { batchTerms, createdGroup, hasTerm, type GroupChange, type GroupTarget } from './termsState';

/**
 * The rules of the search-definition edits (doc 2 §4) that useTermEdits runs: what each refreshes, when the term
 * limit stops one before its call, what an answer or a failure does to the screen, and what the user is told.
 */

/**
 * What a change does to the results: a full refresh (first page again), a light one, only the markups (a group's
 * colour shows in them), or nothing.
 */
export type Refresh = 'full' | 'light' | 'markups' | 'none';

/** The server re-scores after each edit: a modifier or a Mandatory term changes the order, others the scores. */
export const refreshAfter = {
  add: (modifier: TermModifier): Refresh => (modifier === 'Mandatory' ? 'full' : 'light'),
  modify: 'full',
  move: 'light',
  rename: 'light',
  remove: 'light',
  batch: 'light',
  createGroup: 'none',
  renameGroup: 'none',
  deleteGroup: 'light',
  modifyGroup: (change: GroupChange): Refresh => (change.modifier ? 'full' : 'markups'),
} as const;

/** Whether adding `adding` terms passes the limit: checked before the call too, so a term past it is never shown. */
export const passesTermLimit = (state: TermsState, adding: number): boolean => state.terms.length + adding > MAX_TERMS;

/** A typed term that is empty or tracked already is no edit at all. */
export const isNewTerm = (state: TermsState, term: string): boolean => term.trim() !== '' && !hasTerm(state, term);

/** The terms a batch adds (new ones only) and whether they pass the limit. */
export function batchCheck(
  state: TermsState,
  terms: readonly string[],
  groups: readonly PredefinedTermGroup[] = [],
): { fresh: string[]; tooMany: boolean } {
  const fresh = batchTerms(state, terms, groups);
  return { fresh, tooMany: passesTermLimit(state, fresh.length) };
}

/** The server's refusal of a term past the limit (it opens the 'Add Terms' dialog, as the check before the call). */
export const isTooManyTerms = (error: unknown): boolean =>
  isApiError(error) && error.body === termsMessages.tooMany(MAX_TERMS);

/**
 * An answer replaces what is shown only when no later edit is under way. A failure puts back what was there when
 * none is, and otherwise has the definition read again (later edits were shown over this one).
 */
export const isLatestEdit = (mine: number, latest: number): boolean => mine === latest;
export const afterFailure = (mine: number, latest: number): 'revert' | 'reread' =>
  isLatestEdit(mine, latest) ? 'revert' : 'reread';

/** The group a 'new' target made, read from the server's answer (other targets made none). */
export const groupMadeFor = (target: GroupTarget, before: TermsState, answer: TermsState): TermGroup | undefined =>
  target === 'new' ? createdGroup(before, answer) : undefined;

/** The body of a batch with predefined groups (only their names and terms go to the server). */
export const batchBody = (terms: readonly string[], groups: readonly PredefinedTermGroup[]) => ({
  terms: [...terms],
  groups: groups.map(({ name, terms: groupTerms }) => ({ name, terms: groupTerms })),
});

/** Added terms start a harvest on the server (the first HARVEST_TERMS of them): the notice telling so, if any. */
export function termHarvestNotification(
  fresh: readonly string[],
): { title: string; message: string; color: string } | null {
  if (fresh.length === 0) return null;
  return { title: harvestMessages.started, message: termHarvestNotice(fresh.slice(0, HARVEST_TERMS)), color: 'teal' };
}
