import { Alert, Button, InputBase, Stack, Table, Text, TextInput } from '@mantine/core';
import { clusterReportText, type FinalReport } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog';
import { downloadMergeReport, failureText, fetchFinalReport } from './clusterReportCalls';
import { clusterReportLabel } from './clusterReportLabels';
import { ScrollRegion } from './ScrollRegion';
import { FeatureHeaders, FeatureScores } from './FeatureCells';
import { featureNames, formatScore, mergeToolPersons } from './clusterReportView';

const columns = clusterReportLabel.decisionColumns;

function Decisions({ report }: { report: FinalReport }) {
  const features = featureNames(report.decisions.map((decision) => decision.scores));
  return (
    <Stack gap="xs" data-testid="final-report">
      <Text size="sm" fw={600}>
        {clusterReportLabel.threshold(formatScore(report.threshold))}
      </Text>
      <ScrollRegion label={clusterReportLabel.finalReport}>
        <Table striped withTableBorder aria-label={clusterReportLabel.finalReport}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{columns.id1}</Table.Th>
              <Table.Th scope="col">{columns.id2}</Table.Th>
              <Table.Th scope="col" ta="right">
                {columns.totalScore}
              </Table.Th>
              <Table.Th scope="col">{columns.decision}</Table.Th>
              <FeatureHeaders features={features} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.decisions.map((decision) => (
              <Table.Tr key={`${decision.id1}-${decision.id2}`}>
                <Table.Td>{decision.id1}</Table.Td>
                <Table.Td>{decision.id2}</Table.Td>
                <Table.Td ta="right">{formatScore(decision.totalScore)}</Table.Td>
                <Table.Td>
                  {decision.totalScore >= report.threshold ? clusterReportLabel.merge : clusterReportLabel.keepApart}
                </Table.Td>
                <FeatureScores features={features} scores={decision.scores} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

/**
 * The Merge Debug Tool (doc 3 §2): a main person and others give the final report's merge decisions (each pair's
 * total and named scores, held to the threshold) and, as a text file, the merge report of all of them.
 */
export function MergeDebugToolDialog({
  opened,
  onClose,
  initialMainPersonId,
}: {
  opened: boolean;
  onClose: () => void;
  initialMainPersonId: number | null;
}) {
  const [mainText, setMainText] = useState(initialMainPersonId === null ? '' : String(initialMainPersonId));
  const [othersText, setOthersText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (error: Error) => setProblem(failureText(error));
  const final = useMutation({
    mutationFn: ({ main, others }: { main: number; others: number[] }) => fetchFinalReport(main, others),
    onMutate: () => setProblem(null),
    onError,
  });
  const download = useMutation({ mutationFn: downloadMergeReport, onMutate: () => setProblem(null), onError });

  /** The persons typed, or null after saying what is wrong. */
  const persons = () => {
    const chosen = mergeToolPersons(mainText, othersText);
    if ('error' in chosen) {
      setProblem(chosen.error);
      return null;
    }
    return chosen;
  };
  const runFinalReport = () => {
    const chosen = persons();
    if (chosen) final.mutate(chosen);
  };
  const runDownload = () => {
    const chosen = persons();
    if (chosen) download.mutate([chosen.main, ...chosen.others]);
  };

  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={clusterReportText.mergeDebugTool}
      size="xl"
      closeLabel={clusterReportLabel.close}
      secondaryActions={
        <Button variant="default" onClick={runDownload} loading={download.isPending}>
          {clusterReportLabel.downloadMergeReport}
        </Button>
      }
      primaryAction={{ label: clusterReportLabel.finalReport, onClick: runFinalReport, loading: final.isPending }}
    >
      <Stack gap="sm">
        <TextInput
          label={clusterReportLabel.mainPersonId}
          value={mainText}
          inputMode="numeric"
          autoComplete="off"
          data-autofocus
          onChange={(event) => setMainText(event.currentTarget.value)}
        />
        <InputBase
          component="textarea"
          label={clusterReportLabel.otherPersonIds}
          description={clusterReportLabel.otherPersonIdsHint}
          value={othersText}
          rows={2}
          onChange={(event) => setOthersText(event.currentTarget.value)}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {final.data && <Decisions report={final.data} />}
      </Stack>
    </AppDialog>
  );
}
