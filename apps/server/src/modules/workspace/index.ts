export { createRemovalService } from './removal.service.js';
export { createReviewService } from './review.service.js';
export { createWorkspaceIndexes, type WorkspaceIndexes } from './workspace-indexes.js';
export { createWorkspaceService, type WorkspaceService } from './workspace.service.js';
export { registerWorkspaceRoutes } from './workspace.routes.js';
export { createLearning } from './learning.js';
export { createWorkerRanking } from './rank-in-worker.js';
export { splitIndexChange, type IndexChange } from './index-change.js';
export { workspacePersonReferences } from './person-references.js';
export { createEntityMerge } from './entity-merge.service.js';
export { createEntityLabels } from './entity-labels.service.js';
// The index's read model, for the graph math of modules/graphs (it computes graphs over a filter's documents).
export { NO_TAG, type Facet } from './facet.js';
export { MENTIONED_TERMS, mentionedTermValue, type WorkspaceIndex } from './workspace-index.js';
