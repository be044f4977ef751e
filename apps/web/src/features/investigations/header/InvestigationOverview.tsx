import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { screenMessage, statusLabel } from '@quarry/contract';
import { PageLoader } from '../../../components/layout';
import { investigationLabel } from '../investigationLabels';
import { useInvestigation } from './useInvestigation';
import { statusColor } from '../statusBadge';

/**
 * The investigation route until the workspace arrives: the status with its reason and the number of documents,
 * or the not-found text when the user has no investigation with that id.
 */
export function InvestigationOverview({ id }: { id: number | null }) {
  const { investigation, loading } = useInvestigation(id);
  if (loading) return <PageLoader />;
  if (!investigation) {
    return (
      <Stack gap="xs" role="alert">
        <Title order={1} fz={22}>
          {screenMessage.notFound}
        </Title>
        <Text c="dimmed">{investigationLabel.notFoundHint}</Text>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group gap="sm">
          <Text fw={600}>{investigationLabel.status}</Text>
          <Badge
            color={statusColor[investigation.status]}
            variant="dot"
            style={{ textTransform: 'none' }}
            data-testid="investigation-status"
          >
            {statusLabel[investigation.status]}
          </Badge>
        </Group>
        {investigation.statusReason && (
          <Text size="sm" c="dimmed" data-testid="investigation-status-reason">
            {investigation.statusReason}
          </Text>
        )}
        <Text size="sm">
          {investigationLabel.documents}: {investigation.totalDocuments}
        </Text>
        <Text size="sm" c="dimmed">
          {investigationLabel.workspaceComing}
        </Text>
      </Stack>
    </Paper>
  );
}
