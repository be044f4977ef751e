import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { investigationPath } from '../../investigations/investigationRoute';
import { useAbout } from '../../auth';
import { useWorkspace } from '../state/workspaceContext';

/** The tabs that work today (doc 3 §1 route table): a tab that does not work yet is not shown. */
export type WorkspaceTab = 'documents' | 'author-graph' | 'entity-graph' | 'timeline' | 'disambiguate';

/** The tabs whose pane the page supplies (features of their own that sit in the workspace). */
export type SuppliedTab = 'author-graph' | 'entity-graph' | 'timeline';

/** Disambiguate is a Person investigation's (doc 3 §4); the timeline a Topic investigation's when its flag is on. */
export const workspaceTabs = (topic: boolean, timeline = false): WorkspaceTab[] =>
  topic
    ? ['documents', 'author-graph', 'entity-graph', ...(timeline ? (['timeline'] as const) : [])]
    : ['documents', 'author-graph', 'entity-graph', 'disambiguate'];

/** The query parameter of the disambiguate path: the name whose possible matches it lists. */
export const DISAMBIGUATE_NAME_PARAM = 'name';

/** The tab the address names (the last segment; none or an unknown one: documents), and a way to open another. */
export function useWorkspaceTab() {
  const { tab: segment } = useParams();
  const { topic, investigation } = useWorkspace();
  const navigate = useNavigate();
  const tabs = workspaceTabs(topic, useAbout().showTimeline);
  const tab: WorkspaceTab = tabs.includes(segment as WorkspaceTab) ? (segment as WorkspaceTab) : 'documents';
  const open = useCallback(
    (next: WorkspaceTab, search = '') => void navigate(`${investigationPath(investigation)}/${next}${search}`),
    [navigate, investigation],
  );
  return { tab, tabs, open };
}
