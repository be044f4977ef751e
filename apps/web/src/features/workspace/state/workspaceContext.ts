import type { EntityRef, Investigation, User } from '@quarry/contract';
import { createContext, useContext } from 'react';
import type { FilterSpec } from './filterSpec';

/** An author whose summary the right pane shows (doc 2 §1: instead of the filters and tops). */
export interface ShownAuthor {
  personId: number;
  name: string;
}

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
  /** The author the right pane shows; null: the filters and tops. */
  shownAuthor: ShownAuthor | null;
  showAuthor: (author: ShownAuthor | null) => void;
  /** The entity (one) or the relationship (two) the entity graph's right pane summarizes; null: the filters. */
  shownEntities: EntityRef[] | null;
  showEntities: (entities: EntityRef[] | null) => void;
  /** A person profile page (doc 3 §2): the workspace of one person's documents; undefined: the investigation's. */
  profilePersonId?: number;
}

export const WorkspaceContext = createContext<Workspace | null>(null);

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace is used outside a WorkspaceProvider');
  return workspace;
}
