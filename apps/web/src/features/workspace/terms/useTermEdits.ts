import { notifications } from '@mantine/notifications';
import {
  HARVEST_TERMS,
  harvestMessages,
  MAX_TERMS,
  termsApi,
  termsMessages,
  type PredefinedTermGroup,
  type TermGroup,
  type TermModifier,
  type TermsState,
} from '@quarry/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi, isApiError } from '../../../api';
import { quietFailure } from '../../../api/quietFailure';
import { refreshAfterTermsChange, workspaceMarkupsKey, workspaceTermsKey } from '../data/workspaceQueries';
import { termHarvestNotice } from './termsLabels';
import * as transition from './termsState';
import type { GroupChange, GroupTarget } from './termsState';

export interface TermEdits {
  /** Adds a term; gives the group a 'new' target created, once the server has made it. */
  add: (term: string, target: GroupTarget, modifier?: TermModifier) => Promise<TermGroup | undefined>;
  modify: (term: string, modifier: TermModifier) => Promise<void>;
  /** Moves a term; gives the group a 'new' target created, once the server has made it. */
  move: (term: string, target: number | 'new') => Promise<TermGroup | undefined>;
  rename: (oldName: string, newName: string) => Promise<void>;
  remove: (term: string) => Promise<void>;
  batch: (terms: readonly string[], groups?: readonly PredefinedTermGroup[]) => Promise<boolean>;
  /**
   * Adds terms to one group (a 'new' target makes one group for all of them); gives whether they were added and,
   * for 'new', the group the server made.
   */
  batchTo: (terms: readonly string[], target: GroupTarget) => Promise<{ done: boolean; created?: TermGroup }>;
  createGroup: (name: string) => Promise<void>;
  renameGroup: (groupId: number, name: string) => Promise<void>;
  deleteGroup: (groupId: number) => Promise<void>;
  modifyGroup: (groupId: number, change: GroupChange) => Promise<void>;
}

/**
 * What a change does to the results: a full refresh (first page again), a light one, only the markups (a group's
 * colour shows in them), or nothing.
 */
type Refresh = 'full' | 'light' | 'markups' | 'none';

/** Added terms start a harvest on the server (the first HARVEST_TERMS of them, each in the investigation's context). */
function announceTermHarvest(fresh: readonly string[]): void {
  if (fresh.length === 0) return;
  notifications.show({
    title: harvestMessages.started,
    message: termHarvestNotice(fresh.slice(0, HARVEST_TERMS)),
    color: 'teal',
  });
}

const isTooMany = (error: unknown) => isApiError(error) && error.body === termsMessages.tooMany(MAX_TERMS);

/**
 * The search-definition edits of doc 2 §4: each is applied on screen at once and reverted if its call fails,
 * without a message (§8), except the term limit, which opens the 'Add Terms' dialog (`onLimit`). The answer (the
 * whole definition) replaces what is shown unless a later edit is already under way; the server has then
 * re-scored the documents, which are refreshed: fully after a modifier change or a Mandatory term, lightly after
 * other changes that touch scoring.
 */
