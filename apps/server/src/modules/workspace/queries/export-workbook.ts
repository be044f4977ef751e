import ExcelJS from 'exceljs';
import type { ExportedDocument } from './export-formats/export-record.js';

/** A column of a sheet: its header, its width in characters, and its cell of a row. */
export interface WorkbookColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null;
}

const COLUMNS: Array<WorkbookColumn<ExportedDocument>> = [
  { header: 'Title', width: 60, value: (d) => d.title },
  { header: 'Type', width: 14, value: (d) => d.type },
  { header: 'Publication Type', width: 18, value: (d) => d.publicationType },
  { header: 'Authors', width: 40, value: (d) => d.authors.map((a) => a.name).join('; ') },
  {
    header: 'Affiliations',
    width: 50,
    value: (d) => [...new Set(d.authors.flatMap((a) => a.affiliations))].join('; '),
  },
  { header: 'Date', width: 12, value: (d) => d.date },
  { header: 'Date Precision', width: 14, value: (d) => d.datePrecision },
  { header: 'Journal', width: 30, value: (d) => d.journal },
  { header: 'Publisher', width: 24, value: (d) => d.publisher },
  { header: 'Volume', width: 8, value: (d) => d.volume },
  { header: 'Issue', width: 8, value: (d) => d.issue },
  { header: 'Pages', width: 10, value: (d) => [d.firstPage, d.lastPage].filter(Boolean).join('-') || null },
  { header: 'DOI', width: 28, value: (d) => d.doi },
  { header: 'URL', width: 40, value: (d) => d.url },
  { header: 'Full Text URL', width: 40, value: (d) => d.fullTextUrl },
  { header: 'Citations', width: 10, value: (d) => d.citationNumber },
  { header: 'Language', width: 10, value: (d) => d.originalLanguage },
  { header: 'Keywords', width: 30, value: (d) => d.keywords.join('; ') },
  { header: 'Labels', width: 24, value: (d) => d.labels.join('; ') },
  { header: 'Relevancy', width: 12, value: (d) => d.relevancy },
  { header: 'Exclusion Reason', width: 24, value: (d) => d.exclusionReason ?? null },
  { header: 'Starred', width: 8, value: (d) => (d.starred ? 'Yes' : 'No') },
  { header: 'Note', width: 40, value: (d) => d.note },
  { header: 'Abstract', width: 80, value: (d) => d.abstract },
];

export const EXPORT_HEADERS = COLUMNS.map((column) => column.header);

/** One sheet, a row per document in the list's order, every field, labels, relevancy and note. */
export const documentsWorkbook = (title: string, documents: ExportedDocument[]): Promise<Buffer> =>
  sheetWorkbook(title, 'Documents', COLUMNS, documents);

/** A workbook of one sheet: a bold, frozen header row, then a row per item in the order given. */
export async function sheetWorkbook<T>(
  title: string,
  sheetName: string,
  columns: ReadonlyArray<WorkbookColumn<T>>,
  rows: readonly T[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quarry';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row) ?? ''));
  workbook.title = title;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
