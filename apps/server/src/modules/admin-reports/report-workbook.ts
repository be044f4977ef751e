import ExcelJS from 'exceljs';
import { fileTimestamp } from '../../http/downloads.js';

/** A column of a report sheet: its header, its width in characters, and its cell of a row. */
export interface ReportColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | Date | null;
}

export interface ReportSheet<T> {
  name: string;
  columns: ReadonlyArray<ReportColumn<T>>;
  rows: readonly T[];
}

/** Builds one sheet; the type parameter is checked where the sheet is made, a workbook mixes them. */
export const sheet = <T>(name: string, columns: ReadonlyArray<ReportColumn<T>>, rows: readonly T[]) =>
  ({ name, columns, rows }) as unknown as ReportSheet<unknown>;

/** A workbook of these sheets, each with a bold, frozen header row, then a row per item in the order given. */
export async function reportWorkbook(title: string, sheets: ReadonlyArray<ReportSheet<unknown>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quarry';
  workbook.title = title;
  for (const { name, columns, rows } of sheets) {
    const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of rows) worksheet.addRow(columns.map((column) => column.value(row) ?? ''));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Where a report of this kind made now is stored: `reports/<kind>/<timestamp>.xlsx`, to the millisecond. */
export const reportKey = (kind: string, now: Date, prefix = ''): string =>
  `reports/${kind}/${prefix}${fileTimestamp(now)}-${String(now.getUTCMilliseconds()).padStart(3, '0')}.xlsx`;
