import { Table } from '@mantine/core';
import type { Investigation } from '@quarry/contract';
import { listLabel } from '../investigationLabels';
import { InvestigationRow } from './InvestigationRow';
import type { NumberedRow } from './listRows';
import type { RowAction } from './useRowActions';

interface InvestigationsTableProps {
  rows: readonly NumberedRow[];
  highlightedId: number | null;
  allowDuplicate: boolean;
  onAction: (action: RowAction, investigation: Investigation) => void;
}

/** The investigations table (doc 1 §2): its columns, then one row per investigation, newest first. */
export function InvestigationsTable({ rows, highlightedId, allowDuplicate, onAction }: InvestigationsTableProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={listLabel.tableTitle}>
        <Table.Thead>
          <Table.Tr>
            {listLabel.columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
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
