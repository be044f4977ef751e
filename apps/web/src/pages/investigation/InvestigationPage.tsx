import { Center, Container, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useMatches, useParams } from 'react-router';
import { PageLoader } from '../../components/layout';
import {
  InvestigationNotFound,
  InvestigationStatusLine,
  ownInvestigationLocation,
  useInvestigation,
} from '../../features/investigations';
import { InsightReportTab, InsightsHost } from '../../features/insights';
import { InvestigationWorkspace } from '../../features/workspace';
import { routeId } from '../../lib/routes';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

// The graphs (sigma, graphology, the layouts) load when a graph tab is first opened, not with the documents.
const AuthorGraphTab = lazy(() =>
  import('../../features/author-graph').then((feature) => ({ default: feature.AuthorGraphTab })),
);
const ProfileOverview = lazy(() =>
  import('../../features/profile').then((feature) => ({ default: feature.ProfileOverview })),
);
const TimelineTab = lazy(() => import('../../features/timeline').then((feature) => ({ default: feature.TimelineTab })));
const EntitySummaryPane = lazy(() =>
  import('../../features/entity-graph').then((feature) => ({ default: feature.EntitySummaryPane })),
);
const EntityGraphTab = lazy(() =>
  import('../../features/entity-graph').then((feature) => ({ default: feature.EntityGraphTab })),
);

const graphLoading = (
  <Center h="100%">
    <Loader size="sm" />
  </Center>
);

const idOf = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/**
 * /investigations/topic/{id} (route name topicInvestigation) and /investigations/person/{id}: the workspace of
 * the investigation, or the not-found text when the user has no investigation with that id; an investigation
 * opened under the other family's path goes to its own.
 */
export function InvestigationPage() {
  const { id, personId } = useParams();
  const profilePersonId = idOf(personId) ?? undefined;
  const reviewProfile = useMatches().some((match) => match.id === routeId.personReviewProfile);
  const { investigation, loading } = useInvestigation(idOf(id));
  const location = useLocation();
  useDocumentTitle(investigation?.title ?? (loading ? screenTitle.investigation : screenTitle.notFound));
  if (loading) return <PageLoader />;
  if (!investigation) {
    return (
      <Container size="xl" py="xl">
        <InvestigationNotFound />
      </Container>
    );
  }
  const ownLocation = ownInvestigationLocation(investigation, location.pathname, location.search);
  if (ownLocation) return <Navigate to={ownLocation} replace />;
  return (
    <InvestigationWorkspace
      investigation={investigation}
      tabsExtra={<InvestigationStatusLine investigation={investigation} />}
      entitySummaryPane={
        <Suspense fallback={graphLoading}>
          <EntitySummaryPane />
        </Suspense>
      }
      profilePersonId={profilePersonId}
      reviewProfile={reviewProfile}
      insightsHost={InsightsHost}
      tabPanes={{
        overview: (
          <Suspense fallback={graphLoading}>
            <ProfileOverview />
          </Suspense>
        ),
        'author-graph': (
          <Suspense fallback={graphLoading}>
            <AuthorGraphTab />
          </Suspense>
        ),
        'entity-graph': (
          <Suspense fallback={graphLoading}>
            <EntityGraphTab />
          </Suspense>
        ),
        timeline: (
          <Suspense fallback={graphLoading}>
            <TimelineTab />
          </Suspense>
        ),
        'report-editor': (
          <Suspense fallback={graphLoading}>
            <InsightReportTab />
          </Suspense>
        ),
      }}
    />
  );
}
