import {
  AUTHOR_AFFILIATION_HEADERS,
  AUTHOR_NAME_HEADERS,
  authorsFileMessages,
  authorsHeaderKey,
  MAX_AUTHOR_NAME_LENGTH,
  MAX_AUTHORS_FILE_ROWS,
} from '@quarry/contract';
import { decodeFileContent } from '../../engines/harvest/connectors/local-file.js';
import { readTable, type Table } from '../../engines/harvest/connectors/tabular-read.js';
import { readWorkbook } from '../../engines/harvest/connectors/tabular-file.js';
import { badRequest } from '../../http/http-error.js';

/** One researcher of an authors file, with the row (or line) that gave it. */
export interface AuthorRow {
  row: number;
  name: string;
  affiliation?: string;
}

/** The researchers an authors file names, and an error for each row that names none usably. */
export interface AuthorsFile {
  authors: AuthorRow[];
  errors: string[];
}

type Cell = { row: number; name: string; affiliation: string };
type RowError = { row: number; message: string };

/** A text file: one name per line; blank lines are skipped. */
function textCells(bytes: Uint8Array): Cell[] {
  return decodeFileContent(bytes)
    .split(/\r\n|\n|\r/)
    .map((line, index) => ({ row: index + 1, name: line.trim(), affiliation: '' }))
    .filter((cell) => cell.name !== '');
}

const columnOf = (header: string[], names: readonly string[]) =>
  header.findIndex((cell) => names.includes(authorsHeaderKey(cell)));

/** A table's name and affiliation cells by its header; a table without a name column is refused whole. */
function tableCells(table: Table): { cells: Cell[]; errors: RowError[] } {
  const nameColumn = columnOf(table.header, AUTHOR_NAME_HEADERS);
  if (nameColumn < 0) throw badRequest(authorsFileMessages.noNameColumn(table.header.filter(Boolean)));
  const affiliationColumn = columnOf(table.header, AUTHOR_AFFILIATION_HEADERS);
  const cells: Cell[] = [];
  const errors: RowError[] = [];
  for (const entry of table.rows) {
    if ('error' in entry)
      errors.push({ row: entry.row, message: authorsFileMessages.rowProblem(entry.row, entry.error) });
    else
      cells.push({
        row: entry.row,
        name: (entry.cells[nameColumn] ?? '').trim(),
        affiliation: affiliationColumn < 0 ? '' : (entry.cells[affiliationColumn] ?? '').trim(),
      });
  }
  return { cells, errors };
}

async function fileCells(fileName: string, bytes: Uint8Array): Promise<{ cells: Cell[]; errors: RowError[] }> {
  const extension = /\.[^.]*$/.exec(fileName.toLowerCase())?.[0];
  if (extension === '.txt') return { cells: textCells(bytes), errors: [] };
  if (extension === '.csv') return tableCells(readTable(decodeFileContent(bytes)));
  if (extension === '.xlsx') {
    const sheet = await readWorkbook(bytes);
    if (!sheet.table) throw badRequest(authorsFileMessages.unreadable(sheet.error ?? 'no sheet'));
    return tableCells(sheet.table);
  }
  throw badRequest(authorsFileMessages.wrongType);
}

/**
 * The researchers of an authors file (the contract's authors-file rules): .txt one name per line, .csv or .xlsx
 * (first sheet) a header row then one researcher per row. A row without a usable name is an error naming its row;
 * the other rows stand. Refused whole (400) when the type is not one of these, the file names no researcher, a
 * table has no name column, or it holds more rows than one file may create.
 */
export async function readAuthorsFile(fileName: string, bytes: Uint8Array): Promise<AuthorsFile> {
  const { cells, errors } = await fileCells(fileName, bytes);
  if (cells.length === 0 && errors.length === 0) throw badRequest(authorsFileMessages.noName);
  if (cells.length > MAX_AUTHORS_FILE_ROWS) throw badRequest(authorsFileMessages.tooManyRows);
  const authors: AuthorRow[] = [];
  for (const { row, name, affiliation } of cells) {
    const problem = rowProblem(row, name, affiliation);
    if (problem) errors.push({ row, message: problem });
    else authors.push(affiliation ? { row, name, affiliation } : { row, name });
  }
  errors.sort((a, b) => a.row - b.row);
  return { authors, errors: errors.map((error) => error.message) };
}

function rowProblem(row: number, name: string, affiliation: string): string | undefined {
  if (name === '') return authorsFileMessages.emptyName(row);
  if (name.length > MAX_AUTHOR_NAME_LENGTH) return authorsFileMessages.nameTooLong(row);
  if (affiliation.length > MAX_AUTHOR_NAME_LENGTH) return authorsFileMessages.affiliationTooLong(row);
  return undefined;
}
