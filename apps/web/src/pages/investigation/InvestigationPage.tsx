import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/layout';
import { InvestigationNotFound, InvestigationStatusLine, useInvestigation } from '../../features/investigations';
import { InvestigationWorkspace } from '../../features/workspace';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

const idOf = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/**
 * /investigations/topic/{id} (route name topicInvestigation) and /investigations/person/{id}: the workspace of
 * the investigation, or the not-found text when the user has no investigation with that id.
 */
export function InvestigationPage() {
  const { id } = useParams();
  const { investigation, loading } = useInvestigation(idOf(id));
  useDocumentTitle(investigation?.title ?? (loading ? screenTitle.investigation : screenTitle.notFound));
  if (loading) return <PageLoader />;
  if (!investigation) {
    return (
      <Container size="xl" py="xl">
        <InvestigationNotFound />
      </Container>
    );
  }
  return (
    <InvestigationWorkspace
      investigation={investigation}
      tabsExtra={<InvestigationStatusLine investigation={investigation} />}
    />
  );
}
