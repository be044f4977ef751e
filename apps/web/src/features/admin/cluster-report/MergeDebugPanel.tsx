import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { clusterReportText, type MergeDebugResult, type MergeGroupSelection } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { debugMerge, failureText } from './clusterReportCalls';
import { clusterReportLabel } from './clusterReportLabels';
import { ScrollRegion } from './ScrollRegion';
import { FeatureHeaders, FeatureScores } from './FeatureCells';
import { featureNames, formatScore, mergeDebugBody } from './clusterReportView';

type BadDocument = MergeDebugResult['badDocuments'][number];

function BadDocumentResult({ bad, threshold }: { bad: BadDocument; threshold: number }) {
  const headingId = useId();
  const features = featureNames(bad.pairs.map((pair) => pair.scores));
  const joined = bad.bestScore !== null && bad.bestScore >= threshold;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId} data-bad-document={bad.documentId}>
      <Stack gap="xs">
        <Title order={3} fz="md" id={headingId}>
          {bad.documentId}: {bad.documentTitle}
        </Title>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {clusterReportLabel.bestScore}
          </Text>
          <Text size="sm" data-testid="best-score">
            {formatScore(bad.bestScore)}
          </Text>
          {bad.bestScore !== null && (
            <Badge color={joined ? 'red' : 'gray'} variant="light">
              {joined ? clusterReportLabel.joined : clusterReportLabel.keptApart}
            </Badge>
          )}
        </Group>
        {bad.pairs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {clusterReportLabel.noPairs}
          </Text>
        ) : (
          <ScrollRegion label={clusterReportLabel.pairScores(bad.documentId)}>
            <Table withTableBorder aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{clusterReportLabel.goodDocument}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {clusterReportLabel.totalScore}
                  </Table.Th>
                  <FeatureHeaders features={features} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bad.pairs.map((pair) => (
                  <Table.Tr key={pair.goodDocumentId}>
                    <Table.Th scope="row">{pair.goodDocumentId}</Table.Th>
                    <Table.Td ta="right">{formatScore(pair.totalScore)}</Table.Td>
                    <FeatureScores features={features} scores={pair.scores} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Paper>
  );
}

export interface MergeDebugPanelProps {
  fileKey: string;
  mainCluster: number | null;
  selections: Readonly<Record<number, MergeGroupSelection>>;
}

/**
 * Debug Merge Results (doc 3 §2): why the documents marked Incorrect joined the main cluster — each one's best pair
 * score against the documents marked Correct, held to the threshold, and every pair's scores feature by feature.
 */
export function MergeDebugPanel({ fileKey, mainCluster, selections }: MergeDebugPanelProps) {
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: debugMerge,
    onMutate: () => setProblem(null),
    onError: (error) => setProblem(failureText(error)),
  });
  const marks = Object.values(selections);
  const count = (selection: MergeGroupSelection) => marks.filter((mark) => mark === selection).length;

  const start = () => {
    if (mainCluster === null) {
      run.reset();
      return setProblem(clusterReportText.mainClusterNotSpecified);
    }
    if (count('Incorrect') === 0) {
      run.reset();
      return setProblem(clusterReportLabel.noBadDocuments);
    }
    run.mutate(mergeDebugBody(fileKey, mainCluster, selections));
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {clusterReportText.debugMergeResults}
        </Title>
        <Text size="sm">{clusterReportLabel.debugHint}</Text>
        <Group gap="sm">
          <Button onClick={start} loading={run.isPending}>
            {clusterReportText.runMergeDebug}
          </Button>
          <Text size="sm" data-testid="merge-marks">
            {clusterReportLabel.marks(count('Correct'), count('Incorrect'))}
          </Text>
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {run.data && (
          <Stack gap="sm" data-testid="merge-debug-result">
            <Text size="sm" fw={600}>
              {clusterReportLabel.threshold(formatScore(run.data.threshold))}
            </Text>
            {run.data.badDocuments.length === 0 && <Text c="dimmed">{clusterReportLabel.noBadDocuments}</Text>}
            {run.data.badDocuments.map((bad) => (
              <BadDocumentResult key={bad.documentId} bad={bad} threshold={run.data.threshold} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
