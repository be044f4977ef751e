import { NumberInput } from '@mantine/core';
import { MAX_SECTION_NAME_LENGTH, type ObservationSection } from '@quarry/contract';
import { useState } from 'react';
import { AppDialog, ConfirmDialog, TextDialog } from '../../components/dialog';
import { insightLabels } from './insightLabels';

export type SectionDialog =
  | { kind: 'create' }
  | { kind: 'rename'; section: ObservationSection }
  | { kind: 'index'; section: ObservationSection; index: number; count: number }
  | { kind: 'delete'; section: ObservationSection };

interface SectionDialogsProps {
  dialog: SectionDialog | null;
  onClose: () => void;
  onCreate: (name: string) => void;
  onRename: (section: ObservationSection, name: string) => void;
  onIndex: (section: ObservationSection, index: number) => void;
  onDelete: (section: ObservationSection) => void;
}

/** Create Section, Rename Section, Set Section Index and the delete confirmation (doc 3 §2; names must not be empty). */
export function SectionDialogs({ dialog, onClose, onCreate, onRename, onIndex, onDelete }: SectionDialogsProps) {
  const done =
    <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      onClose();
      action(...args);
    };
  return (
    <>
      {dialog?.kind === 'create' && (
        <TextDialog
          title={insightLabels.createSection}
          fieldLabel={insightLabels.sectionName}
          confirmLabel={insightLabels.create}
          busy={false}
          maxLength={MAX_SECTION_NAME_LENGTH}
          onClose={onClose}
          onConfirm={done(onCreate)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <TextDialog
          title={insightLabels.renameSection}
          fieldLabel={insightLabels.sectionName}
          initial={dialog.section.name}
          confirmLabel={insightLabels.save}
          busy={false}
          maxLength={MAX_SECTION_NAME_LENGTH}
          onClose={onClose}
          onConfirm={done((name: string) => onRename(dialog.section, name))}
        />
      )}
      {dialog?.kind === 'index' && (
        <IndexDialog
          section={dialog.section}
          index={dialog.index}
          count={dialog.count}
          onClose={onClose}
          onConfirm={done((index: number) => onIndex(dialog.section, index))}
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={insightLabels.deleteSection}
        message={dialog?.kind === 'delete' ? insightLabels.deleteSectionMessage(dialog.section.name) : ''}
        confirmLabel={insightLabels.delete}
        onCancel={onClose}
        onConfirm={() => dialog?.kind === 'delete' && done(onDelete)(dialog.section)}
      />
    </>
  );
}

/** Set Section Index: the section's place, 1 to the number of sections after the Default Section. */
function IndexDialog({
  section,
  index,
  count,
  onClose,
  onConfirm,
}: {
  section: ObservationSection;
  index: number;
  count: number;
  onClose: () => void;
  onConfirm: (index: number) => void;
}) {
  const [value, setValue] = useState<number | string>(index + 1);
  const place = typeof value === 'number' ? value : Number.NaN;
  const valid = Number.isInteger(place) && place >= 1 && place <= count;
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={`${insightLabels.setSectionIndex}: ${section.name}`}
      primaryAction={{ label: insightLabels.save, onClick: () => onConfirm(place - 1), disabled: !valid }}
      closeLabel={insightLabels.cancel}
    >
      <NumberInput
        label={insightLabels.sectionIndex}
        description={insightLabels.sectionIndexHint(count)}
        min={1}
        max={count}
        allowDecimal={false}
        value={value}
        onChange={setValue}
        data-autofocus
      />
    </AppDialog>
  );
}
