import { CloseButton, Group, SegmentedControl, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { listLabel } from '../investigationLabels';

interface ListToolbarProps {
  filter: string;
  onFilterChange: (text: string) => void;
  /** Shown only to admins who are not facultyWorks users (doc 1 §6). */
  scope?: { showAll: boolean; onChange: (showAll: boolean) => void };
  /** The omnisol process menu, when the user has it. */
  processMenu?: ReactNode;
}

/** Above the table: the free-text filter with its clear button, the own/all toggle and the process menu. */
export function ListToolbar({ filter, onFilterChange, scope, processMenu }: ListToolbarProps) {
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
        {processMenu}
      </Group>
    </Group>
  );
}
