import { Stack, Title } from '@mantine/core';
import { adminLabel } from './adminLabels';
import { OpenClusterReportForm } from './cluster-report';
import { HealthChecks } from './HealthChecks';
import { RedoMergeForm } from './RedoMergeForm';

/** The admin merge page's content (doc 3 §2): Investigation ID with Redo Merge and Redo Merge All, the way to a cluster report, then the health checks. */
export function AdminMerge() {
  return (
    <Stack gap="xl">
      <Title order={1} fz={26}>
        {adminLabel.mergeHeading}
      </Title>
      <RedoMergeForm />
      <OpenClusterReportForm />
      <HealthChecks />
    </Stack>
  );
}
