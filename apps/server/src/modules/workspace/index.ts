export { createRemovalService } from './removal.service.js';
export { createReviewService } from './review.service.js';
export { createWorkspaceIndexes, type WorkspaceIndexes } from './workspace-indexes.js';
export { createWorkspaceService, type WorkspaceService } from './workspace.service.js';
export { registerWorkspaceRoutes } from './workspace.routes.js';
export { createLearning } from './learning.js';
export { createWorkerRanking } from './rank-in-worker.js';
export { splitIndexChange, type IndexChange } from './index-change.js';
export { workspacePersonReferences } from './person-references.js';
