import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { investigationPath } from '../../investigations';
import { useAbout } from '../../auth';
import { useWorkspace } from '../state/workspaceContext';

/** The tabs that work today (doc 3 §1 route table): a tab that does not work yet is not shown. */
export type WorkspaceTab =
  'overview' | 'documents' | 'screen' | 'author-graph' | 'entity-graph' | 'timeline' | 'report-editor' | 'disambiguate';

/** The tabs whose pane the page supplies (features of their own that sit in the workspace). */
export type SuppliedTab = 'overview' | 'author-graph' | 'entity-graph' | 'timeline' | 'report-editor';

/** A person profile's tabs (doc 3 §2: overview, Publications, Co-Authors, Research Interests). */
export const profileTabs: WorkspaceTab[] = ['overview', 'documents', 'author-graph', 'entity-graph'];

const reviewProfileTabs: WorkspaceTab[] = ['documents'];

/**
 * Disambiguate is a Person investigation's (doc 3 §4); Screen (one record at a time, issue 27) a Topic one's; the timeline a Topic investigation's when its flag is on; the
 * Insight Report only exists when reports are on (doc 3 §2).
 */
export const workspaceTabs = (topic: boolean, timeline = false, report = false): WorkspaceTab[] => {
  const reportTab = report ? (['report-editor'] as const) : [];
  return topic
    ? [
        'documents',
        'screen',
        'author-graph',
        'entity-graph',
        ...(timeline ? (['timeline'] as const) : []),
        ...reportTab,
      ]
    : ['documents', 'author-graph', 'entity-graph', ...reportTab, 'disambiguate'];
};

/** Where an investigation opens (doc 1 §2): documents for Topic and for faculty users, the Author Graph otherwise. */
export const defaultTab = (topic: boolean, facultyWorks: boolean): WorkspaceTab =>
  topic || facultyWorks ? 'documents' : 'author-graph';

/** The query parameter of the disambiguate path: the name whose possible matches it lists. */
export const DISAMBIGUATE_NAME_PARAM = 'name';

/**
 * The tab the address names (the last segment), and a way to open another. An address without a known tab opens
 * the default one: `redirect` is where it belongs (…/topic/{id} goes to …/documents, doc 1 §2).
 */
export function useWorkspaceTab() {
  const { tab: investigationTab, profileTab } = useParams();
  const { topic, investigation, profilePersonId, reviewProfile, user } = useWorkspace();
  const { search } = useLocation();
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
  const known = tabs.includes(segment as WorkspaceTab);
  const fallback = profile || reviewProfile ? tabs[0]! : defaultTab(topic, Boolean(user?.facultyWorks));
  const tab: WorkspaceTab = known ? (segment as WorkspaceTab) : fallback;
  const base = profile ? profileBase(investigation, profilePersonId) : investigationPath(investigation);
  const open = useCallback(
    (next: WorkspaceTab, query = '') => void navigate(`${base}/${next}${query}`),
    [navigate, base],
  );
  // A review profile's path names no tab: it is its documents.
  const redirect = known || reviewProfile ? undefined : `${base}/${tab}${search}`;
  return { tab, tabs, open, profile, redirect };
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
