import { Button, Group, NativeSelect, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { harvestsApi, type WorkspaceDocument } from '@quarry/contract';
import { useState } from 'react';
import { callApi, isApiError } from '../../../api';
import { AppDialog, TextDialog } from '../../../components/dialog';
import { labelsOf } from '../data/bulkEdits';
import { useBulkEdits } from '../data/useBulkEdits';
import { useHarvestStarted } from '../harvests';
import { useWorkspace, useWorkspaceState } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { allSelected, emptySelection, harvestSelectionError, selectAll, selectedIds } from './selection';

interface SelectionBarProps {
  /** The selected documents (loaded ones), in list order. */
  selected: readonly WorkspaceDocument[];
  /** Every loaded document is selected. */
  allSelected: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}

type LabelDialog = 'add' | 'remove' | null;

/** The selection bar of the list `listKey` while some of its loaded documents are selected; the only reader of the selection besides each row. */
export function DocumentsSelectionBar({
  documents,
  listKey,
}: {
  documents: readonly WorkspaceDocument[];
  listKey: string;
}) {
  const selection = useWorkspaceState((state) => state.selection);
  const changeSelection = useWorkspaceState((state) => state.changeSelection);
  const loadedIds = documents.map((document) => document.id);
  const selected = selectedIds(selection, listKey, loadedIds);
  if (selected.length === 0) return null;
  const selectedSet = new Set(selected);
  return (
    <SelectionBar
      selected={documents.filter((document) => selectedSet.has(document.id))}
      allSelected={allSelected(selected, loadedIds)}
      onSelectAll={() => changeSelection(() => selectAll(listKey, loadedIds))}
      onClear={() => changeSelection(() => emptySelection(listKey))}
    />
  );
}

/**
 * The bar over the documents while some are selected: their count, Select All (the loaded documents), Clear,
 * and the bulk actions (doc 2 §4 "Labels", §7): Mark as Read, Add Label and Remove Label (shown at once and
 * reverted if the call fails), and Harvest References and Citing Works (at most MAX_HARVEST_DOCUMENTS documents;
 * 'Harvest started' once the server has queued it).
 */
export function SelectionBar({ selected, allSelected, onSelectAll, onClear }: SelectionBarProps) {
  const { investigation, apiType } = useWorkspace();
  const bulk = useBulkEdits();
  const harvestStarted = useHarvestStarted();
  const [dialog, setDialog] = useState<LabelDialog>(null);
  const [harvesting, setHarvesting] = useState(false);
  const ids = selected.map((document) => document.id);
  const labels = labelsOf(selected);
  const harvestError = harvestSelectionError(ids.length);

  const harvest = async () => {
    if (harvestError || harvesting) return;
    setHarvesting(true);
    try {
      await callApi(harvestsApi.byDocuments, {
        params: { type: apiType, id: investigation.id },
        body: { documentIds: ids },
        handle: [400],
      });
      harvestStarted();
    } catch (error) {
      // A refusal (400) says why; other failures went through the API client's global handling.
      if (isApiError(error) && !error.handled && error.status === 400) {
        notifications.show({ message: error.body || error.message, color: 'red' });
      }
    } finally {
      setHarvesting(false);
    }
  };

  return (
    <Group
      gap="xs"
      px="sm"
      py={6}
      wrap="wrap"
      role="toolbar"
      aria-label={workspaceText.selectionBar}
      data-testid="selection-bar"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-indigo-0)' }}
    >
      <Text size="sm" fw={600} data-testid="selection-count" mr="xs">
        {workspaceText.selectedCount(ids.length)}
      </Text>
      <Button size="compact-sm" variant="subtle" onClick={onSelectAll} disabled={allSelected}>
        {workspaceText.selectAll}
      </Button>
      <Button size="compact-sm" variant="subtle" onClick={onClear}>
        {workspaceText.clearSelection}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => void bulk.markRead(ids)}
        disabled={selected.every((document) => document.touched)}
      >
        {workspaceText.markAsRead}
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => setDialog('add')}>
        {workspaceText.addLabelToSelected}
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => setDialog('remove')} disabled={labels.length === 0}>
        {workspaceText.removeLabelFromSelected}
      </Button>
      {investigation.can.work && (
        <Tooltip label={harvestError} disabled={!harvestError}>
          {/* A disabled button gets no pointer events: the wrapper keeps the tooltip. */}
          <span>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => void harvest()}
              disabled={harvestError !== null}
              loading={harvesting}
            >
              {workspaceText.harvestReferences}
            </Button>
          </span>
        </Tooltip>
      )}
      {dialog === 'add' && (
        <TextDialog
          title={workspaceText.addLabelToSelected}
          fieldLabel={workspaceText.labelField}
          confirmLabel={workspaceText.add}
          busy={false}
          onClose={() => setDialog(null)}
          onConfirm={(label) => {
            setDialog(null);
            void bulk.label(ids, label, true);
          }}
        />
      )}
      {dialog === 'remove' && (
        <RemoveLabelDialog
          labels={labels}
          onClose={() => setDialog(null)}
          onRemove={(label) => {
            setDialog(null);
            void bulk.label(ids, label, false);
          }}
        />
      )}
    </Group>
  );
}

/** Remove Label: one of the labels the selected documents carry. */
function RemoveLabelDialog({
  labels,
  onRemove,
  onClose,
}: {
  labels: readonly string[];
  onRemove: (label: string) => void;
  onClose: () => void;
}) {
  const [label, setLabel] = useState(labels[0] ?? '');
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={workspaceText.removeLabelFromSelected}
      primaryAction={{ label: workspaceText.remove, onClick: () => label && onRemove(label), disabled: !label }}
      closeLabel={workspaceText.cancel}
    >
      <NativeSelect
        label={workspaceText.labelToRemove}
        data={[...labels]}
        value={label}
        onChange={(event) => setLabel(event.currentTarget.value)}
      />
    </AppDialog>
  );
}
