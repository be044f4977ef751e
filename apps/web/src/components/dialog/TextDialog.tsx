import { TextInput } from '@mantine/core';
import { MAX_LABEL_LENGTH } from '@quarry/contract';
import { useState } from 'react';
import { AppDialog } from './AppDialog';

interface TextDialogProps {
  title: string;
  fieldLabel: string;
  initial?: string;
  confirmLabel: string;
  busy: boolean;
  /** The longest text the field takes (a label's by default). */
  maxLength?: number;
  /** A reason the trimmed text cannot be used (shown under the field; the confirm button is then disabled). */
  validate?: (text: string) => string | null;
  onConfirm: (text: string) => void;
  onClose: () => void;
}

/**
 * A dialog asking for one text (a label, a term, a group name): the text is trimmed, and the confirm button stays
 * disabled while it is empty, unchanged or invalid (doc 2 §5).
 */
export function TextDialog({
  title,
  fieldLabel,
  initial = '',
  confirmLabel,
  busy,
  maxLength = MAX_LABEL_LENGTH,
  validate,
  onConfirm,
  onClose,
}: TextDialogProps) {
  const [text, setText] = useState(initial);
  const error = text.trim() === '' ? null : (validate?.(text.trim()) ?? null);
  const valid = text.trim() !== '' && text.trim() !== initial && !error;
  const confirm = () => {
    if (valid && !busy) onConfirm(text.trim());
  };
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={title}
      primaryAction={{ label: confirmLabel, onClick: confirm, loading: busy, disabled: !valid }}
      closeLabel="Cancel"
    >
      <TextInput
        label={fieldLabel}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={maxLength}
        error={error}
        data-autofocus
      />
    </AppDialog>
  );
}
