import { ActionIcon, Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/formatDate';
import { HarvestSummaryDialog } from '../harvest-summary';
import { BellIcon, CopyIcon, ShareIcon, TrashIcon } from '../icons';
import { listLabel } from '../investigationLabels';
import { investigationPath } from '../investigationRoute';
import { membersLabel } from '../members/membersLabels';
import { MembersDialog } from '../members/ShareButton';
import { StatusBadge } from '../StatusBadge';
import { TypeBadge } from '../TypeBadge';
import { RowTooltipLabel } from './RowTooltipLabel';
import type { RowAction } from './useRowActions';

interface InvestigationRowProps {
  number: number;
  investigation: Investigation;
  highlighted: boolean;
  allowDuplicate: boolean;
  onAction: (action: RowAction, investigation: Investigation) => void;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/** One row of the table (doc 1 §2); a click anywhere but on its actions opens the investigation. */
export function InvestigationRow({
  number,
  investigation,
  highlighted,
  allowDuplicate,
  onAction,
}: InvestigationRowProps) {
  const navigate = useNavigate();
  const path = investigationPath(investigation);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  return (
    <Tooltip label={<RowTooltipLabel investigation={investigation} />} openDelay={500} position="top-start" multiline>
      <Table.Tr
        onClick={() => void navigate(path)}
        style={{ cursor: 'pointer' }}
        bg={highlighted ? 'var(--mantine-color-yellow-1)' : undefined}
        data-investigation-id={investigation.id}
        data-highlighted={highlighted || undefined}
      >
        <Table.Td>{number}</Table.Td>
        <Table.Td>
          <TypeBadge kind={investigation.investigationSubType} />
        </Table.Td>
        <Table.Td>
          <Anchor component={Link} to={path} onClick={stop} fw={600} c="inherit">
            {investigation.title}
          </Anchor>
          {investigation.sharedAs && (
            <Badge variant="light" color="indigo" ml="xs" tt="none" data-testid="shared-with-you">
              {membersLabel.sharedWithYou(investigation.sharedAs)}
            </Badge>
          )}
        </Table.Td>
        <Table.Td>{investigation.alertsEnabled && <BellIcon label={listLabel.alertsOn} />}</Table.Td>
        <Table.Td>
          <StatusBadge
            investigation={investigation}
            onOpenSummary={investigation.can.open ? () => setSummaryOpen(true) : undefined}
          />
          {summaryOpen && (
            // React events bubble out of the dialog's portal: keep its clicks from opening the row.
            <span onClick={stop}>
              <HarvestSummaryDialog investigation={investigation} opened onClose={() => setSummaryOpen(false)} />
            </span>
          )}
        </Table.Td>
        <Table.Td>{formatDateTime(investigation.createdOn)}</Table.Td>
        <Table.Td>{formatDateTime(investigation.lastUserInteractionTime, listLabel.never)}</Table.Td>
        <Table.Td>
          <Text size="sm">{investigation.createdBy}</Text>
          {investigation.email && (
            <Text size="xs" c="dimmed">
              {investigation.email}
            </Text>
          )}
        </Table.Td>
        <Table.Td>{investigation.totalDocuments}</Table.Td>
        <Table.Td onClick={stop}>
          <Group gap={4} wrap="nowrap">
            {/* What the server's policy allows (an admin's "all" view may copy another's, never delete it). */}
            {investigation.can.open && allowDuplicate && (
              <ActionIcon
                variant="subtle"
                aria-label={listLabel.duplicate}
                onClick={() => onAction('duplicate', investigation)}
              >
                <CopyIcon />
              </ActionIcon>
            )}
            {investigation.can.share && (
              <ActionIcon variant="subtle" aria-label={membersLabel.share} onClick={() => setSharing(true)}>
                <ShareIcon />
              </ActionIcon>
            )}
            {investigation.can.delete && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={listLabel.delete}
                onClick={() => onAction('delete', investigation)}
              >
                <TrashIcon />
              </ActionIcon>
            )}
          </Group>
          {investigation.can.share && (
            <MembersDialog opened={sharing} investigation={investigation} onClose={() => setSharing(false)} />
          )}
        </Table.Td>
      </Table.Tr>
    </Tooltip>
  );
}
