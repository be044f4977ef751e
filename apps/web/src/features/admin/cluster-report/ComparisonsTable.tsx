import { Table, Text, Title } from '@mantine/core';
import { clusterReportText, type ClusterReport } from '@quarry/contract';
import { useId, useMemo } from 'react';
import { clusterReportLabel } from './clusterReportLabels';
import { comparisonRows } from './clusterReportView';
import { MainClusterButton } from './MainClusterButton';

const columns = clusterReportLabel.comparisonColumns;

/**
 * How each of Quarry's clusters (SNE) spreads over the source's author identities (MAG): SNE ascending, then MAG
 * descending (doc 3 §9). A Quarry cluster's id makes it the main cluster.
 */
export function ComparisonsTable({
  comparisons,
  mainCluster,
  onPickMainCluster,
}: {
  comparisons: ClusterReport['comparisons'];
  mainCluster: number | null;
  onPickMainCluster: (clusterId: number) => void;
}) {
  const headingId = useId();
  const rows = useMemo(() => comparisonRows(comparisons), [comparisons]);
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="xs">
        {clusterReportText.comparisons}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{clusterReportLabel.noComparisons}</Text>
      ) : (
        <Table striped withTableBorder aria-labelledby={headingId} data-testid="cluster-report-comparisons">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" aria-sort="ascending">
                {columns.sourceCluster}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {columns.sourceCount}
              </Table.Th>
              <Table.Th scope="col">{columns.targetCluster}</Table.Th>
              <Table.Th scope="col" ta="right">
                {columns.count}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {columns.percentage}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.sourceClusterId}-${row.targetClusterId}`} data-source-cluster={row.sourceClusterId}>
                <Table.Td>
                  <MainClusterButton
                    clusterId={row.sourceClusterId}
                    isMain={row.sourceClusterId === mainCluster}
                    onPick={onPickMainCluster}
                  />
                </Table.Td>
                <Table.Td ta="right">{row.sourceClusterCount}</Table.Td>
                <Table.Td>{row.targetClusterId || clusterReportLabel.noSourceIdentity}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
                <Table.Td ta="right">{row.percentage}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