export function useTermEdits(investigationId: number, onLimit: () => void): TermEdits {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const key = workspaceTermsKey(investigationId);
    const params = { id: investigationId };
    let latest = 0;

    async function run(
      apply: (state: TermsState) => TermsState,
      call: () => Promise<TermsState>,
      refresh: Refresh,
    ): Promise<{ before: TermsState; answer: TermsState } | undefined> {
      const before = queryClient.getQueryData<TermsState>(key);
      if (!before) return undefined;
      queryClient.setQueryData(key, apply(before));
      const mine = ++latest;
      try {
        const answer = await call();
        if (mine === latest) queryClient.setQueryData(key, answer);
        if (refresh === 'markups')
          void queryClient.invalidateQueries({ queryKey: workspaceMarkupsKey(investigationId) });
        else if (refresh !== 'none') void refreshAfterTermsChange(queryClient, investigationId, refresh === 'full');
        return { before, answer };
      } catch (error) {
        // With no later edit under way the screen shows this one: put back what was there. Otherwise the
        // definition is read again (later edits were shown over this one).
        if (mine === latest) queryClient.setQueryData(key, before);
        else void queryClient.invalidateQueries({ queryKey: key });
        if (isTooMany(error)) onLimit();
        return undefined;
      }
    }

    /** The term limit is checked before the call too: a term past it is never shown. */
    const full = (adding: number) => {
      const state = queryClient.getQueryData<TermsState>(key);
      if (state && state.terms.length + adding > MAX_TERMS) {
        onLimit();
        return true;
      }
      return false;
    };

    return {
      async add(term, target, modifier = 'Regular') {
        const state = queryClient.getQueryData<TermsState>(key);
        if (!state || !term.trim() || transition.hasTerm(state, term) || full(1)) return undefined;
        const done = await run(
          (s) => transition.addTerm(s, term, target, modifier),
          () =>
            callApi(termsApi.add, { params, body: { term: term.trim(), group: target, modifier }, ...quietFailure }),
          modifier === 'Mandatory' ? 'full' : 'light',
        );
        if (done) announceTermHarvest([term.trim()]);
        return done && target === 'new' ? transition.createdGroup(done.before, done.answer) : undefined;
      },
      async modify(term, modifier) {
        await run(
          (s) => transition.modifyTerm(s, term, modifier),
          () => callApi(termsApi.modify, { params, body: { term, modifier }, ...quietFailure }),
          'full',
        );
      },
      async move(term, target) {
        const done = await run(
          (s) => transition.moveTerm(s, term, target),
          () => callApi(termsApi.moveToGroup, { params, body: { term, group: target }, ...quietFailure }),
          'light',
        );
        return done && target === 'new' ? transition.createdGroup(done.before, done.answer) : undefined;
      },
      async rename(oldName, newName) {
        await run(
          (s) => transition.renameTerm(s, oldName, newName),
          () => callApi(termsApi.rename, { params, body: { oldName, newName }, ...quietFailure }),
          'light',
        );
      },
      async remove(term) {
        await run(
          (s) => transition.removeTerm(s, term),
          () => callApi(termsApi.remove, { params, body: { term }, ...quietFailure }),
          'light',
        );
      },
      async batch(terms, groups = []) {
        const state = queryClient.getQueryData<TermsState>(key);
        const fresh = state ? transition.batchTerms(state, terms, groups) : [];
        if (!state || full(fresh.length)) return false;
        const done = await run(
          (s) => transition.addBatch(s, terms, undefined, groups),
          () =>
            callApi(termsApi.batch, {
              params,
              body: {
                terms: [...terms],
                groups: groups.map(({ name, terms: groupTerms }) => ({ name, terms: groupTerms })),
              },
              ...quietFailure,
            }),
          'light',
        );
        if (done) announceTermHarvest(fresh);
        return done !== undefined;
      },
      async batchTo(terms, target) {
        const state = queryClient.getQueryData<TermsState>(key);
        const fresh = state ? transition.batchTerms(state, terms) : [];
        if (!state || full(fresh.length)) return { done: false };
        const done = await run(
          (s) => transition.addBatch(s, terms, target),
          () => callApi(termsApi.batch, { params, body: { terms: [...terms], group: target }, ...quietFailure }),
          'light',
        );
        if (!done) return { done: false };
        announceTermHarvest(fresh);
        return {
          done: true,
          created: target === 'new' ? transition.createdGroup(done.before, done.answer) : undefined,
        };
      },
      async createGroup(name) {
        await run(
          (s) => transition.createGroup(s, name),
          () => callApi(termsApi.createGroup, { params, body: { name }, ...quietFailure }),
          'none',
        );
      },
      async renameGroup(groupId, name) {
        await run(
          (s) => transition.renameGroup(s, groupId, name),
          () => callApi(termsApi.renameGroup, { params, body: { groupId, name }, ...quietFailure }),
          'none',
        );
      },
      async deleteGroup(groupId) {
        await run(
          (s) => transition.deleteGroup(s, groupId),
          () => callApi(termsApi.deleteGroup, { params, body: { groupId }, ...quietFailure }),
          'light',
        );
      },
      async modifyGroup(groupId, change) {
        await run(
          (s) => transition.modifyGroup(s, groupId, change),
          () => callApi(termsApi.modifyGroup, { params, body: { groupId, ...change }, ...quietFailure }),
          change.modifier ? 'full' : 'markups',
        );
      },
    };
  }, [queryClient, investigationId, onLimit]);
}
