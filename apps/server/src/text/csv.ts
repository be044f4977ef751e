import { parse } from 'csv-parse/sync';

/** Records end at CRLF, LF or a lone CR, mixed in one file too (files pass through several editors). */
const LINE_ENDS = ['\r\n', '\n', '\r'];
const LINE_BREAK = /\r\n|\n|\r/g;

/** One CSV record with the line it starts on (for messages that point into the file). */
export interface CsvRow {
  line: number;
  cells: string[];
}

/**
 * The records of a CSV text (RFC 4180, read by csv-parse): quoted fields may hold commas, doubled quotes and line
 * breaks; a byte-order mark is ignored; rows may differ in length; a quote inside an unquoted field is kept as
 * text. Records whose cells are all blank are left out. Throws (csv-parse's CsvError) on an unclosed quote.
 */
export function csvRows(text: string): CsvRow[] {
  const records: string[][] = parse(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: LINE_ENDS,
  });
  const rows: CsvRow[] = [];
  // Counted here: csv-parse's own line count takes a CRLF inside quotes for two lines.
  let line = 1;
  for (const cells of records) {
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ line, cells });
    line += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(LINE_BREAK)?.length ?? 0), 0);
  }
  return rows;
}

/** The records of a CSV text with a header line, as objects keyed by the header's column names. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = csvRows(text);
  if (!header) return [];
  return rows.map(({ cells }) => Object.fromEntries(header.cells.map((name, column) => [name, cells[column] ?? ''])));
}
