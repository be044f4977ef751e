import { Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { investigationsApi, MAX_TITLE_LENGTH, type Investigation } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { callApi } from '../../../api';
import { investigationLabel } from '../investigationLabels';
import { refreshInvestigations, replaceInvestigation } from '../investigationQueries';

/** The header's title (doc 1 §2): click to edit; Enter or leaving the field saves, Esc cancels; `editable` false: text only. */
export function EditableTitle({
  investigation,
  editable = true,
}: {
  investigation: Investigation;
  editable?: boolean;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  // Enter and Esc end the edit before the field's blur: the blur must not save again (or save a cancelled edit).
  const editing = useRef(false);
  const rename = useMutation({
    mutationFn: (title: string) =>
      callApi(investigationsApi.update, { params: { id: investigation.id }, body: { title } }),
    onSuccess: (changed) => {
      replaceInvestigation(queryClient, changed);
      void refreshInvestigations(queryClient);
    },
  });

  const start = () => {
    editing.current = true;
    setDraft(rename.isPending ? rename.variables : investigation.title);
  };
  const finish = (save: boolean) => {
    if (!editing.current) return;
    editing.current = false;
    const title = (draft ?? '').trim();
    setDraft(null);
    if (save && title && title !== investigation.title) rename.mutate(title);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  };

  if (draft !== null) {
    return (
      <TextInput
        aria-label={investigationLabel.titleInput}
        value={draft}
        maxLength={MAX_TITLE_LENGTH}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => finish(true)}
        onKeyDown={onKeyDown}
        autoFocus
        w={{ base: 200, sm: 360 }}
      />
    );
  }
  const title = (
    <Text component="span" display="block" fw={700} fz="lg" truncate="end" data-testid="investigation-title">
      {rename.isPending ? rename.variables : investigation.title}
    </Text>
  );
  return (
    // The workspace's one h1: the investigation's name, which the button edits.
    <Title order={1} fz="lg" lh="inherit" miw={0}>
      {editable ? (
        <UnstyledButton onClick={start} title={investigationLabel.editTitle} maw="100%">
          {title}
        </UnstyledButton>
      ) : (
        title
      )}
    </Title>
  );
}
