import { LABELLING_SHEET, labellingColumns } from '@quarry/contract';
import { sheetWorkbook, type WorkbookColumn } from '../workspace/index.js';
import { fixOrAccepted, isByTheResearchers, type Publication, venueOf, yearOf } from './publications.js';

type Column = (typeof labellingColumns)[number];

const columnsFor = (researchers: readonly string[]): Record<Column, WorkbookColumn<Publication>> => ({
  Id: { header: 'Id', width: 10, value: (d) => d.id },
  Title: { header: 'Title', width: 60, value: (d) => d.title },
  Authors: { header: 'Authors', width: 40, value: (d) => d.authors.map((a) => a.name).join('; ') },
  Year: { header: 'Year', width: 8, value: (d) => yearOf(d) },
  Venue: { header: 'Venue', width: 30, value: (d) => venueOf(d) },
  DOI: { header: 'DOI', width: 28, value: (d) => d.doi },
  URL: { header: 'URL', width: 40, value: (d) => d.url },
  Labels: { header: 'Labels', width: 24, value: (d) => d.labels.join('; ') },
  'Fix/Accepted': { header: 'Fix/Accepted', width: 12, value: (d) => fixOrAccepted(d) },
  'By the Researchers': {
    header: 'By the Researchers',
    width: 12,
    value: (d) => (isByTheResearchers(d, researchers) ? 'Yes' : 'No'),
  },
});

/**
 * The publications for labelling (doc 2 §7 export-publications): one row each, in the list's order, with what a
 * labeller needs (contract `labellingColumns`).
 */
export function labellingWorkbook(
  title: string,
  publications: readonly Publication[],
  researchers: readonly string[],
): Promise<Buffer> {
  const columns = columnsFor(researchers);
  return sheetWorkbook(
    title,
    LABELLING_SHEET,
    labellingColumns.map((column) => columns[column]),
    publications,
  );
}
