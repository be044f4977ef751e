import {
  clusterReportMessages,
  nextMergeGroupSelection,
  type ClusterReport,
  type ClusterReportDocument,
} from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import {
  comparisonRows,
  cvFileProblem,
  defaultDocumentSort,
  formatScore,
  formatPercentage,
  investigationIdOfRoute,
  mainClusterOf,
  mergeDebugBody,
  mergeToolPersons,
  nextDocumentSort,
  personIdsOfText,
  sortDocuments,
  statsRows,
} from './clusterReportView';

const document = (documentId: number, more: Partial<ClusterReportDocument> = {}): ClusterReportDocument => ({
  documentId,
  documentTitle: `Title ${documentId}`,
  appearsInCv: 'No',
  patent: false,
  cluster1PersonId: null,
  cluster1PersonName: null,
  cluster2PersonId: null,
  cluster2PersonName: null,
  mergeScore: null,
  ...more,
});

const stat = (count: number, percentage: number) => ({ count, percentage });

describe('the cluster report view', () => {
  it('shows scores and percentages rounded to 0.1 %', () => {
    expect(formatScore(0.876)).toBe('87.6 %');
    expect(formatScore(0.375)).toBe('37.5 %');
    expect(formatScore(null)).toBe('—');
    expect(formatPercentage(33.333)).toBe('33.3 %');
    expect(formatPercentage(66.66)).toBe('66.7 %');
    expect(formatPercentage(100)).toBe('100.0 %');
    expect(formatPercentage(0)).toBe('0.0 %');
  });

  it('gives a statistics table one readable row per figure, in the contract order', () => {
    const stats = {
      cvTitlesCount: stat(3, 100),
      cvTitlesFound: stat(2, 66.666),
      cvTitlesInMainCluster: stat(1, 33.333),
      cvTitlesInWrongCluster: stat(1, 33.333),
      cvTitlesNotFound: stat(1, 33.333),
      allTitlesInMainCluster: stat(4, 57.14),
      mainClusterTitlesNotInCV: stat(3, 75),
      extraTitles: stat(2, 28.57),
    };
    const rows = statsRows(stats);
    expect(rows.map((row) => row.label)).toEqual([
      'CV titles',
      'CV titles found',
      'CV titles in the main cluster',
      'CV titles in another cluster',
      'CV titles not found',
      'All titles in the main cluster',
      'Main cluster titles not in the CV',
      'Extra titles (neither in the CV nor in the main cluster)',
    ]);
    expect(rows[1]).toEqual({ key: 'cvTitlesFound', label: 'CV titles found', count: 2, percentage: '66.7 %' });
    expect(rows[7]!.percentage).toBe('28.6 %');
  });

  it('sorts documents by DocumentId ascending by default; a header sorts by it, a second click turns it around', () => {
    const documents = [
      document(30, { documentTitle: 'beta', mergeScore: 0.2 }),
      document(4, { documentTitle: 'Alpha', mergeScore: null }),
      document(12, { documentTitle: 'Émile', mergeScore: 0.9 }),
      document(7, { documentTitle: 'alpha', mergeScore: 0.5 }),
    ];
    const ids = (sort = defaultDocumentSort) => sortDocuments(documents, sort).map((one) => one.documentId);
    expect(ids()).toEqual([4, 7, 12, 30]);

    const byTitle = nextDocumentSort(defaultDocumentSort, 'documentTitle');
    expect(byTitle).toEqual({ column: 'documentTitle', direction: 'ascending' });
    // Case and accents aside; equal titles keep DocumentId ascending.
    expect(ids(byTitle)).toEqual([4, 7, 30, 12]);
    const byTitleDown = nextDocumentSort(byTitle, 'documentTitle');
    expect(byTitleDown.direction).toBe('descending');
    expect(ids(byTitleDown)).toEqual([12, 30, 4, 7]);

    // Documents without a score go last whichever the direction.
    const byScore = nextDocumentSort(byTitleDown, 'mergeScore');
    expect(ids(byScore)).toEqual([30, 7, 12, 4]);
    expect(ids(nextDocumentSort(byScore, 'mergeScore'))).toEqual([12, 7, 30, 4]);
    expect(ids(nextDocumentSort(defaultDocumentSort, 'documentId'))).toEqual([30, 12, 7, 4]);
  });

  it('sorts the comparisons by SNE ascending, then MAG descending', () => {
    const comparisons: ClusterReport['comparisons'] = [
      {
        sourceClusterId: 9,
        sourceClusterCount: 3,
        targetClusters: [
          { targetClusterId: 'A1', value: stat(1, 33.333) },
          { targetClusterId: 'A2', value: stat(2, 66.666) },
        ],
      },
      {
        sourceClusterId: 2,
        sourceClusterCount: 5,
        targetClusters: [
          { targetClusterId: 'A3', value: stat(1, 20) },
          { targetClusterId: 'A1', value: stat(4, 80) },
        ],
      },
    ];
    expect(comparisonRows(comparisons)).toEqual([
      { sourceClusterId: 2, sourceClusterCount: 5, targetClusterId: 'A1', count: 4, percentage: '80.0 %' },
      { sourceClusterId: 2, sourceClusterCount: 5, targetClusterId: 'A3', count: 1, percentage: '20.0 %' },
      { sourceClusterId: 9, sourceClusterCount: 3, targetClusterId: 'A2', count: 2, percentage: '66.7 %' },
      { sourceClusterId: 9, sourceClusterCount: 3, targetClusterId: 'A1', count: 1, percentage: '33.3 %' },
    ]);
  });

  it('cycles the Merge Group Selection None → Correct → Incorrect → None', () => {
    expect(nextMergeGroupSelection('None')).toBe('Correct');
    expect(nextMergeGroupSelection('Correct')).toBe('Incorrect');
    expect(nextMergeGroupSelection('Incorrect')).toBe('None');
  });

  it('takes the picked cluster as the main one, else the matching cluster, else none', () => {
    const report = { matchingClusterId: 5 } as ClusterReport;
    expect(mainClusterOf(report, null)).toBe(5);
    expect(mainClusterOf(report, 8)).toBe(8);
    expect(mainClusterOf({ matchingClusterId: null } as ClusterReport, null)).toBeNull();
    expect(mainClusterOf(null, null)).toBeNull();
  });

  it('builds the merge debug body from the marks: Correct are good, Incorrect bad, None left out', () => {
    expect(
      mergeDebugBody('cluster-reports/1.json', 5, { 9: 'Incorrect', 3: 'Correct', 4: 'None', 1: 'Correct' }),
    ).toEqual({ fileKey: 'cluster-reports/1.json', personId: 5, goodDocumentIds: [1, 3], badDocumentIds: [9] });
  });

  it("refuses a CV the server would refuse, with the server's messages", () => {
    expect(cvFileProblem({ name: 'cv.PDF', size: 10 })).toBeNull();
    expect(cvFileProblem({ name: 'cv.docx', size: 10 })).toBeNull();
    expect(cvFileProblem({ name: 'cv.txt', size: 10 })).toBeNull();
    expect(cvFileProblem({ name: 'cv.doc', size: 10 })).toBe(clusterReportMessages.cvWrongType);
    expect(cvFileProblem({ name: 'cv.pdf', size: 0 })).toBe(clusterReportMessages.emptyCv);
    expect(cvFileProblem({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(clusterReportMessages.cvTooLarge);
  });

  it("reads the route's investigation id and the typed person ids", () => {
    expect(investigationIdOfRoute('12')).toBe(12);
    expect(investigationIdOfRoute('0')).toBeNull();
    expect(investigationIdOfRoute('12a')).toBeNull();
    expect(investigationIdOfRoute(undefined)).toBeNull();
    expect(personIdsOfText(' 3, 4\n5 3 ')).toEqual([3, 4, 5]);
    expect(personIdsOfText('')).toEqual([]);
    expect(personIdsOfText('3, x')).toBeNull();
    expect(mergeToolPersons('3', '4, 3, 5')).toEqual({ main: 3, others: [4, 5] });
    expect(mergeToolPersons('', '4')).toEqual({ error: 'Please fill in the main person ID' });
    expect(mergeToolPersons('3', '3')).toEqual({ error: 'Please fill in at least one other person ID' });
    expect(mergeToolPersons('3 4', '5')).toHaveProperty('error');
    expect(mergeToolPersons('3', '5, -1')).toHaveProperty('error');
  });
});
