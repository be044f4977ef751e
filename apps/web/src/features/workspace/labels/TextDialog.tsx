import { Button, TextInput } from '@mantine/core';
import { MAX_LABEL_LENGTH } from '@quarry/contract';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog';
import { workspaceText } from '../workspaceLabels';

interface TextDialogProps {
  title: string;
  fieldLabel: string;
  initial?: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (text: string) => void;
  onClose: () => void;
}

/** A dialog asking for one label: the text is trimmed and must not be empty (doc 2 §5). */
export function TextDialog({
  title,
  fieldLabel,
  initial = '',
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: TextDialogProps) {
  const [text, setText] = useState(initial);
  const valid = text.trim() !== '' && text.trim() !== initial;
  const confirm = () => {
    if (valid && !busy) onConfirm(text.trim());
  };
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={title}
      primaryAction={{ label: confirmLabel, onClick: confirm, loading: busy }}
      secondaryActions={
        <Button variant="default" onClick={onClose}>
          {workspaceText.cancel}
        </Button>
      }
    >
      <TextInput
        label={fieldLabel}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={MAX_LABEL_LENGTH}
        data-autofocus
      />
    </AppDialog>
  );
}
