import {
  type DocumentDraft,
  type DocumentIssue,
  documentDateText,
  documentIssues,
  type DocumentOverwrites,
  type EditableAuthor,
  type EditableDocumentType,
  type OverwrittenField,
  parseDocumentDate,
} from '@quarry/contract';
import type { NormalizedAuthor } from '../../engines/harvest/document.js';
import { normalizeDoi } from '../../engines/harvest/connectors/identifiers.js';

/*
 * What a user's overwrites (doc 2 §4 Document editing) mean to a document's columns: which columns each field sets,
 * the values it writes (an empty string clears), the dialog's rules on the document they leave, and the values an
 * edit replaced, as its history keeps them. Pure: the service reads and writes.
 */

/** The document columns a user may set, as the edit's repository writes them. */
export const EDITABLE_COLUMNS = [
  'title',
  'abstract',
  'doi',
  'publisher',
  'journal',
  'volume',
  'issue',
  'first_page',
  'last_page',
  'url',
  'full_text_url',
  'date',
  'date_precision',
  'publication_type',
  'language',
] as const;
export type EditableColumn = (typeof EDITABLE_COLUMNS)[number];
/** Column → value; null empties it (the abstract and the title hold text, never null). */
export type EditableValues = Record<EditableColumn, string | null>;
export const emptyValues = (): EditableValues =>
  Object.fromEntries(EDITABLE_COLUMNS.map((column) => [column, null])) as EditableValues;

/** The marker an authors overwrite leaves among the overwritten columns (authorships are the persons module's). */
export const AUTHORS_MARK = 'authors';

/** A document as the dialog's rules read it: its type and its editable columns. */
export interface EditableState {
  type: string;
  values: EditableValues;
  overwritten: string[];
}

type TextField = Exclude<OverwrittenField, 'authors' | 'date'>;
const TEXT_FIELDS: Record<TextField, EditableColumn> = {
  title: 'title',
  abstract: 'abstract',
  doi: 'doi',
  publisher: 'publisher',
  journal: 'journal',
  volume: 'volume',
  issue: 'issue',
  firstPage: 'first_page',
  lastPage: 'last_page',
  url: 'url',
  fullTextUrl: 'full_text_url',
  publicationType: 'publication_type',
  originalLanguage: 'language',
};

/** The fields the overwrites set, in a stable order. */
export const fieldsOf = (overwrites: DocumentOverwrites): OverwrittenField[] =>
  (Object.keys(overwrites) as OverwrittenField[]).filter((field) => overwrites[field] !== undefined).sort();

/** The columns a field sets (none for authors: see AUTHORS_MARK). */
export function columnsOf(field: OverwrittenField): EditableColumn[] {
  if (field === 'authors') return [];
  if (field === 'date') return ['date', 'date_precision'];
  return [TEXT_FIELDS[field]];
}

/** What the overwritten list holds for these fields: their columns, and the authors' mark. */
export const overwrittenMarks = (fields: readonly OverwrittenField[]): string[] =>
  fields.flatMap((field) => (field === 'authors' ? [AUTHORS_MARK] : columnsOf(field)));

function columnValue(field: TextField, text: string): string | null {
  const value = text.trim();
  if (field === 'abstract' || field === 'title') return value;
  if (value === '') return null;
  return field === 'doi' ? (normalizeDoi(value) ?? value.toLowerCase()) : value;
}

/**
 * The columns the overwrites write, with their values: an empty string clears a column, a date sets its precision
 * from its parts. Call it on overwrites whose date the rules accepted.
 */
export function columnChanges(overwrites: DocumentOverwrites): Partial<EditableValues> {
  const changes: Partial<EditableValues> = {};
  for (const field of fieldsOf(overwrites)) {
    if (field === 'authors') continue;
    if (field === 'date') {
      const parsed = parseDocumentDate(overwrites.date!);
      changes.date = parsed?.date ?? null;
      changes.date_precision = parsed?.precision ?? null;
    } else changes[TEXT_FIELDS[field]] = columnValue(field, overwrites[field]!);
  }
  return changes;
}

/** The text a field shows in the dialog for the columns as they are. */
export function fieldText(field: Exclude<OverwrittenField, 'authors'>, values: EditableValues): string {
  if (field === 'date') return documentDateText(values.date, values.date_precision);
  return values[TEXT_FIELDS[field]] ?? '';
}

/**
 * The dialog's first broken rule (doc 2 §5) on the document the overwrites leave, or undefined. A create answers
 * for every rule; an edit only for the fields it sets (a harvested value the user did not touch is not theirs to
 * fix first). The server knows no chosen custom option: a publication type given blank is taken for one.
 */
export function firstIssue(
  state: Pick<EditableState, 'type' | 'values'>,
  authors: ReadonlyArray<{ name: string }>,
  overwrites: DocumentOverwrites,
  creating: boolean,
): DocumentIssue | undefined {
  const text = (field: Exclude<OverwrittenField, 'authors'>) => overwrites[field] ?? fieldText(field, state.values);
  const publicationType = overwrites.publicationType;
  const draft: DocumentDraft = {
    type: state.type as EditableDocumentType,
    title: text('title'),
    url: text('url'),
    fullTextUrl: text('fullTextUrl'),
    hasFullTextFile: false,
    date: text('date'),
    publicationType: publicationType ?? '',
    customPublicationType: publicationType !== undefined && publicationType !== '' && publicationType.trim() === '',
    authors: overwrites.authors ?? authors,
  };
  const set = new Set<string>(fieldsOf(overwrites));
  return documentIssues(draft).find((issue) => creating || set.has(issue.field));
}

/** The authors of an overwrite as the persons module places them: names trimmed, empty affiliations dropped. */
export function authorsOfOverwrite(authors: readonly EditableAuthor[]): NormalizedAuthor[] {
  return authors.map((author, position) => ({
    name: author.name.trim(),
    position,
    affiliations: author.affiliations
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => ({ name })),
  }));
}

/** The authors as the dialog shows them. */
export const editableAuthorsOf = (authors: readonly NormalizedAuthor[]): EditableAuthor[] =>
  authors.map((author) => ({ name: author.name, affiliations: author.affiliations.map((a) => a.name) }));

/** What an edit keeps of the values it replaces: the columns it sets, and the authors when it sets them. */
export interface PreviousValues {
  columns: Partial<EditableValues>;
  authors?: NormalizedAuthor[];
}

export function previousValuesOf(
  fields: readonly OverwrittenField[],
  values: EditableValues,
  authors: NormalizedAuthor[] | undefined,
): PreviousValues {
  const columns: Partial<EditableValues> = {};
  for (const column of fields.flatMap(columnsOf)) columns[column] = values[column];
  return fields.includes('authors') ? { columns, authors } : { columns };
}

/** The previous values as the history call shows them: each field's dialog text, or its author list. */
export function previousAsFields(
  fields: readonly OverwrittenField[],
  previous: PreviousValues,
): Record<string, string | EditableAuthor[]> {
  const all = { ...emptyValues(), ...previous.columns };
  return Object.fromEntries(
    fields.map((field) => [
      field,
      field === 'authors' ? editableAuthorsOf(previous.authors ?? []) : fieldText(field, all),
    ]),
  );
}
