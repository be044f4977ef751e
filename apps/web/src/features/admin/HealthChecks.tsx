import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { HealthCheckReport } from '@quarry/contract';
import { useId, type ReactNode } from 'react';
import { adminLabel } from './adminLabels';
import { formatCheckedAt, formatWait } from './healthCheckView';
import { useHealthCheck } from './useHealthCheck';

interface CheckStatus {
  status: HealthCheckReport['status'];
  reason: string | null;
}

function StatusLine({ check }: { check: CheckStatus }) {
  const ok = check.status === 'ok';
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color={ok ? 'teal' : 'red'} variant={ok ? 'light' : 'filled'}>
        {ok ? adminLabel.ok : adminLabel.degraded}
      </Badge>
      {!ok && check.reason && (
        <Text size="sm" c="red.9">
          {check.reason}
        </Text>
      )}
    </Group>
  );
}

/** One check: its heading, its status (with the reason when degraded), and its figures as a two-column table. */
function CheckCard({ title, check, rows }: { title: string; check: CheckStatus; rows: [string, ReactNode][] }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} fz="md" id={headingId}>
          {title}
        </Title>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" w="45%">
                {adminLabel.status}
              </Table.Th>
              <Table.Td>
                <StatusLine check={check} />
              </Table.Td>
            </Table.Tr>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

function HealthReport({ report }: { report: HealthCheckReport }) {
  const { merge, normalization, database } = report;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CheckCard
          title={adminLabel.mergeCheck}
          check={merge}
          rows={[
            [adminLabel.running, merge.running],
            [adminLabel.queued, merge.queued],
          ]}
        />
        <CheckCard
          title={adminLabel.normalizationCheck}
          check={normalization}
          rows={[
            [adminLabel.queued, normalization.queued],
            [adminLabel.running, normalization.running],
            [adminLabel.oldestWaiting, formatWait(normalization.oldestWaitingSeconds)],
          ]}
        />
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {adminLabel.database}
        </Text>
        <StatusLine check={database} />
      </Group>
      <Text size="xs" c="dimmed">
        {adminLabel.checkedAt(formatCheckedAt(report.checkedAt))}
      </Text>
    </Stack>
  );
}

/**
 * The health-check displays of the admin merge page (doc 3 §2): running merges and the normalization queue, polled
 * every second while the tab is visible. A degraded check says why; when no report comes, the reason is shown.
 */
export function HealthChecks() {
  const outcome = useHealthCheck();
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId}>
        {adminLabel.healthHeading}
      </Title>
      {outcome === null && <Text c="dimmed">{adminLabel.loading}</Text>}
      {outcome?.kind === 'unavailable' && (
        <Alert color="red" variant="light">
          {adminLabel.unavailable(outcome.reason)}
        </Alert>
      )}
      {outcome?.kind === 'report' && <HealthReport report={outcome.report} />}
    </Stack>
  );
}
