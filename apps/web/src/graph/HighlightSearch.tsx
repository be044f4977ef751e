import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { ClearIcon, DownIcon, UpIcon } from './graphIcons';

export const highlightText = {
  placeholder: 'Highlight…',
  previous: 'Previous match',
  next: 'Next match',
  clear: 'Clear highlight',
  found: (total: number) => `${total} found`,
};

interface HighlightSearchProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onStep(direction: 1 | -1): void;
  onClear(): void;
  /** Matches found, and which one is shown (null: all of them). */
  total: number;
  current: number | null;
  /** The entity graph shows "current/total" (doc 3 §2). */
  showCounter?: boolean;
}

/** The highlight filter of a graph: type to ping the matching nodes, step through them, clear. Enter steps forward. */
export function HighlightSearch({ label, value, onChange, onStep, onClear, total, current, showCounter }: HighlightSearchProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        size="xs"
        w={180}
        aria-label={label}
        placeholder={highlightText.placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onStep(event.shiftKey ? -1 : 1);
          if (event.key === 'Escape') onClear();
        }}
      />
      {showCounter && value.trim() !== '' && (
        <Text size="xs" c="dimmed" data-testid="highlight-counter" aria-live="polite">
          {current === null ? highlightText.found(total) : `${current + 1}/${total}`}
        </Text>
      )}
      <Tooltip label={highlightText.previous}>
        <ActionIcon variant="subtle" size="sm" aria-label={highlightText.previous} disabled={total === 0} onClick={() => onStep(-1)}>
          <UpIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={highlightText.next}>
        <ActionIcon variant="subtle" size="sm" aria-label={highlightText.next} disabled={total === 0} onClick={() => onStep(1)}>
          <DownIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={highlightText.clear}>
        <ActionIcon variant="subtle" size="sm" aria-label={highlightText.clear} disabled={value === ''} onClick={onClear}>
          <ClearIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
