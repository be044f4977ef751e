import type { SuggestedTerm, TermModifier } from '@quarry/contract';
import { createContext, useContext } from 'react';

/** The suggested terms of a Topic workspace and what the pane does with them (doc 2 §2, §3, §4). */
export interface SuggestedTerms {
  /** The suggestions shown: selected ones first, none the search definition tracks already. */
  suggestions: SuggestedTerm[];
  /** A call for the next suggestions is under way. */
  loading: boolean;
  /** Add Selected Terms is under way. */
  adding: boolean;
  toggle: (term: string) => void;
  setModifier: (term: string, modifier: TermModifier) => void;
  /** An existing group's id, or NEW_GROUP. */
  setGroup: (term: string, group: number) => void;
  reject: (term: string) => void;
  /**
   * Adds the selected suggestions to the search definition, then asks for the next ones; `onAdded` runs once some
   * are added (the server harvests batch-added terms).
   */
  addSelected: (onAdded?: () => void) => Promise<void>;
  /** Asks for the next suggestions now (the selected ones kept, the rejected ones told). */
  more: () => Promise<void>;
}

export const SuggestedTermsContext = createContext<SuggestedTerms | null>(null);

/** The suggested terms of the workspace; null outside a Topic investigation of the user's own. */
export const useSuggestedTerms = (): SuggestedTerms | null => useContext(SuggestedTermsContext);
