import type { DocumentFilterSpec, Relevancy, WorkspaceDocument } from '@quarry/contract';
import type { SessionUser } from '../../http/session-user.js';
import type { InvestigationFacts } from '../investigations/index.js';

/** What screening reads and writes through the workspace module. */
export interface ScreeningDeps {
  /** The ids a filter selects in the list's order (the workspace's index). */
  orderedIds(investigation: InvestigationFacts, spec: DocumentFilterSpec): Promise<readonly number[]>;
  /** Documents as the list shows them to this user. */
  documents(user: SessionUser, investigation: InvestigationFacts, ids: number[]): Promise<WorkspaceDocument[]>;
  /** Sets the document's vote, as the list's vote does (the model, the index and open lists follow). */
  vote(investigation: InvestigationFacts, documentId: number, relevancy: Relevancy): Promise<unknown>;
  /** Who screens in the investigation (its owner and reviewers), listed in the team's progress before they decide. */
  screeners?: (investigationId: number) => Promise<Array<{ userId: number; nickname: string }>>;
  /** The team's screening changed (a decision, an undo, a resolution): open Screen tabs are told. */
  changed?: (investigationId: number) => void;
  /** A number in [0, 1) for the random order. */
  random?: () => number;
}
