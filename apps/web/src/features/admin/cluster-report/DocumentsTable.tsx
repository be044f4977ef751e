import { Button, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { clusterReportText, type ClusterReportDocument, type MergeGroupSelection } from '@quarry/contract';
import { useId, useMemo, useState } from 'react';
import { clusterReportLabel } from './clusterReportLabels';
import {
  defaultDocumentSort,
  formatScore,
  nextDocumentSort,
  sortDocuments,
  type DocumentColumn,
  type DocumentSort,
} from './clusterReportView';
import { MainClusterButton } from './MainClusterButton';

const arrow = { ascending: ' ▲', descending: ' ▼' } as const;

const selectionColor: Record<MergeGroupSelection, string | undefined> = {
  None: 'gray',
  Correct: 'teal',
  Incorrect: 'red',
};

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: DocumentColumn;
  sort: DocumentSort;
  onSort: (sort: DocumentSort) => void;
}) {
  const sorted = sort.column === column;
  return (
    <Table.Th scope="col" aria-sort={sorted ? sort.direction : 'none'} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton fw={700} fz="sm" onClick={() => onSort(nextDocumentSort(sort, column))}>
        {clusterReportLabel.documentColumns[column]}
        <span aria-hidden>{sorted ? arrow[sort.direction] : ''}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

export interface DocumentsTableProps {
  documents: readonly ClusterReportDocument[];
  showClusterId: boolean;
  showMergeScores: boolean;
  mainCluster: number | null;
  onPickMainCluster: (clusterId: number) => void;
  selections: Readonly<Record<number, MergeGroupSelection>>;
  onCycleSelection: (documentId: number) => void;
}

/**
 * The report's documents (doc 3 §2, §9): DocumentId ascending until a header sorts otherwise; the cluster ids with
 * Show Cluster ID (a Quarry cluster id makes that cluster the main one), the merge scores with Show Merge Scores, and
 * per document its Merge Group Selection, cycling None → Correct → Incorrect → None.
 */
export function DocumentsTable({
  documents,
  showClusterId,
  showMergeScores,
  mainCluster,
  onPickMainCluster,
  selections,
  onCycleSelection,
}: DocumentsTableProps) {
  const headingId = useId();
  const [sort, setSort] = useState<DocumentSort>(defaultDocumentSort);
  const rows = useMemo(() => sortDocuments(documents, sort), [documents, sort]);
  const header = (column: DocumentColumn) => <SortHeader column={column} sort={sort} onSort={setSort} />;

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="xs">
        {clusterReportText.documents}
      </Title>
      {documents.length === 0 ? (
        <Text c="dimmed">{clusterReportLabel.noDocuments}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped withTableBorder aria-labelledby={headingId} data-testid="cluster-report-documents">
            <Table.Thead>
              <Table.Tr>
                {header('documentId')}
                {header('documentTitle')}
                {header('appearsInCv')}
                {header('patent')}
                {header('cluster1')}
                {showClusterId && header('cluster1Id')}
                {header('cluster2')}
                {showClusterId && header('cluster2Id')}
                {showMergeScores && header('mergeScore')}
                <Table.Th scope="col">{clusterReportText.mergeGroupSelection}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((document) => {
                const selection = selections[document.documentId] ?? 'None';
                const inMain = mainCluster !== null && document.cluster1PersonId === mainCluster;
                return (
                  <Table.Tr
                    key={document.documentId}
                    data-document-id={document.documentId}
                    data-main-cluster={inMain}
                    fw={inMain ? 600 : undefined}
                  >
                    <Table.Td>{document.documentId}</Table.Td>
                    <Table.Td>{document.documentTitle}</Table.Td>
                    <Table.Td>{document.appearsInCv}</Table.Td>
                    <Table.Td>{document.patent ? clusterReportLabel.yes : clusterReportLabel.no}</Table.Td>
                    <Table.Td>{document.cluster1PersonName ?? '—'}</Table.Td>
                    {showClusterId && (
                      <Table.Td>
                        {document.cluster1PersonId === null ? (
                          '—'
                        ) : (
                          <MainClusterButton
                            clusterId={document.cluster1PersonId}
                            isMain={document.cluster1PersonId === mainCluster}
                            onPick={onPickMainCluster}
                          />
                        )}
                      </Table.Td>
                    )}
                    <Table.Td>{document.cluster2PersonName ?? '—'}</Table.Td>
                    {showClusterId && <Table.Td>{document.cluster2PersonId ?? '—'}</Table.Td>}
                    {showMergeScores && <Table.Td ta="right">{formatScore(document.mergeScore)}</Table.Td>}
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant={selection === 'None' ? 'default' : 'light'}
                        color={selectionColor[selection]}
                        miw={90}
                        aria-label={clusterReportLabel.selectionOf(document.documentId, selection)}
                        data-selection={selection}
                        onClick={() => onCycleSelection(document.documentId)}
                      >
                        {selection}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
