import { TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { applyFreeText } from '../state/filterSpec';
import { useFilterSpec, useUpdateSpec } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';

/** The free-text search (doc 2 §5): runs on Enter, trimmed; an empty value clears the filter. */
export function FreeTextFilter() {
  const spec = useFilterSpec();
  const updateSpec = useUpdateSpec();
  const [draft, setDraft] = useState(spec.freeText);
  const [applied, setApplied] = useState(spec.freeText);
  if (applied !== spec.freeText) {
    // The filter changed elsewhere (its chip, Clear Filters): the field follows.
    setApplied(spec.freeText);
    setDraft(spec.freeText);
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    updateSpec((current) => applyFreeText(current, draft));
  };
  return (
    <TextInput
      size="xs"
      label={workspaceText.freeTextLabel}
      placeholder={workspaceText.freeTextPlaceholder}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      maxLength={500}
    />
  );
}
