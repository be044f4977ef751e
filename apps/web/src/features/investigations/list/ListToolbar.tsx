import { CloseButton, Group, SegmentedControl, TextInput } from '@mantine/core';
import { listLabel } from '../investigationLabels';

interface ListToolbarProps {
  filter: string;
  onFilterChange: (text: string) => void;
  /** Shown only to admins who are not facultyWorks users (doc 1 §6). */
  scope?: { showAll: boolean; onChange: (showAll: boolean) => void };
}

/** Above the table: the free-text filter with its clear button, and the own/all toggle. */
export function ListToolbar({ filter, onFilterChange, scope }: ListToolbarProps) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <TextInput
        placeholder={listLabel.filterPlaceholder}
        aria-label={listLabel.filterPlaceholder}
        value={filter}
        onChange={(event) => onFilterChange(event.currentTarget.value)}
        w={{ base: '100%', sm: 360 }}
        rightSection={
          filter ? (
            <CloseButton size="sm" aria-label={listLabel.clearFilter} onClick={() => onFilterChange('')} />
          ) : null
        }
      />
      <Group gap="sm">
        {scope && (
          <SegmentedControl
            aria-label={listLabel.scope}
            value={scope.showAll ? 'all' : 'own'}
            onChange={(value) => scope.onChange(value === 'all')}
            data={[
              { value: 'own', label: listLabel.showOwn },
              { value: 'all', label: listLabel.showAll },
            ]}
          />
        )}
      </Group>
    </Group>
  );
}
