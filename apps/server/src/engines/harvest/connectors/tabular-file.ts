import ExcelJS from 'exceljs';
import type { NormalizedDocument } from '../document.js';
import { columnKey, tabularKindOf, type TabularKind } from './tabular-columns.js';
import { headerLineOf, readTable, sniffDelimiter, type Table } from './tabular-read.js';
import { tabularDocuments, tabularRecords } from './tabular-records.js';

/** An Excel workbook's first sheet, read before the records are (Excel files are zips, read asynchronously). */
export interface SheetContent {
  kind: 'sheet';
  table?: Table;
  /** Why the workbook could not be read. */
  error?: string;
}

export const isSheetContent = (content: unknown): content is SheetContent =>
  typeof content === 'object' && content !== null && (content as SheetContent).kind === 'sheet';

/** A zip's first bytes ("PK\x03\x04"): an .xlsx workbook is one. */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * Whether an upload's first bytes may be an Excel workbook: a zip whose first entries name the workbook's parts
 * (xl/…), or a zip named .xlsx (a Word file is a zip too, with word/… parts).
 */
export function mayBeWorkbook(head: Uint8Array, fileName: string): boolean {
  if (!isZip(head)) return false;
  return /\.xlsx$/i.test(fileName) || Buffer.from(head).toString('latin1').includes('xl/');
}

/** The header line's cells, split as the table reader would split them. */
function headerCells(text: string): string[] {
  const { line } = headerLineOf(text);
  return readTable(line, {}).header;
}

/** The table export a text holds, by its header line (a .txt may hold a tab-delimited Web of Science export). */
export function tabularKindOfText(text: string): TabularKind | undefined {
  const { line } = headerLineOf(text);
  const delimiter = sniffDelimiter(line);
  if (!line.includes(delimiter)) return undefined;
  return tabularKindOf(headerCells(text));
}

/** The records of a table export's text, as documents or error lines. */
export function tabularTextRecords(
  text: string,
  kind: TabularKind,
  fileName: string,
): Iterable<NormalizedDocument | string> {
  // Web of Science writes quotes in its tab-delimited titles and abstracts as they are, never around a field.
  const table = readTable(text, { quoted: kind !== 'wos-tab' });
  return tabularDocuments(tabularRecords(table, kind), fileName);
}

/** The records of a workbook's first sheet, as documents or error lines; the sheet's header names its kind. */
export function sheetRecords(sheet: SheetContent, fileName: string): Iterable<NormalizedDocument | string> {
  if (!sheet.table) return [sheet.error ?? 'the workbook could not be read'];
  const kind = tabularKindOf(sheet.table.header);
  if (!kind) {
    const columns = sheet.table.header.map(columnKey).filter(Boolean).slice(0, 8).join(', ');
    return [`the first sheet has no title column (its columns: ${columns || 'none'})`];
  }
  return tabularDocuments(tabularRecords(sheet.table, kind), fileName);
}

/** A cell's text as Excel shows it; a hyperlink's or a formula's shown value. */
function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text ?? '';
  } catch {
    return String(cell.value ?? '');
  }
}

/** The first sheet of an .xlsx workbook as a table: its first non-empty row is the header. */
export async function readWorkbook(bytes: Uint8Array): Promise<SheetContent> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch (error) {
    return {
      kind: 'sheet',
      error: `the Excel file could not be read (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { kind: 'sheet', error: 'the Excel file has no sheet' };
  const table: Table = { header: [], headerRow: 0, rows: [] };
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column)));
    if (table.headerRow === 0) {
      table.header = cells.map((name) => name.trim());
      table.headerRow = rowNumber;
    } else if (cells.some((cell) => cell.trim() !== '')) table.rows.push({ row: rowNumber, cells });
  });
  return { kind: 'sheet', table };
}

/** A stored upload ready for the sync readers: an Excel workbook read to its first sheet, any other file as it is. */
export async function readableContent(content: string | Uint8Array): Promise<string | Uint8Array | SheetContent> {
  return typeof content !== 'string' && isZip(content) ? readWorkbook(content) : content;
}
