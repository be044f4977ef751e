import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { ClearIcon, DownIcon, UpIcon } from './graphIcons';
import type { useHighlight } from './useHighlight';

export const highlightText = {
  placeholder: 'Highlight…',
  previous: 'Previous match',
  next: 'Next match',
  clear: 'Clear highlight',
  found: (total: number) => `${total} found`,
};

interface HighlightSearchProps {
  label: string;
  /** The graph's highlight (useHighlight): its text, matches and the one stepped to. */
  highlight: Pick<ReturnType<typeof useHighlight>, 'text' | 'change' | 'step' | 'clear' | 'total' | 'current'>;
  /** The entity graph shows "current/total" (doc 3 §2). */
  showCounter?: boolean;
}

/** The highlight filter of a graph: type to ping the matching nodes, step through them, clear. Enter steps forward. */
export function HighlightSearch({ label, highlight, showCounter }: HighlightSearchProps) {
  const { text: value, change: onChange, step: onStep, clear: onClear, total, current } = highlight;
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
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={highlightText.previous}
          disabled={total === 0}
          onClick={() => onStep(-1)}
        >
          <UpIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={highlightText.next}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={highlightText.next}
          disabled={total === 0}
          onClick={() => onStep(1)}
        >
          <DownIcon />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={highlightText.clear}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={highlightText.clear}
          disabled={value === ''}
          onClick={onClear}
        >
          <ClearIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
