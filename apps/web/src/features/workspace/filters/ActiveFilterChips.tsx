import { Button, Group, Pill } from '@mantine/core';
import { filterChips } from '../state/filterChips';
import { clearFilters } from '../state/filterSpec';
import { useFilterSpec, useUpdateSpec, useWorkspace } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';

/** The active filters as removable chips, and Clear Filters (doc 2 §2). */
export function ActiveFilterChips() {
  const spec = useFilterSpec();
  const updateSpec = useUpdateSpec();
  const { profilePersonId } = useWorkspace();
  const chips = filterChips(spec, profilePersonId !== undefined);
  if (!chips.length) return null;
  return (
    <Group gap={6} data-testid="filter-chips">
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          withRemoveButton
          onRemove={() => updateSpec(chip.remove)}
          removeButtonProps={{
            'aria-label': `${workspaceText.removeFilter} ${chip.label}`,
            'aria-hidden': false,
            tabIndex: 0,
          }}
          data-testid="filter-chip"
        >
          {chip.label}
        </Pill>
      ))}
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => updateSpec(clearFilters)}>
        {workspaceText.clearFilters}
      </Button>
    </Group>
  );
}
