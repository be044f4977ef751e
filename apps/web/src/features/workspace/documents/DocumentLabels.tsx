import { Button, Group, Pill, TextInput } from '@mantine/core';
import { MAX_LABEL_LENGTH, specialLabels, type WorkspaceDocument } from '@quarry/contract';
import { useState, type KeyboardEvent } from 'react';
import {
  addLabelOps,
  hasLabel,
  removeLabelOps,
  showsOwnership,
  toggleLabelOps,
  type LabelOp,
} from '../data/labelRules';
import type { DocumentEdits } from '../data/useDocumentEdits';
import { workspaceText } from '../workspaceLabels';
import { SECONDARY } from './itemKeys';

interface DocumentLabelsProps {
  document: WorkspaceDocument;
  edits: DocumentEdits;
  /** Every label of the investigation, offered while typing. */
  knownLabels: readonly string[];
  /** Mine / Not Mine (a researcher's own works). */
  ownership: boolean;
  /** fix / accepted toggles (facultyWorks users). */
  faculty: boolean;
  editable: boolean;
  /**
   * The labels themselves and the field to add one (SHOW_DOCUMENT_LABELS); the review toggles stay, since the
   * faculty workflow and Mine / Not Mine work through them.
   */
  showLabels: boolean;
}

function Toggle({
  label,
  active,
  onClick,
  disabled,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Button
      size="compact-xs"
      variant={active ? 'filled' : 'default'}
      aria-pressed={active}
      onClick={onClick}
      disabled={disabled}
      {...SECONDARY}
    >
      {label}
    </Button>
  );
}

/** A document's labels: each removable, a field to add one (trimmed, empty ignored), and the special toggles. */
export function DocumentLabels({
  document,
  edits,
  knownLabels,
  ownership,
  faculty,
  editable,
  showLabels,
}: DocumentLabelsProps) {
  const [draft, setDraft] = useState('');
  const listId = `labels-of-${document.id}`;
  const run = (ops: LabelOp[]) => {
    if (ops.length) void edits.changeLabels(document, ops);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run(addLabelOps(document.labels, draft));
    setDraft('');
  };
  const toggle = (label: string) => (
    <Toggle
      key={label}
      label={label}
      active={hasLabel(document.labels, label)}
      disabled={!editable}
      onClick={() => run(toggleLabelOps(document.labels, label))}
    />
  );
  const suggestions = knownLabels.filter((label) => !hasLabel(document.labels, label));
  return (
    <Group gap={6} wrap="wrap" data-testid="document-labels">
      {showLabels &&
        document.labels.map((label) => (
          <Pill
            key={label}
            withRemoveButton={editable}
            onRemove={() => run(removeLabelOps(document.labels, label))}
            removeButtonProps={{ 'aria-label': workspaceText.removeLabel(label), 'aria-hidden': false, ...SECONDARY }}
          >
            {label}
          </Pill>
        ))}
      {ownership && showsOwnership(document.labels) && [specialLabels.mine, specialLabels.notMine].map(toggle)}
      {faculty && [specialLabels.fix, specialLabels.accepted].map(toggle)}
      {editable && showLabels && (
        <TextInput
          size="xs"
          w={150}
          aria-label={workspaceText.addLabelPlaceholder}
          placeholder={workspaceText.addLabelPlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_LABEL_LENGTH}
          list={listId}
          {...SECONDARY}
        />
      )}
      <datalist id={listId}>
        {suggestions.map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>
    </Group>
  );
}
