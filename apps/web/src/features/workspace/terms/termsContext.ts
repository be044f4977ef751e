import type { TermModifier, TermsState } from '@quarry/contract';
import { createContext, useContext } from 'react';
import type { GroupTarget } from './termsState';
import type { TermEdits } from './useTermEdits';

/** The search-definition dialogs of doc 2 §2 (and the term-limit dialog of §8). */
export type TermDialog =
  | { kind: 'renameTerm'; term: string }
  | { kind: 'renameGroup'; groupId: number }
  | { kind: 'deleteGroup'; groupId: number }
  | { kind: 'createGroup' }
  | { kind: 'addMultiple' }
  | { kind: 'predefined' }
  | { kind: 'limit' };

/** What the search-definition pane and the add-term menus of a Topic workspace share. */
export interface SearchDefinition {
  /** The definition shown (undefined until it is loaded). */
  state: TermsState | undefined;
  edits: TermEdits;
  /** The investigation can be edited (the user's own). */
  editable: boolean;
  openDialog: (dialog: TermDialog) => void;
  /** Adds a term (ignored when empty or present); a term added to a new group opens Rename Group for it. */
  addTerm: (term: string, target: GroupTarget, modifier?: TermModifier) => void;
  /** Moves a term; moving it to a new group opens Rename Group for it. */
  moveTerm: (term: string, target: number | 'new') => void;
}

export const SearchDefinitionContext = createContext<SearchDefinition | null>(null);

/** The search definition of the workspace; null outside Topic investigations. */
export const useSearchDefinition = (): SearchDefinition | null => useContext(SearchDefinitionContext);
