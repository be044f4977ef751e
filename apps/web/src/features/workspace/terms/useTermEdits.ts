import { notifications } from '@mantine/notifications';
import {
  termsApi,
  type PredefinedTermGroup,
  type TermGroup,
  type TermModifier,
  type TermsState,
} from '@quarry/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../../api';
import { quietFailure } from '../../../api/quietFailure';
import { refreshAfterTermsChange, workspaceMarkupsKey, workspaceTermsKey } from '../data/workspaceQueries';
import {
  afterFailure,
  batchBody,
  batchCheck,
  groupMadeFor,
  isLatestEdit,
  isNewTerm,
  isTooManyTerms,
  passesTermLimit,
  refreshAfter,
  termHarvestNotification,
  type Refresh,
} from './termEdits';
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
        if (isLatestEdit(mine, latest)) queryClient.setQueryData(key, answer);
        if (refresh === 'markups')
          void queryClient.invalidateQueries({ queryKey: workspaceMarkupsKey(investigationId) });
        else if (refresh !== 'none') void refreshAfterTermsChange(queryClient, investigationId, refresh === 'full');
        return { before, answer };
      } catch (error) {
        if (afterFailure(mine, latest) === 'revert') queryClient.setQueryData(key, before);
        else void queryClient.invalidateQueries({ queryKey: key });
        if (isTooManyTerms(error)) onLimit();
        return undefined;
      }
    }

    const announceTermHarvest = (fresh: readonly string[]) => {
      const notice = termHarvestNotification(fresh);
      if (notice) notifications.show(notice);
    };

    return {
      async add(term, target, modifier = 'Regular') {
        const state = queryClient.getQueryData<TermsState>(key);
        if (!state || !isNewTerm(state, term)) return undefined;
        if (passesTermLimit(state, 1)) {
          onLimit();
          return undefined;
        }
        const done = await run(
          (s) => transition.addTerm(s, term, target, modifier),
          () =>
            callApi(termsApi.add, { params, body: { term: term.trim(), group: target, modifier }, ...quietFailure }),
          refreshAfter.add(modifier),
        );
        if (done) announceTermHarvest([term.trim()]);
        return done && groupMadeFor(target, done.before, done.answer);
      },
      async modify(term, modifier) {
        await run(
          (s) => transition.modifyTerm(s, term, modifier),
          () => callApi(termsApi.modify, { params, body: { term, modifier }, ...quietFailure }),
          refreshAfter.modify,
        );
      },
      async move(term, target) {
        const done = await run(
          (s) => transition.moveTerm(s, term, target),
          () => callApi(termsApi.moveToGroup, { params, body: { term, group: target }, ...quietFailure }),
          refreshAfter.move,
        );
        return done && groupMadeFor(target, done.before, done.answer);
      },
      async rename(oldName, newName) {
        await run(
          (s) => transition.renameTerm(s, oldName, newName),
          () => callApi(termsApi.rename, { params, body: { oldName, newName }, ...quietFailure }),
          refreshAfter.rename,
        );
      },
      async remove(term) {
        await run(
          (s) => transition.removeTerm(s, term),
          () => callApi(termsApi.remove, { params, body: { term }, ...quietFailure }),
          refreshAfter.remove,
        );
      },
      async batch(terms, groups = []) {
        const state = queryClient.getQueryData<TermsState>(key);
        if (!state) return false;
        const { fresh, tooMany } = batchCheck(state, terms, groups);
        if (tooMany) {
          onLimit();
          return false;
        }
        const done = await run(
          (s) => transition.addBatch(s, terms, undefined, groups),
          () => callApi(termsApi.batch, { params, body: batchBody(terms, groups), ...quietFailure }),
          refreshAfter.batch,
        );
        if (done) announceTermHarvest(fresh);
        return done !== undefined;
      },
      async batchTo(terms, target) {
        const state = queryClient.getQueryData<TermsState>(key);
        if (!state) return { done: false };
        const { fresh, tooMany } = batchCheck(state, terms);
        if (tooMany) {
          onLimit();
          return { done: false };
        }
        const done = await run(
          (s) => transition.addBatch(s, terms, target),
          () => callApi(termsApi.batch, { params, body: { terms: [...terms], group: target }, ...quietFailure }),
          refreshAfter.batch,
        );
        if (!done) return { done: false };
        announceTermHarvest(fresh);
        return { done: true, created: groupMadeFor(target, done.before, done.answer) };
      },
      async createGroup(name) {
        await run(
          (s) => transition.createGroup(s, name),
          () => callApi(termsApi.createGroup, { params, body: { name }, ...quietFailure }),
          refreshAfter.createGroup,
        );
      },
      async renameGroup(groupId, name) {
        await run(
          (s) => transition.renameGroup(s, groupId, name),
          () => callApi(termsApi.renameGroup, { params, body: { groupId, name }, ...quietFailure }),
          refreshAfter.renameGroup,
        );
      },
      async deleteGroup(groupId) {
        await run(
          (s) => transition.deleteGroup(s, groupId),
          () => callApi(termsApi.deleteGroup, { params, body: { groupId }, ...quietFailure }),
          refreshAfter.deleteGroup,
        );
      },
      async modifyGroup(groupId, change) {
        await run(
          (s) => transition.modifyGroup(s, groupId, change),
          () => callApi(termsApi.modifyGroup, { params, body: { groupId, ...change }, ...quietFailure }),
          refreshAfter.modifyGroup(change),
        );
      },
    };
  }, [queryClient, investigationId, onLimit]);
}
