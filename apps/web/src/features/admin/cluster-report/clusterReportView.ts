import {
  CV_FILE_EXTENSIONS,
  clusterReportMessages,
  MAX_CV_FILE_BYTES,
  type ClusterReport,
  type ClusterReportDocument,
  type ClusterStats,
  type MergeDebugInput,
  type MergeGroupSelection,
} from '@quarry/contract';
import { clusterReportLabel } from './clusterReportLabels';

/**
 * Scores (probabilities 0–1) as percentages rounded to 0.1 (doc 3 §9): with "numbers to 1 decimal" a threshold of
 * 0.375 and a pair at 0.36 would both read 0.4, and the merge debug could not tell which side of it a pair falls.
 */
export const formatScore = (value: number | null): string => (value === null ? '—' : formatPercentage(value * 100));

/** Percentages rounded to 0.1 (doc 3 §9): 12.345 → "12.3 %". */
export const formatPercentage = (value: number): string => `${value.toFixed(1)} %`;

/** One statistics table's rows, in the contract's order, each with its readable label. */
export function statsRows(
  stats: ClusterStats,
): { key: keyof ClusterStats; label: string; count: number; percentage: string }[] {
  return (Object.keys(clusterReportLabel.stats) as (keyof ClusterStats)[]).map((key) => ({
    key,
    label: clusterReportLabel.stats[key],
    count: stats[key].count,
    percentage: formatPercentage(stats[key].percentage),
  }));
}

export type DocumentColumn =
  | 'documentId'
  | 'documentTitle'
  | 'appearsInCv'
  | 'patent'
  | 'cluster1'
  | 'cluster1Id'
  | 'cluster2'
  | 'cluster2Id'
  | 'mergeScore';
export type SortDirection = 'ascending' | 'descending';
export interface DocumentSort {
  column: DocumentColumn;
  direction: SortDirection;
}

/** Doc 3 §9: documents by DocumentId ascending until a header says otherwise. */
export const defaultDocumentSort: DocumentSort = { column: 'documentId', direction: 'ascending' };

/** A click on a header sorts by it ascending; a second click on the same header turns it around. */
export const nextDocumentSort = (sort: DocumentSort, column: DocumentColumn): DocumentSort =>
  sort.column === column
    ? { column, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' }
    : { column, direction: 'ascending' };

type SortValue = number | string | null;

const sortValue: Record<DocumentColumn, (document: ClusterReportDocument) => SortValue> = {
  documentId: (document) => document.documentId,
  documentTitle: (document) => document.documentTitle,
  appearsInCv: (document) => document.appearsInCv,
  patent: (document) => (document.patent ? 1 : 0),
  cluster1: (document) => document.cluster1PersonName,
  cluster1Id: (document) => document.cluster1PersonId,
  cluster2: (document) => document.cluster2PersonName,
  cluster2Id: (document) => document.cluster2PersonId,
  mergeScore: (document) => document.mergeScore,
};

/** Empty values go last whichever the direction; texts compare as a reader would (case and accents aside). */
function compareValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order =
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
  return direction === 'ascending' ? order : -order;
}

/** The documents in the table's order; ties keep DocumentId ascending. */
export function sortDocuments(
  documents: readonly ClusterReportDocument[],
  sort: DocumentSort,
): ClusterReportDocument[] {
  const value = sortValue[sort.column];
  return [...documents].sort(
    (a, b) => compareValues(value(a), value(b), sort.direction) || a.documentId - b.documentId,
  );
}

/** One row of the comparison table: one of Quarry's clusters (SNE) against one source identity (MAG). */
export interface ComparisonRow {
  sourceClusterId: number;
  sourceClusterCount: number;
  targetClusterId: string;
  count: number;
  percentage: string;
}

/** Doc 3 §9: SNE ascending, then MAG descending (the source identity holding most of the cluster first). */
export function comparisonRows(comparisons: ClusterReport['comparisons']): ComparisonRow[] {
  return [...comparisons]
    .sort((a, b) => a.sourceClusterId - b.sourceClusterId)
    .flatMap((comparison) =>
      [...comparison.targetClusters]
        .sort((a, b) => b.value.count - a.value.count || a.targetClusterId.localeCompare(b.targetClusterId))
        .map((target) => ({
          sourceClusterId: comparison.sourceClusterId,
          sourceClusterCount: comparison.sourceClusterCount,
          targetClusterId: target.targetClusterId,
          count: target.value.count,
          percentage: formatPercentage(target.value.percentage),
        })),
    );
}

/** The main cluster: the one the admin picked, else the report's matching cluster; null when neither is known. */
export const mainClusterOf = (report: ClusterReport | null, picked: number | null): number | null =>
  picked ?? report?.matchingClusterId ?? null;

/** The merge debug call's body: the main cluster, and the documents marked Correct (good) and Incorrect (bad). */
export function mergeDebugBody(
  fileKey: string,
  personId: number,
  selections: Readonly<Record<number, MergeGroupSelection>>,
): MergeDebugInput {
  const marked = (selection: MergeGroupSelection) =>
    Object.entries(selections)
      .filter(([, value]) => value === selection)
      .map(([id]) => Number(id))
      .sort((a, b) => a - b);
  return { fileKey, personId, goodDocumentIds: marked('Correct'), badDocumentIds: marked('Incorrect') };
}

/** Why a chosen CV cannot be sent (the server's own messages), or null. */
export function cvFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!CV_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return clusterReportMessages.cvWrongType;
  if (file.size === 0) return clusterReportMessages.emptyCv;
  if (file.size > MAX_CV_FILE_BYTES) return clusterReportMessages.cvTooLarge;
  return null;
}

/** The route's investigation id, or null when the path segment is not a positive whole number. */
export function investigationIdOfRoute(segment: string | undefined): number | null {
  if (!segment || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Person ids as typed: whole numbers separated by commas, spaces or new lines; null when any part is not one. */
export function personIdsOfText(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (!parts.every((part) => /^\d+$/.test(part) && Number(part) > 0)) return null;
  return [...new Set(parts.map(Number))];
}

/** The feature names of a set of pair scores, in a stable order (the columns of a scores table). */
export const featureNames = (scores: readonly Record<string, number>[]): string[] =>
  [...new Set(scores.flatMap((score) => Object.keys(score)))].sort();

/** The Merge Debug Tool's persons: the main one and the others (the main one left out of them), or what is wrong. */
export function mergeToolPersons(
  mainText: string,
  othersText: string,
): { main: number; others: number[] } | { error: string } {
  const main = personIdsOfText(mainText);
  if (main?.length === 0) return { error: clusterReportLabel.needMainPerson };
  const others = personIdsOfText(othersText);
  if (main === null || main.length > 1 || others === null) return { error: clusterReportLabel.badPersonIds };
  const rest = others.filter((id) => id !== main[0]);
  if (rest.length === 0) return { error: clusterReportLabel.needOtherPersons };
  return { main: main[0]!, others: rest };
}

/** When the report was made, as the user's locale writes it; the text as sent when it cannot be read. */
export function formatGeneratedAt(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time)
    ? iso
    : new Date(time).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
