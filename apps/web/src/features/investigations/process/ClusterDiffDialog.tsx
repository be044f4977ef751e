import { Alert, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { adminMergeText, type ClusterDiff } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog';
import { formatDateTime } from '../../../lib/formatDate';
import { investigationIdInput, investigationIdToRedo } from '../../admin';
import { processLabel } from '../investigationLabels';
import { compareClusterRuns } from './processCalls';
import { personText, runIdOf } from './reportView';
import { WorkbookLink } from './WorkbookLink';

function RunsTable({ diff }: { diff: ClusterDiff }) {
  const columns = processLabel.runColumns;
  return (
    <Table fz="sm" verticalSpacing={4} aria-label={processLabel.runsHeading}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{columns.run}</Table.Th>
          <Table.Th>{columns.finishedAt}</Table.Th>
          <Table.Th>{columns.persons}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {diff.runs.map((run) => (
          <Table.Tr key={run.runId} fw={run.runId === diff.fromRunId || run.runId === diff.toRunId ? 700 : undefined}>
            <Table.Td>{run.runId}</Table.Td>
            <Table.Td>{formatDateTime(run.finishedAt)}</Table.Td>
            <Table.Td>{run.persons}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function MovedTable({ diff }: { diff: ClusterDiff }) {
  const columns = processLabel.movedColumns;
  return (
    <Table fz="sm" verticalSpacing={4} striped aria-label={processLabel.movedHeading(diff.moved.length)}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{columns.document}</Table.Th>
          <Table.Th>{columns.name}</Table.Th>
          <Table.Th>{columns.from}</Table.Th>
          <Table.Th>{columns.to}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {diff.moved.map((mention) => (
          <Table.Tr key={`${mention.documentId}-${mention.mentionId}`}>
            <Table.Td>{mention.documentTitle}</Table.Td>
            <Table.Td>{mention.name}</Table.Td>
            <Table.Td>{personText(mention.fromPersonId)}</Table.Td>
            <Table.Td>{personText(mention.toPersonId)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DiffResult({ diff }: { diff: ClusterDiff }) {
  return (
    <Stack gap="xs">
      <Title order={4}>{processLabel.runsHeading}</Title>
      <RunsTable diff={diff} />
      {(diff.fromRunId === null || diff.toRunId === null) && <Text size="sm">{processLabel.noRuns}</Text>}
      <Text size="sm">{processLabel.unchanged(diff.unchanged)}</Text>
      <Title order={4}>{processLabel.movedHeading(diff.moved.length)}</Title>
      {diff.moved.length > 0 && <MovedTable diff={diff} />}
      <WorkbookLink location={diff.location} />
    </Stack>
  );
}

/**
 * Cluster Diff (admin): two clustering runs of one investigation compared; the last two unless run ids are given.
 * Shows the runs, the mentions that moved from one person to another, how many stayed, and the workbook's link. An
 * empty Investigation ID says 'Please fill in the investigation ID' and calls nothing; a refusal (an unknown
 * investigation or run) shows in the dialog.
 */
export function ClusterDiffDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [idText, setIdText] = useState('');
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const compare = useMutation({ mutationFn: compareClusterRuns });
  const outcome = compare.data;

  const close = () => {
    setFieldError(null);
    compare.reset();
    onClose();
  };
  const submit = () => {
    if (compare.isPending) return;
    const target = investigationIdToRedo(idText);
    if ('error' in target) return setFieldError(target.error);
    compare.mutate({ investigationId: target.id, fromRunId: runIdOf(fromText), toRunId: runIdOf(toText) });
  };
  const digits = (set: (text: string) => void) => (text: string) => {
    set(investigationIdInput(text));
    compare.reset();
  };

  return (
    <AppDialog
      opened={opened}
      onClose={close}
      title={processLabel.clusterDiff}
      modal
      size="xl"
      closeLabel={processLabel.close}
      primaryAction={{ label: processLabel.compare, onClick: submit, loading: compare.isPending }}
    >
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={adminMergeText.investigationIdLabel}
            value={idText}
            inputMode="numeric"
            autoComplete="off"
            error={fieldError}
            data-autofocus
            onChange={(event) => {
              digits(setIdText)(event.currentTarget.value);
              setFieldError(null);
            }}
          />
          <TextInput
            label={processLabel.fromRun}
            value={fromText}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => digits(setFromText)(event.currentTarget.value)}
          />
          <TextInput
            label={processLabel.toRun}
            value={toText}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => digits(setToText)(event.currentTarget.value)}
          />
        </Group>
        {outcome && !outcome.ok && (
          <Alert color="red" variant="light" role="alert">
            {outcome.message}
          </Alert>
        )}
        {outcome?.ok && <DiffResult diff={outcome.value} />}
      </Stack>
    </AppDialog>
  );
}
