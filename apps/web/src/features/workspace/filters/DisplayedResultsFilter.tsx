import { Button, Group, Stack, Text } from '@mantine/core';
import { displayedResultsValues } from '@quarry/contract';
import { setDisplayedResults } from '../state/filterSpec';
import { useFilterSpec, useUpdateSpec } from '../state/workspaceContext';
import { displayedResultsLabel, workspaceText } from '../workspaceLabels';

/** Displayed Results (doc 2 §4): choosing the selected one again returns to All. */
export function DisplayedResultsFilter() {
  const spec = useFilterSpec();
  const updateSpec = useUpdateSpec();
  return (
    <Stack gap={4} role="group" aria-label={workspaceText.displayedResults}>
      <Text size="sm" fw={700}>
        {workspaceText.displayedResults}
      </Text>
      <Group gap={4}>
        {displayedResultsValues.map((status) => {
          const selected = spec.displayedResultsStatus === status;
          return (
            <Button
              key={status}
              size="compact-xs"
              variant={selected ? 'filled' : 'default'}
              aria-pressed={selected}
              // a narrow pane wraps 'Starred / Annotated / Labeled' instead of cutting it
              styles={{
                root: { height: 'auto', minHeight: 22, maxWidth: '100%' },
                label: { whiteSpace: 'normal', overflow: 'visible' },
              }}
              onClick={() => updateSpec((current) => setDisplayedResults(current, status))}
            >
              {displayedResultsLabel[status]}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
