import type { EntityRef } from '@quarry/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptySelection, toggleSelected, type Selection } from '../documents/selection';
import { profileSpec, resultsKey, type FilterSpec } from './filterSpec';

/** An author whose summary the right pane shows (doc 2 §1: instead of the filters and tops). */
export interface ShownAuthor {
  personId: number;
  name: string;
}

/**
 * What changes while a user works in one investigation's workspace: the filter every tab reads, the documents
 * selected in the list and what the right pane shows. Components read it through selectors (useWorkspaceState), so
 * a change re-renders only what reads the part that changed.
 */
export interface WorkspaceState {
  spec: FilterSpec;
  /** The documents selected in the list (for the list of one spec: see selection.ts). */
  selection: Selection;
  /** The author the right pane shows; null: the filters and tops. */
  shownAuthor: ShownAuthor | null;
  /** The entity (one) or the relationship (two) the entity graph's right pane summarizes; null: the filters. */
  shownEntities: EntityRef[] | null;
  /** A review profile's filter toggle: the investigation's filters apply to the person's documents. */
  reviewFilter: boolean;
  /** Changes the filter spec (a pure function of the current one); the results reload for the new spec. */
  updateSpec: (change: (spec: FilterSpec) => FilterSpec) => void;
  /** Replaces the filter spec (a filter adopted from the address). */
  setSpec: (spec: FilterSpec) => void;
  changeSelection: (change: (selection: Selection) => Selection) => void;
  /** Selects or deselects a document of the current spec's list. */
  toggleDocument: (id: number) => void;
  showAuthor: (author: ShownAuthor | null) => void;
  showEntities: (entities: EntityRef[] | null) => void;
  /** Turns the review filter on (the spec becomes `spec`, the investigation's filters) or off (the bare spec given). */
  setReviewFilter: (on: boolean, spec: FilterSpec) => void;
}

export type WorkspaceStore = StoreApi<WorkspaceState>;

/**
 * A workspace's store, starting on `start`; on a person profile page every spec keeps the person's filter, and a
 * profile under review starts with its author summary shown and the review filter on.
 */
export function createWorkspaceStore(
  start: FilterSpec,
  profilePersonId?: number,
  reviewProfile = false,
): WorkspaceStore {
  const keepProfile = (spec: FilterSpec) => profileSpec(spec, profilePersonId);
  return createStore<WorkspaceState>()((set) => ({
    spec: keepProfile(start),
    selection: emptySelection(''),
    shownAuthor: reviewProfile && profilePersonId !== undefined ? { personId: profilePersonId, name: '' } : null,
    shownEntities: null,
    reviewFilter: reviewProfile,
    updateSpec: (change) => set((state) => ({ spec: keepProfile(change(state.spec)) })),
    setSpec: (spec) => set({ spec: keepProfile(spec) }),
    changeSelection: (change) => set((state) => ({ selection: change(state.selection) })),
    toggleDocument: (id) =>
      set((state) => ({ selection: toggleSelected(state.selection, resultsKey(state.spec), id) })),
    showAuthor: (shownAuthor) => set({ shownAuthor }),
    showEntities: (shownEntities) => set({ shownEntities }),
    setReviewFilter: (reviewFilter, spec) => set({ reviewFilter, spec: keepProfile(spec) }),
  }));
}
