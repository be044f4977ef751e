import { Badge, CloseButton, Group, Menu, TextInput, UnstyledButton } from '@mantine/core';
import { entitiesApi, type LabelledEntityKind } from '@quarry/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, quietFailure } from '../../api';
import { ConfirmDialog, TextDialog } from '../../components/dialog';
import { useWorkspace, workspaceGraphsKey } from '../workspace';

export const entityLabelText = {
  labels: 'Labels',
  add: 'Add label',
  rename: 'Rename Label',
  delete: 'Delete Label',
  newLabel: 'New label',
  save: 'Save',
  deleteMessage: (label: string) => `You are about to delete the label '${label}' from all entities.`,
  remove: (label: string) => `Remove the label ${label}`,
  menu: (label: string) => `Label ${label}: rename or delete`,
};

const hasLabel = (labels: readonly string[], label: string) =>
  labels.some((l) => l.toLowerCase() === label.toLowerCase());

interface EntityLabelsProps {
  kinds: LabelledEntityKind;
  name: string;
  /** The labels the summary came with. */
  initial: string[];
}

/**
 * An organization's or mentioned person's labels (doc 2 §3, §7): added and removed on screen at once and put back
 * if the call fails; each label's menu renames or deletes it on every entity of the investigation.
 */
export function EntityLabels({ kinds, name, initial }: EntityLabelsProps) {
  const { investigation } = useWorkspace();
  const queryClient = useQueryClient();
  const [labels, setLabels] = useState(initial);
  const [draft, setDraft] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const params = { id: investigation.id, kinds, name };
  const editable = investigation.can.work;

  const change = async (next: string[], call: () => Promise<{ labels: string[] }>) => {
    const before = labels;
    setLabels(next);
    try {
      setLabels((await call()).labels);
    } catch {
      setLabels(before);
    }
  };
  const add = (label: string) => {
    if (!label || hasLabel(labels, label)) return;
    setDraft('');
    void change([...labels, label], () => callApi(entitiesApi.addLabels, { params, body: [label], ...quietFailure }));
  };
  const remove = (label: string) =>
    void change(
      labels.filter((l) => l !== label),
      () => callApi(entitiesApi.removeLabels, { params, body: [label], ...quietFailure }),
    );
  const everywhere = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      setRenaming(null);
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: [...workspaceGraphsKey(investigation.id), 'summary'] });
    } catch {
      // The API client's global handling has shown the error; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap={6} mb="sm" aria-label={entityLabelText.labels} role="group">
      {labels.map((label) => (
        <Badge
          key={label}
          variant="light"
          color="gray"
          tt="none"
          rightSection={
            editable && (
              <CloseButton size="xs" aria-label={entityLabelText.remove(label)} onClick={() => remove(label)} />
            )
          }
        >
          {editable ? (
            <Menu withinPortal position="bottom-start">
              <Menu.Target>
                <UnstyledButton aria-label={entityLabelText.menu(label)} fz="inherit">
                  {label}
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setRenaming(label)}>{entityLabelText.rename}</Menu.Item>
                <Menu.Item color="red" onClick={() => setDeleting(label)}>
                  {entityLabelText.delete}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : (
            label
          )}
        </Badge>
      ))}
      {editable && (
        <TextInput
          size="xs"
          w={130}
          aria-label={entityLabelText.add}
          placeholder={entityLabelText.add}
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add(draft.trim());
          }}
        />
      )}
      {renaming !== null && (
        <TextDialog
          title={entityLabelText.rename}
          fieldLabel={entityLabelText.newLabel}
          initial={renaming}
          confirmLabel={entityLabelText.save}
          busy={busy}
          onClose={() => setRenaming(null)}
          onConfirm={(newLabel) =>
            void everywhere(() =>
              callApi(entitiesApi.renameLabel, {
                params: { id: investigation.id },
                body: { oldLabel: renaming, newLabel },
              }),
            )
          }
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={entityLabelText.delete}
        message={deleting === null ? '' : entityLabelText.deleteMessage(deleting)}
        confirmLabel="Delete"
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting !== null &&
          void everywhere(() =>
            callApi(entitiesApi.deleteLabel, { params: { id: investigation.id }, body: { label: deleting } }),
          )
        }
      />
    </Group>
  );
}
