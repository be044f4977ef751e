import { Alert, Button, Group, InputBase, Paper, Stack, Text, TextInput } from '@mantine/core';
import { clusterReportText, CV_FILE_EXTENSIONS } from '@quarry/contract';
import { useState, type FormEvent } from 'react';
import { UploadFileDialog } from '../../../components/upload';
import { clusterReportLabel } from './clusterReportLabels';
import { cvFileProblem } from './clusterReportView';
import type { ClusterReportState } from './useClusterReport';

/**
 * What the report is made from (doc 3 §2): Upload CV (the drag-and-drop dialog), the DOI List, Generate Report; and
 * the S3 Path of the report on screen, where another stored report's key can be typed and loaded.
 */
export function ReportInputs({ state }: { state: ClusterReportState }) {
  const [cvDialogOpen, setCvDialogOpen] = useState(false);
  const busy = state.generating || state.loading;

  const generate = (event: FormEvent) => {
    event.preventDefault();
    void state.generateReport();
  };
  const load = (event: FormEvent) => {
    event.preventDefault();
    void state.loadReport();
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={clusterReportLabel.inputs}>
      <Stack gap="md">
        <form onSubmit={generate} noValidate aria-label={clusterReportText.generate}>
          <Stack gap="sm">
            <Group gap="sm">
              <Button variant="default" onClick={() => setCvDialogOpen(true)} disabled={busy}>
                {clusterReportText.cvUpload}
              </Button>
              {state.cvFile && (
                <>
                  <Text size="sm" data-testid="chosen-cv">
                    {clusterReportLabel.chosenCv(state.cvFile.name)}
                  </Text>
                  <Button variant="subtle" size="compact-sm" onClick={state.removeCv} disabled={busy}>
                    {clusterReportLabel.removeCv}
                  </Button>
                </>
              )}
            </Group>
            <InputBase
              component="textarea"
              multiline
              label={clusterReportText.doiList}
              description={clusterReportLabel.doiListHint}
              value={state.doiList}
              onChange={(event) => state.setDoiList(event.currentTarget.value)}
              rows={4}
            />
            <Group>
              <Button type="submit" loading={state.generating} disabled={state.loading}>
                {clusterReportText.generate}
              </Button>
            </Group>
          </Stack>
        </form>
        <form onSubmit={load} noValidate aria-label={clusterReportText.loadReport}>
          <Group gap="sm" align="flex-end">
            <TextInput
              label={clusterReportText.s3Path}
              value={state.fileKey}
              onChange={(event) => state.setFileKey(event.currentTarget.value)}
              autoComplete="off"
              style={{ flex: 1 }}
            />
            <Button
              type="submit"
              variant="default"
              loading={state.loading}
              disabled={state.generating || !state.fileKey.trim()}
            >
              {clusterReportText.loadReport}
            </Button>
          </Group>
        </form>
        {state.error && (
          <Alert color="red" variant="light" role="alert" data-testid="cluster-report-error">
            {state.error}
          </Alert>
        )}
      </Stack>
      <UploadFileDialog
        opened={cvDialogOpen}
        title={clusterReportText.cvUpload}
        accept={CV_FILE_EXTENSIONS.join(',')}
        hint={clusterReportLabel.cvDialogHint}
        check={cvFileProblem}
        onUpload={state.uploadCv}
        onClose={() => setCvDialogOpen(false)}
      />
    </Paper>
  );
}
