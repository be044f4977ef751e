import { Alert, Anchor, Badge, Button, Group, List, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import {
  type HarvestRun,
  type HarvestStepOutcome,
  importedDecisionsText,
  type Investigation,
  stepHasProblem,
} from '@quarry/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { AppDialog, ConfirmDialog } from '../../../components/dialog';
import { formatDateTime } from '../../../lib/formatDate';
import { useCurrentUser } from '../../auth';
import { investigationPath } from '../investigationRoute';
import {
  limitHint,
  mergeReasonText,
  moreRecords,
  runFigures,
  runStateLabel,
  stepOutcomeText,
  summaryLabel,
  undoMessage,
} from './harvestSummaryText';
import { useHarvestRuns, useUndoHarvest } from './useHarvestRuns';

const stateColor: Record<HarvestRun['state'], string> = {
  running: 'blue',
  done: 'teal',
  failed: 'red',
  cancelled: 'gray',
};

type SummedInvestigation = Pick<Investigation, 'id' | 'investigationType' | 'title'>;

interface HarvestSummaryDialogProps {
  investigation: SummedInvestigation;
  opened: boolean;
  onClose: () => void;
}

/** Every harvest of the investigation: per source and query what was found, kept and added, what failed and why. */
export function HarvestSummaryDialog({ investigation, opened, onClose }: HarvestSummaryDialogProps) {
  const runs = useHarvestRuns(investigation, opened);
  const undo = useUndoHarvest(investigation);
  const [undoing, setUndoing] = useState<HarvestRun | null>(null);
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={`${summaryLabel.title}: ${investigation.title}`}
      closeLabel={summaryLabel.close}
      size="xl"
    >
      {runs.isPending && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{summaryLabel.loading}</Text>
        </Group>
      )}
      {runs.isError && <Alert color="red">{summaryLabel.failedToLoad}</Alert>}
      {runs.data?.runs.length === 0 && <Text size="sm">{summaryLabel.none}</Text>}
      <Stack gap="md">
        {runs.data?.runs.map((run) => (
          <RunCard
            key={run.jobId}
            run={run}
            investigation={investigation}
            onUndo={() => setUndoing(run)}
            onOpenDocument={onClose}
          />
        ))}
      </Stack>
      <ConfirmDialog
        opened={undoing !== null}
        title={summaryLabel.undoTitle}
        message={undoing ? undoMessage(undoing) : ''}
        confirmLabel={summaryLabel.undoConfirm}
        busy={undo.isPending}
        onCancel={() => setUndoing(null)}
        onConfirm={() => undoing && undo.mutate(undoing.jobId, { onSettled: () => setUndoing(null) })}
      />
    </AppDialog>
  );
}

interface RunCardProps {
  run: HarvestRun;
  investigation: SummedInvestigation;
  onUndo: () => void;
  /** A merged record's document was opened (the dialog closes). */
  onOpenDocument: () => void;
}

function RunCard({ run, investigation, onUndo, onOpenDocument }: RunCardProps) {
  const omnipotent = Boolean(useCurrentUser()?.omnipotent);
  return (
    <Paper withBorder p="sm" component="section" aria-label={run.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{run.title}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(run.startedAt)} · {runFigures(run)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Badge color={stateColor[run.state]} variant="light" style={{ textTransform: 'none' }}>
            {runStateLabel[run.state]}
          </Badge>
          {run.undoable && (
            <Button size="compact-sm" variant="default" onClick={onUndo}>
              {summaryLabel.undo}
            </Button>
          )}
        </Group>
      </Group>
      <Table mt="xs" verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {run.steps.map((step, index) => {
            const hint = limitHint(step, omnipotent);
            const imported = importedDecisionsText(step.imported);
            return (
              <Table.Tr key={`${step.label}-${index}`} data-problem={stepHasProblem(step) || undefined}>
                <Table.Td>{step.label}</Table.Td>
                <Table.Td c={step.state === 'failed' ? 'red.8' : step.state === 'skipped' ? 'orange.9' : undefined}>
                  {stepOutcomeText(step)}
                  {hint && (
                    <Text size="xs" c="dimmed">
                      {hint}
                    </Text>
                  )}
                  {imported && (
                    <Text size="xs" data-testid="imported-decisions">
                      {imported}
                    </Text>
                  )}
                  {step.rejectedInputs.length > 0 && (
                    <>
                      <Text size="xs" fw={600} mt={4}>
                        {summaryLabel.rejectedLines}
                      </Text>
                      <List size="xs">
                        {step.rejectedInputs.map((line, lineIndex) => (
                          <List.Item key={lineIndex}>
                            “{line.input}”: {line.reason}
                          </List.Item>
                        ))}
                      </List>
                    </>
                  )}
                  <MergedRecords step={step} investigation={investigation} onOpen={onOpenDocument} />
                  <RejectedRecords step={step} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** A step's records of one kind under their heading and count, the list ending "and N more" when it names fewer. */
function RecordList({
  heading,
  count,
  named,
  children,
}: {
  heading: string;
  count: number;
  named: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  const more = moreRecords(count, named);
  return (
    <>
      <Text size="xs" fw={600} mt={4}>
        {heading} ({count})
      </Text>
      <List size="xs">
        {children}
        {more && <List.Item>{more}</List.Item>}
      </List>
    </>
  );
}

/** The records a step merged into documents: each with the document it joined, which opens the workspace on it. */
function MergedRecords({
  step,
  investigation,
  onOpen,
}: {
  step: HarvestStepOutcome;
  investigation: SummedInvestigation;
  onOpen: () => void;
}) {
  return (
    <RecordList heading={summaryLabel.mergedRecords} count={step.merged} named={step.mergedRecords.length}>
      {step.mergedRecords.map((record, index) => (
        <List.Item key={index}>
          “{record.title}”{record.identifier ? ` (${record.identifier})` : ''} →{' '}
          <Anchor
            component={Link}
            to={`${investigationPath(investigation)}/documents?ids=${record.documentId}`}
            onClick={onOpen}
            fz="xs"
          >
            {record.documentTitle || `document ${record.documentId}`}
          </Anchor>
          : {mergeReasonText[record.reason]}
        </List.Item>
      ))}
    </RecordList>
  );
}

/** The records a step received and could not keep, with why. */
function RejectedRecords({ step }: { step: HarvestStepOutcome }) {
  return (
    <RecordList heading={summaryLabel.rejectedRecords} count={step.rejected} named={step.rejectedRecords.length}>
      {step.rejectedRecords.map((record, index) => (
        <List.Item key={index}>
          “{record.input}”: {record.reason}
        </List.Item>
      ))}
    </RecordList>
  );
}
