/** The investigation workspace (doc 2): the documents pane, the filters and tops pane, labels and live updates. */
export { InvestigationWorkspace } from './InvestigationWorkspace';
/** What the graph tabs (author-graph, entity-graph) share with the workspace they sit in. */
export {
  useFilterSpec,
  useShowAuthor,
  useShowEntities,
  useShownEntities,
  useUpdateSpec,
  useWorkspace,
  useWorkspaceState,
} from './state/workspaceContext';
export type { FilterSpec } from './state/filterSpec';
export { selectTops, isTopSelected } from './state/filterSpec';
export { DISAMBIGUATE_NAME_PARAM, profilePath, useWorkspaceTab, type WorkspaceTab } from './tabs/workspaceTabs';
export { hasTerm, useSearchDefinition } from './terms';
export { workspaceDocumentsKey, workspaceGraphsKey } from './data/workspaceQueries';
export { InsightOpenerContext, useOpenInsight, type InsightDraft } from './insightOpener';
export { authorImagePath, personDetailsQuery, personSummariesKey } from './persons/personQueries';
export { personText } from './persons/personLabels';
export { InsightAuthorSummary } from './persons';
export { useGraphInsight } from './graphInsight';
export { AddInsightButton } from './AddInsightButton';
