import { Alert, FileInput, List, Stack, Table, Title } from '@mantine/core';
import { type BatchAccuracyReport, CV_FILE_EXTENSIONS } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog';
import { processLabel } from '../investigationLabels';
import { evaluateAccuracy } from './processCalls';
import { fileErrorText, shareText } from './reportView';
import { WorkbookLink } from './WorkbookLink';

const columns = processLabel.accuracyColumns;

function AccuracyTable({ report }: { report: BatchAccuracyReport }) {
  return (
    <Table fz="sm" verticalSpacing={4} striped aria-label={processLabel.evaluateAccuracy}>
      <Table.Thead>
        <Table.Tr>
          {Object.values(columns).map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.investigations.map((row) => (
          <Table.Tr key={row.investigationId}>
            <Table.Td>{row.investigationId}</Table.Td>
            <Table.Td>{row.personName}</Table.Td>
            <Table.Td>{row.cvTitles}</Table.Td>
            <Table.Td>{row.inMainCluster}</Table.Td>
            <Table.Td>{row.mainClusterSize}</Table.Td>
            <Table.Td>{shareText(row.precision)}</Table.Td>
            <Table.Td>{shareText(row.recall)}</Table.Td>
            <Table.Td>{shareText(row.f1)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td colSpan={5}>{processLabel.overall}</Table.Td>
          <Table.Td>{shareText(report.overall.precision)}</Table.Td>
          <Table.Td>{shareText(report.overall.recall)}</Table.Td>
          <Table.Td>{shareText(report.overall.f1)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/**
 * Evaluate Accuracy Using CVs (admin): CV files named by their investigation's ID, sent together; the answer's
 * precision, recall and F1 of each main cluster against its CV and overall, the files that were not evaluated and
 * why, and the workbook's download link. A refusal of the whole call (no file named by an ID…) shows in the dialog.
 */
export function AccuracyReportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const evaluate = useMutation({ mutationFn: evaluateAccuracy });
  const outcome = evaluate.data;
  const close = () => {
    setFiles([]);
    evaluate.reset();
    onClose();
  };

  return (
    <AppDialog
      opened={opened}
      onClose={close}
      title={processLabel.evaluateAccuracy}
      modal
      size="xl"
      closeLabel={processLabel.close}
      primaryAction={{
        label: processLabel.evaluate,
        onClick: () => evaluate.mutate(files),
        disabled: files.length === 0 || evaluate.isPending,
        loading: evaluate.isPending,
      }}
    >
      <Stack gap="sm">
        <FileInput
          label={processLabel.cvFiles}
          description={processLabel.cvFilesHint}
          placeholder={processLabel.cvFilesPlaceholder}
          multiple
          clearable
          clearButtonProps={{ 'aria-label': processLabel.clearCvFiles }}
          accept={CV_FILE_EXTENSIONS.join(',')}
          value={files}
          onChange={(chosen) => {
            setFiles(chosen);
            evaluate.reset();
          }}
          data-autofocus
        />
        {outcome && !outcome.ok && (
          <Alert color="red" variant="light" role="alert" style={{ whiteSpace: 'pre-wrap' }}>
            {outcome.message}
          </Alert>
        )}
        {outcome?.ok && (
          <>
            {outcome.value.investigations.length > 0 && <AccuracyTable report={outcome.value} />}
            {outcome.value.errors.length > 0 && (
              <Stack gap={4}>
                <Title order={4}>{processLabel.fileErrors}</Title>
                <List size="sm" aria-label={processLabel.fileErrors}>
                  {outcome.value.errors.map((error, index) => (
                    <List.Item key={index}>{fileErrorText(error)}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
            <WorkbookLink location={outcome.value.location} />
          </>
        )}
      </Stack>
    </AppDialog>
  );
}
