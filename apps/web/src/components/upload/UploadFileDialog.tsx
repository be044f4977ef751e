import { Alert, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { AppDialog } from '../dialog';
import { droppedFile, fileSizeText, uploadText } from './uploadFile';

export interface UploadFileDialogProps {
  opened: boolean;
  title?: ReactNode;
  /** The file types offered by the chooser (the input's accept); a dropped file is not filtered by it. */
  accept?: string;
  /** What the user should know before choosing (types, size limit). */
  hint?: ReactNode;
  /** Why a chosen file cannot be sent (checked before Upload, e.g. its size), or null. */
  check?: (file: File) => string | null;
  /**
   * Sends the file. A text answered is a refusal to show in the dialog, which stays open; nothing answered means
   * done, and the dialog closes.
   */
  onUpload: (file: File) => Promise<string | null | void>;
  onClose: () => void;
}

/**
 * The upload dialog of doc 2 §2: drag a file onto the zone or click it (Enter or Space) to choose one, Clear,
 * Cancel, Upload. A refusal (the check's, or the server's text) is shown in the dialog.
 */
export function UploadFileDialog({ opened, title, accept, hint, check, onUpload, onClose }: UploadFileDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setProblem(check?.(chosen) ?? null);
  };
  const clear = () => {
    setFile(null);
    setProblem(null);
  };
  const close = () => {
    clear();
    onClose();
  };
  const upload = async () => {
    if (!file || busy || problem) return;
    setBusy(true);
    try {
      const refusal = await onUpload(file);
      if (refusal) setProblem(refusal);
      else close();
    } finally {
      setBusy(false);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(droppedFile(event.dataTransfer));
  };
  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.currentTarget.files?.[0]);
    // Emptied, so that choosing the same file again is a change.
    event.currentTarget.value = '';
  };

  return (
    <AppDialog
      opened={opened}
      onClose={close}
      title={title ?? uploadText.title}
      modal
      closeLabel={uploadText.cancel}
      secondaryActions={
        <Button variant="default" onClick={clear} disabled={!file || busy}>
          {uploadText.clear}
        </Button>
      }
      primaryAction={{
        label: uploadText.upload,
        onClick: () => void upload(),
        disabled: !file || Boolean(problem),
        loading: busy,
      }}
    >
      <Stack gap="sm">
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        <UnstyledButton
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="upload-drop-zone"
          data-autofocus
          data-dragging={dragging}
          p="xl"
          ta="center"
          style={{
            border: `2px dashed var(--mantine-color-${dragging ? 'indigo-6' : 'gray-5'})`,
            borderRadius: 'var(--mantine-radius-md)',
            background: dragging ? 'var(--mantine-color-indigo-0)' : undefined,
          }}
        >
          <Text size="sm">{uploadText.dropZone}</Text>
        </UnstyledButton>
        <input ref={input} type="file" accept={accept} hidden data-testid="upload-file-input" onChange={onChosen} />
        {file && (
          <Group gap="xs" data-testid="upload-chosen-file">
            <Text size="sm" fw={500}>
              {uploadText.chosen(file.name, fileSizeText(file.size))}
            </Text>
          </Group>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert" data-testid="upload-problem">
            {problem}
          </Alert>
        )}
      </Stack>
    </AppDialog>
  );
}
