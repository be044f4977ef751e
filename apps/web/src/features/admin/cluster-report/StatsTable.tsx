import { Table, Title } from '@mantine/core';
import type { ClusterStats } from '@quarry/contract';
import { useId } from 'react';
import { clusterReportLabel } from './clusterReportLabels';
import { statsRows } from './clusterReportView';

/** One statistics table (Articles or Patents): a row per figure, its Count and its Percentage. */
export function StatsTable({ title, stats }: { title: string; stats: ClusterStats }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId} mb="xs">
        {title}
      </Title>
      <Table striped withTableBorder aria-labelledby={headingId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{clusterReportLabel.statistic}</Table.Th>
            <Table.Th scope="col" ta="right">
              {clusterReportLabel.count}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {clusterReportLabel.percentage}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statsRows(stats).map((row) => (
            <Table.Tr key={row.key} data-stat={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right">{row.count}</Table.Td>
              <Table.Td ta="right">{row.percentage}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
