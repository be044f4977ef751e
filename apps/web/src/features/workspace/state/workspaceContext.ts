import type { Investigation, User } from '@quarry/contract';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { FilterSpec } from './filterSpec';
import type { WorkspaceState, WorkspaceStore } from './workspaceStore';

export type { ShownAuthor } from './workspaceStore';

/**
 * What every part of one investigation's workspace shares and does not change while it is open; what does change
 * (the filter, the selection, the right pane) is in its store, read through selectors.
 */
export interface Workspace {
  investigation: Investigation;
  /** The {type} of the workspace paths: 'topic' or 'person'. */
  apiType: 'topic' | 'person';
  /** A Topic investigation: Relevance sort, Relevant / Irrelevant votes, suggested terms. */
  topic: boolean;
  user: User | null;
  pageSize: number;
  /** A person profile page (doc 3 §2): the workspace of one person's documents; undefined: the investigation's. */
  profilePersonId?: number;
  /** The profile page is a review (doc 3 §1 review_profile/{personId}): the review flag. */
  reviewProfile: boolean;
  store: WorkspaceStore;
}

export const WorkspaceContext = createContext<Workspace | null>(null);

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace is used outside a WorkspaceProvider');
  return workspace;
}

/** One part of the workspace's state; the component re-renders when (and only when) that part changes. */
export function useWorkspaceState<T>(select: (state: WorkspaceState) => T): T {
  return useStore(useWorkspace().store, select);
}

export const useFilterSpec = (): FilterSpec => useWorkspaceState((state) => state.spec);
/** The actions never change: reading one re-renders nothing. */
export const useUpdateSpec = () => useWorkspaceState((state) => state.updateSpec);
export const useShowAuthor = () => useWorkspaceState((state) => state.showAuthor);
export const useShowEntities = () => useWorkspaceState((state) => state.showEntities);
export const useShownAuthor = () => useWorkspaceState((state) => state.shownAuthor);
export const useShownEntities = () => useWorkspaceState((state) => state.shownEntities);
