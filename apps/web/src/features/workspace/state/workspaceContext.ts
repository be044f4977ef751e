import type { Investigation, User } from '@quarry/contract';
import { createContext, useContext } from 'react';
import type { FilterSpec } from './filterSpec';

/** What every part of one investigation's workspace shares. */
export interface Workspace {
  investigation: Investigation;
  /** The {type} of the workspace paths: 'topic' or 'person'. */
  apiType: 'topic' | 'person';
  /** A Topic investigation: Relevance sort, Relevant / Irrelevant votes, suggested terms. */
  topic: boolean;
  user: User | null;
  pageSize: number;
  spec: FilterSpec;
  /** Changes the filter spec (a pure function of the current one); the results reload for the new spec. */
  updateSpec: (change: (spec: FilterSpec) => FilterSpec) => void;
}

export const WorkspaceContext = createContext<Workspace | null>(null);

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace is used outside a WorkspaceProvider');
  return workspace;
}
