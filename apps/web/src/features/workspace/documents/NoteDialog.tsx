import { Textarea } from '@mantine/core';
import { MAX_NOTE_LENGTH } from '@quarry/contract';
import { useState, type KeyboardEvent } from 'react';
import { AppDialog } from '../../../components/dialog';
import { workspaceText } from '../workspaceLabels';

interface NoteDialogProps {
  note: string | null;
  onSave: (note: string) => void;
  onClose: () => void;
}

/** The Note dialog (doc 2 §2): Add Note or Edit Note; Esc closes, Enter saves (Shift+Enter starts a new line). */
export function NoteDialog({ note, onSave, onClose }: NoteDialogProps) {
  const [draft, setDraft] = useState(note ?? '');
  const save = () => {
    onSave(draft.trim());
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={note ? workspaceText.editNote : workspaceText.addNote}
      primaryAction={{ label: workspaceText.save, onClick: save }}
      closeLabel={workspaceText.cancel}
    >
      <Textarea
        label={workspaceText.note}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={MAX_NOTE_LENGTH}
        autosize
        minRows={3}
        maxRows={12}
        data-autofocus
      />
    </AppDialog>
  );
}
