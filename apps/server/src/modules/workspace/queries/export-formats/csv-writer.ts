import { dateParts, type ExportedDocument } from './export-record.js';

/** ASReview's column names (asreview/data/base.py's standard columns), so that ASReview reads them as they are. */
export const CSV_COLUMNS = [
  'record_id',
  'title',
  'abstract',
  'authors',
  'year',
  'journal',
  'doi',
  'url',
  'keywords',
  'included',
  'labels',
  'notes',
  'exclusion_reason',
] as const;

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
export const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** ASReview's included column: 1 relevant, 0 irrelevant, empty not voted on. */
const included = (document: ExportedDocument) =>
  document.relevancy === 'Relevant' ? '1' : document.relevancy === 'Irrelevant' ? '0' : '';

function csvRow(document: ExportedDocument): string[] {
  return [
    String(document.id),
    document.title,
    document.abstract,
    document.authors.map((author) => author.name).join('; '),
    String(dateParts(document)?.[0] ?? ''),
    document.journal ?? '',
    document.doi ?? '',
    document.url ?? '',
    document.keywords.join('; '),
    included(document),
    document.labels.join('; '),
    document.note ?? '',
    document.exclusionReason ?? '',
  ];
}

/**
 * The documents as CSV with ASReview's columns: the vote in `included` (1, 0 or empty), the labels, the note and
 * the exclusion reason in their own columns, lists separated by "; ".
 */
export function documentsCsv(documents: readonly ExportedDocument[]): string {
  return [[...CSV_COLUMNS], ...documents.map(csvRow)].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
