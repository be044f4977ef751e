import { Alert, Container } from '@mantine/core';
import { useParams } from 'react-router';
import { ClusterReport, investigationIdOfRoute } from '../../features/admin';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

const badAddress = 'The address does not name an investigation: /admin/cluster-report/ is followed by its ID.';

/** /admin/cluster-report/{investigationId} (doc 3 §2): the cluster report of one Person investigation. */
export function ClusterReportPage() {
  useDocumentTitle(screenTitle.adminClusterReport);
  const investigationId = investigationIdOfRoute(useParams().investigationId);
  return (
    <Container size="xl" py="xl">
      {investigationId === null ? (
        <Alert color="red" variant="light" role="alert">
          {badAddress}
        </Alert>
      ) : (
        <ClusterReport key={investigationId} investigationId={investigationId} />
      )}
    </Container>
  );
}
