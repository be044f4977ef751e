import { Box } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { Fragment, lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useWorkspaceDocuments } from './data/useWorkspaceDocuments';
import { DocumentsPane } from './documents/DocumentsPane';
import { FiltersPane } from './filters/FiltersPane';
import { HarvestProgressProvider } from './harvests';
import { LabelDialogs } from './labels/LabelDialogs';
import { LiveControls } from './live/LiveControls';
import { useLiveUpdates } from './live/useLiveUpdates';
import { WorkspaceLayout } from './layout/WorkspaceLayout';
import { AuthorSummaryPane, DisambiguationPane, ProfileAuthorSummary } from './persons';
import { useWorkspaceTab, type SuppliedTab } from './tabs/workspaceTabs';
import { useShownAuthor, useShownEntities, useWorkspace } from './state/workspaceContext';
import { WorkspaceProvider } from './state/WorkspaceProvider';
import { PaneLoading } from './persons/PaneStates';
import { screeningText } from './screening/screeningLabels';
import { SuggestedTermsProvider } from './suggested';
import { SearchDefinitionPane, SelectionTermMenu, TermsProvider } from './terms';

/** The Screen tab, loaded when first opened: most visits never open it. */
const ScreeningPane = lazy(() =>
  import('./screening/ScreeningPane').then((module) => ({ default: module.ScreeningPane })),
);

interface WorkspaceProps {
  investigation: Investigation;
  /** Shown at the end of the tabs row (the investigation's status). */
  tabsExtra?: ReactNode;
  /** The graph tabs' middle panes (features that read this workspace's filter and selection). */
  tabPanes: Record<SuppliedTab, ReactNode>;
  /** The entity graph's right pane: the summary of the entities shown (shownEntities). */
  entitySummaryPane?: ReactNode;
  /** A person profile page of this person (doc 3 §2). */
  profilePersonId?: number;
  /** The profile is under review (doc 3 §1 review_profile): its documents only, the author summary open. */
  reviewProfile?: boolean;
  /** Wraps the panes with what lets them add insights (the insights feature's host; doc 3 §4). */
  insightsHost?: ComponentType<{ children: ReactNode }>;
}

/**
 * The workspace of one Topic or Person investigation (doc 2): documents, filters and tops, and for Topic
 * investigations the search definition (left pane) with the add-term menu on selected text, and the suggested terms.
 */
export function InvestigationWorkspace(props: WorkspaceProps) {
  return (
    <WorkspaceProvider
      key={`${props.investigation.id}-${props.profilePersonId ?? ''}-${props.reviewProfile ? 'review' : ''}`}
      investigation={props.investigation}
      profilePersonId={props.profilePersonId}
      reviewProfile={props.reviewProfile ?? false}
    >
      <WorkspaceBody {...props} />
    </WorkspaceProvider>
  );
}

/**
 * The panes around the results. It reads neither the filter nor the results: a filter change re-renders the parts
 * that read them (the results, the filters, the graphs), not the whole workspace.
 */
function WorkspaceBody({
  investigation,
  tabsExtra,
  tabPanes,
  entitySummaryPane,
  profilePersonId,
  reviewProfile,
  insightsHost: Host = Fragment,
}: WorkspaceProps) {
  const { topic } = useWorkspace();
  const shownAuthor = useShownAuthor();
  const shownEntities = useShownEntities();
  const { tab, redirect } = useWorkspaceTab();
  const entitiesShown = tab === 'entity-graph' && shownEntities !== null;
  const layout = (
    <WorkspaceLayout
      tabsExtra={tabsExtra}
      // Doc 3 §2: the left pane is not expandable on the disambiguate tab.
      left={tab === 'documents' ? leftOfDocuments(topic, profilePersonId, reviewProfile) : undefined}
      middle={
        tab === 'disambiguate' ? (
          <DisambiguationPane />
        ) : tab === 'screen' ? (
          <Suspense fallback={<PaneLoading label={screeningText.loading} />}>
            <ScreeningPane />
          </Suspense>
        ) : tab === 'documents' ? (
          <WorkspaceDocuments />
        ) : (
          tabPanes[tab]
        )
      }
      right={
        <>
          {/* The filters stay mounted under a summary, so closing it finds them as they were. */}
          <Box hidden={shownAuthor !== null || entitiesShown}>
            <WorkspaceFilters />
          </Box>
          {entitiesShown ? entitySummaryPane : <AuthorSummaryPane />}
        </>
      }
    />
  );
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    // One harvest progress for the workspace: a harvest the author summary starts shows in the documents heading.
    <Host>
      <HarvestProgressProvider>
        <LabelDialogs>
          {topic ? (
            <TermsProvider>
              {/* Suggestions are the owner's: the server answers them for the user's own investigations only. */}
              {investigation.can.work ? <SuggestedTermsProvider>{layout}</SuggestedTermsProvider> : layout}
              <SelectionTermMenu />
            </TermsProvider>
          ) : (
            layout
          )}
        </LabelDialogs>
      </HarvestProgressProvider>
    </Host>
  );
}

/**
 * The left pane beside the documents: a Topic investigation's search definition; on a person profile, the person's
 * summary (doc 3 §2), unless the profile is under review, whose summary the right pane shows already.
 */
function leftOfDocuments(topic: boolean, profilePersonId?: number, reviewProfile?: boolean): ReactNode {
  if (profilePersonId !== undefined) {
    return reviewProfile ? undefined : <ProfileAuthorSummary personId={profilePersonId} />;
  }
  return topic ? <SearchDefinitionPane /> : undefined;
}

/** The results of the filter with their live state (doc 2 §4). */
function WorkspaceDocuments() {
  const { investigation } = useWorkspace();
  const results = useWorkspaceDocuments();
  useReloadWhenFirstDocumentsArrive(investigation.totalDocuments, results.documents.length === 0, results.refresh);
  const live = useLiveUpdates(investigation.id, results.data?.availableDocumentIds);
  return <DocumentsPane results={results} live={<LiveControls state={live} onRefresh={results.refresh} />} />;
}

function WorkspaceFilters() {
  const { data } = useWorkspaceDocuments();
  return <FiltersPane data={data} />;
}

/** While nothing is listed, a harvest that stores documents (the investigation is polled) reloads the results. */
function useReloadWhenFirstDocumentsArrive(totalDocuments: number, empty: boolean, refresh: () => void) {
  const seen = useRef(totalDocuments);
  useEffect(() => {
    if (seen.current === totalDocuments) return;
    seen.current = totalDocuments;
    if (empty) refresh();
  }, [totalDocuments, empty, refresh]);
}
