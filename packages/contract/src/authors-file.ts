import { MAX_DEFINITION_ENTRIES } from './investigation-definition.js';

/*
 * The authors file of the process menu (doc 1 §6, §7: POST /api/investigations/person/batch): one Person
 * investigation per researcher. A text file holds one name per line; a CSV or Excel file has a header row naming a
 * name column and, optionally, an affiliation column, then one researcher per row. Each unusable row is named in
 * the answer's errors and the other rows are still created.
 */

/** The file types an authors file may be, as the upload dialog offers them. */
export const AUTHORS_FILE_EXTENSIONS = ['.txt', '.csv', '.xlsx'] as const;

/** The most researchers one authors file creates (as many as a definition file's investigations). */
export const MAX_AUTHORS_FILE_ROWS = MAX_DEFINITION_ENTRIES;

/** The longest researcher name (and affiliation) a row may give. */
export const MAX_AUTHOR_NAME_LENGTH = 200;

/** Header names of the name column, compared in lower case with spaces, '_' and '-' alike. */
export const AUTHOR_NAME_HEADERS = ['name', 'author', 'researcher', 'author name', 'researcher name', 'full name'];

/** Header names of the affiliation column, compared as the name column's. */
export const AUTHOR_AFFILIATION_HEADERS = [
  'affiliation',
  'institution',
  'university',
  'institute',
  'organization',
  'organisation',
];

export const authorsFileMessages = {
  wrongType: 'The authors file must be a text (.txt), CSV (.csv) or Excel (.xlsx) file.',
  noName: 'The file holds no researcher name',
  tooManyRows: `At most ${MAX_AUTHORS_FILE_ROWS} researchers per file`,
  noNameColumn: (columns: string[]) =>
    `The first row must name the name column (name, author or researcher), and may name an affiliation column ` +
    `(affiliation, institution or university); its columns: ${columns.join(', ') || 'none'}`,
  unreadable: (reason: string) => `The file could not be read: ${reason}`,
  emptyName: (row: number) => `Row ${row}: the name is empty`,
  nameTooLong: (row: number) => `Row ${row}: a name of at most ${MAX_AUTHOR_NAME_LENGTH} characters`,
  affiliationTooLong: (row: number) => `Row ${row}: an affiliation of at most ${MAX_AUTHOR_NAME_LENGTH} characters`,
  rowProblem: (row: number, problem: string) => `Row ${row}: ${problem}`,
} as const;

/** The key of a header cell: lower case, with runs of spaces, '_' and '-' as one space. */
export const authorsHeaderKey = (header: string): string =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
