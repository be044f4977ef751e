import type { TermModifier } from '@quarry/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useWorkspace } from '../state/workspaceContext';
import { TermDialogs } from './TermDialogs';
import { SearchDefinitionContext, type SearchDefinition, type TermDialog } from './termsContext';
import { termsQuery } from './termsQueries';
import type { GroupTarget } from './termsState';
import { useTermEdits } from './useTermEdits';

/**
 * The search definition of a Topic workspace (doc 2 §4 "Terms"): loads it, gives its edits to the pane and to the
 * add-term menus, and hosts the dialogs (they stay available while the left pane is closed).
 */
export function TermsProvider({ children }: { children: ReactNode }) {
  const { investigation } = useWorkspace();
  const id = investigation.id;
  const terms = useQuery(termsQuery(id));
  const [dialog, setDialog] = useState<TermDialog | null>(null);
  const onLimit = useCallback(() => setDialog({ kind: 'limit' }), []);
  const edits = useTermEdits(id, onLimit);

  const value = useMemo<SearchDefinition>(() => {
    const renameNew = (created: Promise<{ id: number } | undefined>) =>
      void created.then((group) => group && setDialog({ kind: 'renameGroup', groupId: group.id }));
    return {
      state: terms.data,
      edits,
      editable: investigation.can.work,
      openDialog: setDialog,
      addTerm: (term: string, target: GroupTarget, modifier?: TermModifier) =>
        renameNew(edits.add(term, target, modifier)),
      moveTerm: (term: string, target: number | 'new') => renameNew(edits.move(term, target)),
    };
  }, [terms.data, edits, investigation.can.work]);

  return (
    <SearchDefinitionContext.Provider value={value}>
      {children}
      <TermDialogs
        dialog={dialog}
        investigationId={id}
        state={terms.data}
        edits={edits}
        onClose={() => setDialog(null)}
      />
    </SearchDefinitionContext.Provider>
  );
}
