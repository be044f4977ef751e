import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import type { DocumentEdit, WorkspaceDocument } from '@quarry/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api';
import { useWorkspace } from '../state/workspaceContext';
import { documentHistoryQuery, reloadAfterSave, undoLastEdit } from './documentCalls';
import { editingText, previousValueText } from './editingLabels';

interface HistoryPageProps {
  documentId: number;
  /** The document as the undo left it: the dialog's form starts again from it. */
  onUndone: (document: WorkspaceDocument) => void;
}

/**
 * The document's own history (issue 30: edits "are undone with the document's own history"): its edits, newest
 * first, with the values each replaced, and Undo Last Edit, which gives the newest edit's fields their values back.
 */
export function HistoryPage({ documentId, onUndone }: HistoryPageProps) {
  const { investigation, apiType } = useWorkspace();
  const where = { apiType, id: investigation.id };
  const queryClient = useQueryClient();
  const history = useQuery(documentHistoryQuery(where, documentId));
  const [undoing, setUndoing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const edits = history.data?.edits ?? [];

  const undo = async () => {
    setUndoing(true);
    setRefusal(null);
    try {
      const document = await undoLastEdit(where, documentId);
      await reloadAfterSave(queryClient, investigation.id, false);
      onUndone(document);
    } catch (error) {
      if (!isApiError(error) || !error.handled)
        setRefusal(isApiError(error) ? error.body || error.message : String(error));
    } finally {
      setUndoing(false);
    }
  };

  if (history.isPending) return <Loader size="sm" aria-label={editingText.loadingHistory} />;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {edits.length === 0 ? editingText.noEdits : editingText.historyHint}
        </Text>
        <Button variant="default" onClick={() => void undo()} disabled={edits.length === 0} loading={undoing}>
          {editingText.undoLastEdit}
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      )}
      <List spacing="xs" listStyleType="none" data-testid="document-history">
        {edits.map((edit) => (
          <List.Item key={edit.id}>
            <EditEntry edit={edit} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function EditEntry({ edit }: { edit: DocumentEdit }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {editingText.editedAt(new Date(edit.editedAt).toLocaleString(), edit.editedBy)}
      </Text>
      {edit.fields.map((field) => (
        <Text key={field} size="sm">
          {editingText.previousValue(field, previousValueText(edit.previous[field]))}
        </Text>
      ))}
    </>
  );
}
