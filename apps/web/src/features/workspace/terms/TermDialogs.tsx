import { MAX_TERM_LENGTH, MAX_TERMS, termsApi, termsMessages, type TermsState } from '@quarry/contract';
import { Text } from '@mantine/core';
import { AppDialog, ConfirmDialog, TextDialog } from '../../../components/dialog';
import { AddMultipleTermsDialog } from './AddMultipleTermsDialog';
import { PredefinedGroupsDialog } from './PredefinedGroupsDialog';
import type { TermDialog } from './termsContext';
import { termsText } from './termsLabels';
import { hasGroupName, hasTerm } from './termsState';
import type { TermEdits } from './useTermEdits';

/** The longest group name the server takes (the contract's rule). */
const GROUP_NAME_MAX_LENGTH = termsApi.renameGroup.body.shape.name.maxLength ?? undefined;

interface TermDialogsProps {
  dialog: TermDialog | null;
  investigationId: number;
  state: TermsState | undefined;
  edits: TermEdits;
  onClose: () => void;
}

/**
 * The search-definition dialogs (doc 2 §2): each closes as it confirms, its change shown at once (and reverted if
 * the call fails). Names already taken are refused in the dialog with the server's own messages.
 */
export function TermDialogs({ dialog, investigationId, state, edits, onClose }: TermDialogsProps) {
  const groupOf = (groupId: number) => state?.termGroups.find((group) => group.id === groupId);
  const deleting = dialog?.kind === 'deleteGroup' ? groupOf(dialog.groupId) : undefined;
  const confirm = (action: () => unknown) => {
    onClose();
    void action();
  };

  const rest = (() => {
    if (!dialog || !state) return null;
    switch (dialog.kind) {
      case 'renameTerm':
        return (
          <TextDialog
            title={termsText.renameTerm}
            fieldLabel={termsText.newTermField}
            initial={dialog.term}
            confirmLabel={termsText.save}
            busy={false}
            maxLength={MAX_TERM_LENGTH}
            validate={(text) =>
              hasTerm(state, text) && text.toLowerCase() !== dialog.term.toLowerCase() ? termsMessages.duplicate : null
            }
            onClose={onClose}
            onConfirm={(newName) => confirm(() => edits.rename(dialog.term, newName))}
          />
        );
      case 'renameGroup': {
        const group = groupOf(dialog.groupId);
        if (!group) return null;
        return (
          <TextDialog
            title={termsText.renameGroup}
            fieldLabel={termsText.groupNameField}
            initial={group.name}
            confirmLabel={termsText.save}
            busy={false}
            maxLength={GROUP_NAME_MAX_LENGTH}
            validate={(text) => (hasGroupName(state, text, group.id) ? termsMessages.groupExists : null)}
            onClose={onClose}
            onConfirm={(name) => confirm(() => edits.renameGroup(group.id, name))}
          />
        );
      }
      case 'createGroup':
        return (
          <TextDialog
            title={termsText.createTermGroup}
            fieldLabel={termsText.groupNameField}
            confirmLabel={termsText.create}
            busy={false}
            maxLength={GROUP_NAME_MAX_LENGTH}
            validate={(text) => (hasGroupName(state, text) ? termsMessages.groupExists : null)}
            onClose={onClose}
            onConfirm={(name) => confirm(() => edits.createGroup(name))}
          />
        );
      case 'addMultiple':
        return (
          <AddMultipleTermsDialog
            state={state}
            onClose={onClose}
            onAdd={(terms) => confirm(() => edits.batch(terms))}
          />
        );
      case 'predefined':
        return (
          <PredefinedGroupsDialog
            investigationId={investigationId}
            state={state}
            onClose={onClose}
            onAdd={(groups) => confirm(() => edits.batch([], groups))}
          />
        );
      default:
        return null;
    }
  })();

  return (
    <>
      {rest}
      <ConfirmDialog
        opened={deleting !== undefined}
        title={termsText.deleteGroup}
        message={deleting ? termsText.deleteGroupMessage(deleting.name) : ''}
        confirmLabel={termsText.delete}
        onCancel={onClose}
        onConfirm={() => deleting && confirm(() => edits.deleteGroup(deleting.id))}
      />
      <AppDialog
        opened={dialog?.kind === 'limit'}
        onClose={onClose}
        title={termsMessages.tooManyTitle}
        primaryAction={{ label: termsText.close, onClick: onClose }}
      >
        <Text>{termsMessages.tooMany(MAX_TERMS)}</Text>
      </AppDialog>
    </>
  );
}
