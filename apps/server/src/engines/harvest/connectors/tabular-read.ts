import { parse } from 'csv-parse/sync';

/** One row of a table with the spreadsheet row number a user sees (the header row is row 1). */
export interface TableRow {
  row: number;
  cells: string[];
}

/** A table's header and rows, or, for a row the reader could not take apart, the line that says why. */
export interface Table {
  header: string[];
  /** The header's row number: 2 when a line ("About the data: …") comes before it. */
  headerRow: number;
  rows: (TableRow | { row: number; error: string })[];
}

export type Delimiter = ',' | ';' | '\t';

/** Dimensions writes one line about the export above its header row. */
const PREAMBLE = /^"?About the data:/i;

/** The delimiter of a header line: tabs when it has any, else the more frequent of comma and semicolon. */
export function sniffDelimiter(headerLine: string): Delimiter {
  if (headerLine.includes('\t')) return '\t';
  const count = (character: string) => headerLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The first line of a text and, when that line is Dimensions' note about the export, the one after it. */
export function headerLineOf(text: string): { line: string; skipped: number } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/, 2);
  return PREAMBLE.test(lines[0] ?? '') ? { line: lines[1] ?? '', skipped: 1 } : { line: lines[0] ?? '', skipped: 0 };
}

function cutLines(text: string, count: number): string {
  let rest = text;
  for (let index = 0; index < count; index++) {
    const end = rest.search(/\r\n|\n|\r/);
    rest = end < 0 ? '' : rest.slice(end + (rest.startsWith('\r\n', end) ? 2 : 1));
  }
  return rest;
}

/**
 * The rows of a delimited text (CSV, semicolon CSV, TSV) read by csv-parse, each with its spreadsheet row number.
 * Blank rows are left out. A quote opened and never closed swallows the rest of the file: that is one error line
 * naming the row where it opens, after the rows read before it. `quoted: false` reads quotes as text (Web of
 * Science's tab-delimited export writes them unescaped).
 */
export function readTable(text: string, options: { quoted?: boolean } = {}): Table {
  const { line, skipped } = headerLineOf(text);
  const delimiter = sniffDelimiter(line);
  const body = cutLines(text.replace(/^\uFEFF/, ''), skipped);
  const records: string[][] = [];
  let failure: string | undefined;
  try {
    parse(body, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      quote: options.quoted === false ? false : '"',
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_records_with_error: false,
      on_record: (record: string[]) => {
        records.push(record);
        return record;
      },
    });
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const [header = [], ...rest] = records;
  const table: Table = { header: header.map((name) => name.trim()), headerRow: 1 + skipped, rows: [] };
  let row = table.headerRow;
  for (const cells of rest) {
    row++;
    if (cells.some((cell) => cell.trim() !== '')) table.rows.push({ row, cells });
  }
  if (failure) {
    table.rows.push({
      row: row + 1,
      error: `the rest of the file could not be read (${failure.replace(/\s+/g, ' ').trim()})`,
    });
  }
  return table;
}
