import { Anchor, Box, Button, CopyButton, Group, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { personText } from './personLabels';

/** How many entries a sub-pane shows before Show All (doc 2 §2: Institutes 5). */
export const FIRST_SHOWN = 5;

interface SummaryListProps<T> {
  title: string;
  items: readonly T[];
  /** How one entry reads (and what Copy copies, a line each). */
  textOf: (item: T) => string;
  copyLabel: string;
  /** Draws an entry (default: its text). */
  render?: (item: T) => ReactNode;
  /** Entries shown before Show All; all when undefined. */
  firstShown?: number;
  /** More actions beside Copy. */
  actions?: ReactNode;
}

/** A sub-pane of the author summary: its title, its entries (the first few, Show All / Show Less), Copy. */
export function SummaryList<T>({ title, items, textOf, copyLabel, render, firstShown, actions }: SummaryListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const limited = firstShown !== undefined && items.length > firstShown && !expanded;
  const shown = limited ? items.slice(0, firstShown) : items;
  return (
    <Box component="section" aria-labelledby={headingId} mt="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5" id={headingId} style={{ whiteSpace: 'nowrap' }}>
          {title} ({items.length})
        </Title>
        {items.length > 0 && (
          <Group gap={4} wrap="nowrap" ml="auto">
            {actions}
            <CopyButton value={items.map(textOf).join('\n')}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy}>
                  {copied ? personText.copied : copyLabel}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {personText.none}
        </Text>
      ) : (
        <Box component="ul" m={0} pl="md">
          {shown.map((item, index) => (
            <Text component="li" size="sm" key={index}>
              {render ? render(item) : textOf(item)}
            </Text>
          ))}
        </Box>
      )}
      {firstShown !== undefined && items.length > firstShown && (
        <Anchor component="button" type="button" size="sm" onClick={() => setExpanded(!expanded)}>
          {expanded ? personText.showLess : personText.showAll}
        </Anchor>
      )}
    </Box>
  );
}
