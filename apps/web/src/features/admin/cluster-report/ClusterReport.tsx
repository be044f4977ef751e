import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { clusterReportText, type ClusterReport as Report } from '@quarry/contract';
import { useState } from 'react';
import { clusterReportLabel } from './clusterReportLabels';
import { formatGeneratedAt } from './clusterReportView';
import { ComparisonsTable } from './ComparisonsTable';
import { DocumentsTable } from './DocumentsTable';
import { MergeDebugPanel } from './MergeDebugPanel';
import { MergeDebugToolDialog } from './MergeDebugToolDialog';
import { PointsOfContactPanel } from './PointsOfContactPanel';
import { ReportInputs } from './ReportInputs';
import { StatsTable } from './StatsTable';
import { useClusterReport, type ClusterReportState } from './useClusterReport';

function MainClusterLine({ state }: { state: ClusterReportState }) {
  if (state.mainCluster === null) return <Text size="sm">{clusterReportText.mainClusterNotSpecified}</Text>;
  return (
    <Group gap="xs">
      <Text size="sm" fw={600} data-testid="main-cluster">
        {clusterReportLabel.mainCluster(state.mainCluster)}
      </Text>
      <Text size="sm" c="dimmed">
        ({state.mainClusterPicked ? clusterReportLabel.mainClusterPicked : clusterReportLabel.mainClusterMatching})
      </Text>
      {state.mainClusterPicked && state.report?.matchingClusterId != null && (
        <Button variant="subtle" size="compact-sm" onClick={() => state.pickMainCluster(null)}>
          {clusterReportLabel.resetMainCluster}
        </Button>
      )}
    </Group>
  );
}

function ReportResults({ report, state }: { report: Report; state: ClusterReportState }) {
  const [toolOpen, setToolOpen] = useState(false);
  return (
    <Stack gap="lg" data-testid="cluster-report">
      <Text size="sm" c="dimmed">
        {clusterReportLabel.reportOf(report.personName, report.investigationId, formatGeneratedAt(report.generatedAt))}
      </Text>
      <Group gap="lg">
        <Button
          variant={state.showClusterId ? 'light' : 'default'}
          role="switch"
          aria-checked={state.showClusterId}
          onClick={() => state.setShowClusterId(!state.showClusterId)}
        >
          {clusterReportText.showClusterId}
        </Button>
        <Button variant="default" aria-pressed={state.showMergeScores} onClick={state.toggleMergeScores}>
          {state.showMergeScores ? clusterReportText.hideMergeScores : clusterReportText.showMergeScores}
        </Button>
        <Button variant="default" onClick={() => setToolOpen(true)}>
          {clusterReportLabel.openMergeDebugTool}
        </Button>
      </Group>
      <MainClusterLine state={state} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <StatsTable title={clusterReportText.articleStats} stats={report.articleStats} />
        <StatsTable title={clusterReportText.patentStats} stats={report.patentStats} />
      </SimpleGrid>
      <DocumentsTable
        documents={report.documents}
        showClusterId={state.showClusterId}
        showMergeScores={state.showMergeScores}
        mainCluster={state.mainCluster}
        onPickMainCluster={state.pickMainCluster}
        selections={state.selections}
        onCycleSelection={state.cycleSelection}
      />
      <ComparisonsTable
        comparisons={report.comparisons}
        mainCluster={state.mainCluster}
        onPickMainCluster={state.pickMainCluster}
      />
      <PointsOfContactPanel
        key={`${report.fileKey}:${state.mainCluster}`}
        investigationId={report.investigationId}
        mainCluster={state.mainCluster}
      />
      <MergeDebugPanel
        key={report.fileKey}
        fileKey={report.fileKey}
        mainCluster={state.mainCluster}
        selections={state.selections}
      />
      {toolOpen && (
        <MergeDebugToolDialog opened onClose={() => setToolOpen(false)} initialMainPersonId={state.mainCluster} />
      )}
    </Stack>
  );
}

/**
 * The cluster report page of one Person investigation (doc 3 §2, §3): what the report is made from, then the report
 * — statistics, documents, cluster comparison — with the tools that work on its main cluster.
 */
export function ClusterReport({ investigationId }: { investigationId: number }) {
  const state = useClusterReport(investigationId);
  const { report } = state;
  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        {clusterReportLabel.heading(investigationId)}
      </Title>
      <ReportInputs state={state} />
      {report ? (
        <ReportResults report={report} state={state} />
      ) : state.generating || state.loading ? (
        <Text c="dimmed" role="status">
          {state.generating ? clusterReportLabel.generating : clusterReportLabel.loading}
        </Text>
      ) : (
        <Text c="dimmed">{clusterReportLabel.empty}</Text>
      )}
    </Stack>
  );
}
