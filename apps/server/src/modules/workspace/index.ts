export { createRemovalService } from './review/removal.service.js';
export { createReviewService } from './review/review.service.js';
export { createWorkspaceIndexes, type WorkspaceIndexes } from './index/workspace-indexes.js';
export { createWorkspaceService, type WorkspaceService } from './workspace.service.js';
export { registerWorkspaceRoutes } from './workspace.routes.js';
export { createLearning } from './learning/learning.js';
export { createWorkerRanking } from './learning/rank-in-worker.js';
export { splitIndexChange, type IndexChange } from './index/index-change.js';
export { workspacePersonReferences } from './review/person-references.js';
export { createEntityMerge } from './review/entity-merge.service.js';
export { createEntityLabels } from './review/entity-labels.service.js';
// The index's read model, for the graph math of modules/graphs (it computes graphs over a filter's documents).
export { NO_TAG, type Facet } from './index/facet.js';
export { MENTIONED_TERMS, mentionedTermValue, type WorkspaceIndex } from './index/workspace-index.js';
// The Excel export's workbook writer, for the other exports (the publications for labelling).
export { sheetWorkbook, type WorkbookColumn } from './queries/export-workbook.js';
