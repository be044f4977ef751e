import { Anchor, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { screenMessage, statusLabel, type Investigation } from '@quarry/contract';
import { Link } from 'react-router';
import { routePath } from '../../../lib/routes';
import { investigationLabel } from '../investigationLabels';
import { statusColor } from '../statusBadge';

/** The not-found text, when the user has no investigation with that id (it may be another user's: 404), and the way back. */
export function InvestigationNotFound() {
  return (
    <Stack gap="xs" role="alert">
      <Title order={1} fz={22}>
        {screenMessage.notFound}
      </Title>
      <Text c="dimmed">{investigationLabel.notFoundHint}</Text>
      <Anchor component={Link} to={routePath.investigations} w="fit-content">
        {investigationLabel.toList}
      </Anchor>
    </Stack>
  );
}

/** The investigation's status (its reason on hover) and its number of documents, for the workspace's tab row. */
export function InvestigationStatusLine({ investigation }: { investigation: Investigation }) {
  const badge = (
    <Badge
      color={statusColor[investigation.status]}
      variant="dot"
      style={{ textTransform: 'none' }}
      data-testid="investigation-status"
    >
      {statusLabel[investigation.status]}
    </Badge>
  );
  return (
    <Group gap="xs" wrap="nowrap">
      {investigation.statusReason ? (
        <Tooltip
          label={<span data-testid="investigation-status-reason">{investigation.statusReason}</span>}
          multiline
          w={320}
        >
          {badge}
        </Tooltip>
      ) : (
        badge
      )}
      <Text size="sm" c="dimmed" data-testid="investigation-document-total">
        {investigationLabel.documents}: {investigation.totalDocuments}
      </Text>
    </Group>
  );
}
