import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { investigationPath } from '../../investigations';
import { useAbout } from '../../auth';
import { useWorkspace } from '../state/workspaceContext';

/** The tabs that work today (doc 3 §1 route table): a tab that does not work yet is not shown. */
export type WorkspaceTab =
  'overview' | 'documents' | 'author-graph' | 'entity-graph' | 'timeline' | 'report-editor' | 'disambiguate';

/** The tabs whose pane the page supplies (features of their own that sit in the workspace). */
export type SuppliedTab = 'overview' | 'author-graph' | 'entity-graph' | 'timeline' | 'report-editor';

/** A person profile's tabs (doc 3 §2: overview, Publications, Co-Authors, Research Interests). */
export const profileTabs: WorkspaceTab[] = ['overview', 'documents', 'author-graph', 'entity-graph'];

const reviewProfileTabs: WorkspaceTab[] = ['documents'];

/**
 * Disambiguate is a Person investigation's (doc 3 §4); the timeline a Topic investigation's when its flag is on; the
 * Insight Report only exists when reports are on (doc 3 §2).
 */
export const workspaceTabs = (topic: boolean, timeline = false, report = false): WorkspaceTab[] => {
  const reportTab = report ? (['report-editor'] as const) : [];
  return topic
    ? ['documents', 'author-graph', 'entity-graph', ...(timeline ? (['timeline'] as const) : []), ...reportTab]
    : ['documents', 'author-graph', 'entity-graph', ...reportTab, 'disambiguate'];
};

/** The query parameter of the disambiguate path: the name whose possible matches it lists. */
export const DISAMBIGUATE_NAME_PARAM = 'name';

/** The tab the address names (the last segment; none or an unknown one: documents), and a way to open another. */
export function useWorkspaceTab() {
  const { tab: investigationTab, profileTab } = useParams();
  const { topic, investigation, profilePersonId, reviewProfile } = useWorkspace();
  const navigate = useNavigate();
  const { showTimeline, reportEnabled } = useAbout();
  const profile = profilePersonId !== undefined;
  // A profile under review is its documents only (doc 3 §1).
  const tabs = reviewProfile
    ? reviewProfileTabs
    : profile
      ? profileTabs
      : workspaceTabs(topic, showTimeline, reportEnabled);
  const segment = profile ? profileTab : investigationTab;
  const tab: WorkspaceTab = tabs.includes(segment as WorkspaceTab) ? (segment as WorkspaceTab) : tabs[0]!;
  const base = profile ? profileBase(investigation, profilePersonId) : investigationPath(investigation);
  const open = useCallback(
    (next: WorkspaceTab, search = '') => void navigate(`${base}/${next}${search}`),
    [navigate, base],
  );
  return { tab, tabs, open, profile };
}

const profileBase = (investigation: Parameters<typeof investigationPath>[0], personId: number): string =>
  `${investigationPath(investigation)}/profile/${personId}`;

/** A Possible Match's review page in a Person investigation (doc 3 §1; opened in a new window). */
export const reviewProfilePath = (investigation: Parameters<typeof investigationPath>[0], personId: number): string =>
  `${investigationPath(investigation)}/review_profile/${personId}`;

/** A person's profile page in an investigation (opened in a new window from Full Profile and the graphs). */
export const profilePath = (
  investigation: Parameters<typeof investigationPath>[0],
  personId: number,
  tab: WorkspaceTab = 'overview',
): string => `${profileBase(investigation, personId)}/${tab}`;
