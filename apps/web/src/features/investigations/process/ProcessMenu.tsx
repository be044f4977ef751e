import { Button, Menu } from '@mantine/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { ConfirmDialog, MessageListDialog } from '../../../components/dialog';
import { processLabel } from '../investigationLabels';
import { useProcessActions } from './useProcessActions';

/** Hands the chosen file over and empties the input, so the same file can be chosen again. */
const takeFile = (use: (file: File) => void) => (event: ChangeEvent<HTMLInputElement>) => {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.value = '';
  if (file) use(file);
};

/** The omnisol process menu (doc 1 §6, with batch support): authors file, delete pending, restart failed, definitions. */
export function ProcessMenu() {
  const actions = useProcessActions();
  const authorsInput = useRef<HTMLInputElement>(null);
  const definitionInput = useRef<HTMLInputElement>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const deletePending = () => {
    if (!actions.deletePendingBusy) actions.deletePending(() => setConfirmDelete(false));
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" loading={actions.busy}>
            {processLabel.menu}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => authorsInput.current?.click()}>{processLabel.uploadAuthors}</Menu.Item>
          <Menu.Item onClick={() => setConfirmDelete(true)}>{processLabel.deletePending}</Menu.Item>
          <Menu.Item onClick={actions.restartFailed}>{processLabel.restartFailed}</Menu.Item>
          <Menu.Item onClick={() => definitionInput.current?.click()}>{processLabel.uploadInvestigations}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <input
        ref={authorsInput}
        type="file"
        accept=".txt,text/plain"
        hidden
        data-testid="authors-file"
        onChange={takeFile(actions.uploadAuthors)}
      />
      <input
        ref={definitionInput}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        hidden
        data-testid="definition-file"
        onChange={takeFile(actions.uploadDefinitions)}
      />
      <ConfirmDialog
        opened={confirmDelete}
        title={processLabel.deletePendingTitle}
        message={processLabel.deletePendingMessage}
        confirmLabel={processLabel.deletePending}
        busy={actions.deletePendingBusy}
        onConfirm={deletePending}
        onCancel={() => setConfirmDelete(false)}
      />
      <MessageListDialog
        opened={actions.errorList !== null}
        onClose={actions.closeErrorList}
        title={actions.errorList?.title ?? ''}
        messages={actions.errorList?.messages ?? []}
      />
    </>
  );
}
