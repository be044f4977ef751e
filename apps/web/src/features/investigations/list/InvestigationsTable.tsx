import { Table, UnstyledButton } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { listLabel } from '../investigationLabels';
import { InvestigationRow } from './InvestigationRow';
import { isSortColumn, nextSort, type NumberedRow, type RowSort } from './listRows';
import type { RowAction } from './useRowActions';

interface InvestigationsTableProps {
  rows: readonly NumberedRow[];
  highlightedId: number | null;
  allowDuplicate: boolean;
  onAction: (action: RowAction, investigation: Investigation) => void;
  sort: RowSort;
  onSort: (sort: RowSort) => void;
}

const arrow = { ascending: ' ▲', descending: ' ▼' } as const;

/**
 * The investigations table (doc 1 §2): its columns, then one row per investigation, newest first until a column
 * header (a button, aria-sort on the header) sorts it by that column; a second click turns it around.
 */
export function InvestigationsTable({
  rows,
  highlightedId,
  allowDuplicate,
  onAction,
  sort,
  onSort,
}: InvestigationsTableProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={listLabel.tableTitle}>
        <Table.Thead>
          <Table.Tr>
            {listLabel.columns.map((column) =>
              isSortColumn(column) ? (
                <Table.Th
                  key={column}
                  aria-sort={sort.column === column ? sort.direction : 'none'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  <UnstyledButton fw={700} fz="sm" onClick={() => onSort(nextSort(sort, column))}>
                    {column}
                    <span aria-hidden>{sort.column === column ? arrow[sort.direction] : ''}</span>
                  </UnstyledButton>
                </Table.Th>
              ) : (
                <Table.Th key={column}>{column}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ number, investigation }) => (
            <InvestigationRow
              key={investigation.id}
              number={number}
              investigation={investigation}
              highlighted={investigation.id === highlightedId}
              allowDuplicate={allowDuplicate}
              onAction={onAction}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
