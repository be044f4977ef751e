import { Alert, FileInput, List, Stack, Text } from '@mantine/core';
import { LOCAL_FILE_EXTENSIONS, LOCAL_FILE_FORMATS } from '@quarry/contract';
import { useState } from 'react';
import { isApiError } from '../../../api';
import { AppDialog } from '../../../components/dialog';
import { textLines } from '../../../lib/textLines';
import { useWorkspace } from '../state/workspaceContext';
import { uploadAddedFiles } from './addFilesCall';
import { harvestText } from './harvestLabels';

interface AddFilesDialogProps {
  onClose: () => void;
  /** The server stored the files and queued their harvest; `refused` lists the files it did not take. */
  onStarted: (refused: string[]) => void;
}

/**
 * Add files… of a Local documents investigation (Quarry's own call: the spec names none): the files are sent as the
 * creation's upload is (the same formats), and a harvest of their own reads them, shown in the harvest summary with
 * its undo. The server's refusal (no file of a format read, a harvest still running) shows inside the dialog, which
 * stays open; the button says the files are being sent.
 */
export function AddFilesDialog({ onClose, onStarted }: AddFilesDialogProps) {
  const { investigation, apiType } = useWorkspace();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);

  const submit = async () => {
    if (busy) return;
    if (files.length === 0) {
      setRefusal([harvestText.addFilesRequired]);
      return;
    }
    setBusy(true);
    setRefusal([]);
    try {
      const { errors } = await uploadAddedFiles(apiType, investigation.id, files);
      onStarted(errors);
    } catch (error) {
      // Other failures went through the API client's global handling; the dialog stays open either way.
      if (isApiError(error) && !error.handled && (error.status === 400 || error.status === 409))
        setRefusal(textLines(error.body || error.message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      opened
      onClose={onClose}
      title={harvestText.addFiles}
      primaryAction={{
        label: busy ? harvestText.addingFiles : harvestText.addFilesSubmit,
        onClick: () => void submit(),
        loading: busy,
      }}
      closeLabel={harvestText.cancel}
    >
      <Stack gap="sm">
        <Text size="sm">{harvestText.addFilesDoes}</Text>
        <FileInput
          label={harvestText.addFilesField}
          description={`${LOCAL_FILE_FORMATS}; one or more`}
          placeholder={harvestText.addFilesPlaceholder}
          multiple
          clearable
          accept={LOCAL_FILE_EXTENSIONS.join(',')}
          value={files}
          onChange={(chosen) => {
            setFiles(chosen);
            setRefusal([]);
          }}
          data-autofocus
        />
        {refusal.length > 0 && (
          <Alert color="red" variant="light" role="alert" data-testid="add-files-refusal">
            {refusal.length === 1 ? (
              refusal[0]
            ) : (
              <List size="sm">
                {refusal.map((line, index) => (
                  <List.Item key={index}>{line}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </AppDialog>
  );
}
