import { SUGGESTED_TERMS_COUNT, termsApi, type SuggestedTerm, type TermGroup } from '@quarry/contract';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { callApi } from '../../../api';
import { useVoteCount } from '../data/votes';
import { resultsKey } from '../state/filterSpec';
import { useFilterSpec, useWorkspace } from '../state/workspaceContext';
import { useSearchDefinition } from '../terms';
import { SuggestedTermsContext, type SuggestedTerms } from './suggestedContext';
import {
  asksAgain,
  modifiersOfAdded,
  NO_REJECTIONS,
  passedUnder,
  reject,
  suggestionsRequest,
  termKey,
  termsSignature,
  told,
  withoutTracked,
  type PassedOver,
  type Rejections,
} from './suggestionRequests';
import {
  addPlan,
  exceedsTermLimit,
  mergeSuggestions,
  removeSuggestion,
  selectedSuggestions,
  setSuggestionGroup,
  setSuggestionModifier,
  toggleSuggestion,
  visibleSuggestions,
  passOver,
  suggestionsPage,
} from './suggestions';

/** Votes and term changes ask for new suggestions after this quiet time (a burst of them asks once). */
export const SUGGESTIONS_REFRESH_MS = 1000;

/**
 * The suggested terms of a Topic workspace (doc 2 §2 "Topic investigations also show a suggested-terms pane", §7
 * next-suggested-terms): asked for when the filter changes, again a second after votes or term changes, after a
 * rejection and after Add Selected Terms, and on More. Every call carries the selected suggestions (the server
 * keeps them first) and the rejections not yet told (the server never suggests those again). Answers overtaken by a
 * later call are dropped; a failed call keeps what is shown, without a message (suggestions only help).
 */
export function SuggestedTermsProvider({ children }: { children: ReactNode }) {
  const { investigation } = useWorkspace();
  const spec = useFilterSpec();
  const definition = useSearchDefinition();
  const id = investigation.id;
  const votes = useVoteCount(id);
  const terms = termsSignature(definition?.state);
  const specKey = resultsKey(spec);

  const [list, setList] = useState<SuggestedTerm[]>([]);
  /** The suggestions More passed over (lower case) under one filter: the pane pages through the server's ranked pool. */
  const [passedOver, setPassedOver] = useState<PassedOver>({ specKey, terms: new Set() });
  const [loading, setLoading] = useState(false);
  const [adding, setAdding] = useState(false);
  const current = useRef<SuggestedTerm[]>([]);
  const latestSpec = useRef(spec);
  const rejections = useRef<Rejections>(NO_REJECTIONS);
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = useCallback((change: (list: SuggestedTerm[]) => SuggestedTerm[]) => {
    current.current = change(current.current);
    setList(current.current);
  }, []);

  const fetchNext = useCallback(async () => {
    clearTimeout(timer.current);
    const mine = ++sequence.current;
    const body = suggestionsRequest(latestSpec.current, current.current, rejections.current);
    setLoading(true);
    try {
      const answer = await callApi(termsApi.nextSuggestedTerms, { params: { id }, body, silent: true });
      rejections.current = told(rejections.current, body.rejectedSuggestedTerms);
      if (mine === sequence.current) update((local) => mergeSuggestions(local, answer, rejections.current.all));
    } catch {
      // Kept as shown: the next trigger asks again.
    } finally {
      if (mine === sequence.current) setLoading(false);
    }
  }, [id, update]);

  const schedule = useCallback(
    (delay: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void fetchNext(), delay);
    },
    [fetchNext],
  );

  // A new filter: new suggestions at once.
  useEffect(() => {
    latestSpec.current = spec;
  }, [spec]);
  useEffect(() => {
    schedule(0);
  }, [specKey, schedule]);

  // Votes and term changes: new suggestions once they settle (the first terms loading is no change).
  const seen = useRef({ votes, terms });
  useEffect(() => {
    const before = seen.current;
    seen.current = { votes, terms };
    if (asksAgain(before, seen.current)) schedule(SUGGESTIONS_REFRESH_MS);
  }, [votes, terms, schedule]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      sequence.current += 1;
    },
    [],
  );

  const state = definition?.state;
  const value = useMemo<SuggestedTerms>(() => {
    const addSelected = async (onAdded?: () => void) => {
      if (!definition || !state) return;
      const plan = addPlan(selectedSuggestions(current.current), state);
      if (exceedsTermLimit(plan, state)) {
        definition.openDialog({ kind: 'limit' });
        return;
      }
      setAdding(true);
      const added = new Set<string>();
      let created: TermGroup | undefined;
      for (const batch of plan.batches) {
        const result = await definition.edits.batchTo(batch.terms, batch.target);
        if (!result.done) break;
        for (const term of batch.terms) added.add(termKey(term));
        created ??= result.created;
      }
      for (const { term, modifier } of modifiersOfAdded(plan, added)) await definition.edits.modify(term, modifier);
      update((local) => withoutTracked(local, added, state));
      setAdding(false);
      if (added.size > 0) onAdded?.();
      // A new group made by adding terms to it opens Rename Group (doc 2 §4).
      if (created) definition.openDialog({ kind: 'renameGroup', groupId: created.id });
      await fetchNext();
    };
    const passed = passedUnder(passedOver, specKey);
    const visible = visibleSuggestions(list, state);
    const page = suggestionsPage(visible, passed, SUGGESTED_TERMS_COUNT);
    return {
      suggestions: page,
      loading,
      adding,
      toggle: (term) => update((local) => toggleSuggestion(local, term)),
      setModifier: (term, modifier) => update((local) => setSuggestionModifier(local, term, modifier)),
      setGroup: (term, group) => update((local) => setSuggestionGroup(local, term, group)),
      reject: (term) => {
        rejections.current = reject(rejections.current, term);
        update((local) => removeSuggestion(local, term));
        schedule(SUGGESTIONS_REFRESH_MS);
      },
      addSelected,
      more: async () => {
        setPassedOver({ specKey, terms: passOver(page, visible, passed) });
        await fetchNext();
      },
    };
  }, [definition, state, list, passedOver, specKey, loading, adding, update, schedule, fetchNext]);

  return <SuggestedTermsContext.Provider value={value}>{children}</SuggestedTermsContext.Provider>;
}
