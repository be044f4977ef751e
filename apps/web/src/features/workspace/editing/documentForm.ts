import {
  CUSTOM_PUBLICATION_TYPE,
  bulkAuthorsKeepNames,
  documentDateText,
  documentIssues,
  documentMessages,
  documentTypes,
  knownPublicationTypes,
  parseBulkAuthors,
  type DocumentDraft,
  type DocumentIssue,
  type DocumentOverwrites,
  type EditableAuthor,
  type EditableDocumentType,
  type WorkspaceDocument,
} from '@quarry/contract';

/**
 * The Document dialog's rules apart from React (doc 2 §4, §5): the form of a new or an existing document, what the
 * contract's rules check, the changed fields of an edit (null when nothing changed) and the authors as saved.
 */

/** The dialog's text fields, by their overwrite names. */
export const textFields = [
  'title',
  'abstract',
  'url',
  'fullTextUrl',
  'doi',
  'journal',
  'publisher',
  'volume',
  'issue',
  'firstPage',
  'lastPage',
  'date',
  'originalLanguage',
] as const;
export type TextField = (typeof textFields)[number];

export interface AuthorRow {
  name: string;
  /** One affiliation a line; blank lines are empty affiliations, dropped on save. */
  affiliations: string;
}

export interface DocumentForm extends Record<TextField, string> {
  type: EditableDocumentType;
  /** A known publication type, the custom option's text, or '' for none. */
  publicationType: string;
  /** The custom option is chosen: `publicationType` is its free text. */
  customPublicationType: boolean;
  authors: AuthorRow[];
  /** The Authors in Bulk page's text once the user changed it (null: it shows the Authors page's list). */
  bulkText: string | null;
}

export type FormIssueField = DocumentIssue['field'] | 'bulkAuthors';
export interface FormIssue {
  field: FormIssueField;
  message: string;
}

const blankTexts = Object.fromEntries(textFields.map((field) => [field, ''])) as Record<TextField, string>;

export const blankForm = (type: EditableDocumentType = documentTypes[0]): DocumentForm => ({
  ...blankTexts,
  type,
  publicationType: '',
  customPublicationType: false,
  authors: [],
  bulkText: null,
});

const asType = (type: string): EditableDocumentType =>
  (documentTypes as readonly string[]).includes(type) ? (type as EditableDocumentType) : documentTypes[0];

/** The form of an existing document: its fields as the dialog shows them (the date as short as its precision). */
export function formFromDocument(document: WorkspaceDocument): DocumentForm {
  const publicationType = document.publicationType ?? '';
  return {
    type: asType(document.type),
    title: document.title,
    abstract: document.abstract,
    url: document.url ?? '',
    fullTextUrl: document.fullTextUrl ?? '',
    doi: document.doi ?? '',
    journal: document.journal ?? '',
    publisher: document.publisher ?? '',
    volume: document.volume ?? '',
    issue: document.issue ?? '',
    firstPage: document.firstPage ?? '',
    lastPage: document.lastPage ?? '',
    date: documentDateText(document.date, document.datePrecision),
    originalLanguage: document.originalLanguage ?? '',
    publicationType,
    customPublicationType: publicationType !== '' && !knownPublicationTypes.includes(publicationType),
    authors: document.authors.map((author) => ({ name: author.name, affiliations: author.affiliations.join('\n') })),
    bulkText: null,
  };
}

/** The picker's value: a known type, the custom option, or null for none. */
export const pickerValue = (form: DocumentForm): string | null =>
  form.customPublicationType ? CUSTOM_PUBLICATION_TYPE : form.publicationType || null;

/** Choosing in the picker: the custom option starts empty, so its message asks for the text. */
export const choosePublicationType = (form: DocumentForm, value: string | null): DocumentForm =>
  value === CUSTOM_PUBLICATION_TYPE
    ? { ...form, customPublicationType: true, publicationType: form.customPublicationType ? form.publicationType : '' }
    : { ...form, customPublicationType: false, publicationType: value ?? '' };

/** An author as saved: the name trimmed, empty affiliations dropped (doc 2 §4). */
export const savedAuthor = (row: AuthorRow): EditableAuthor => ({
  name: row.name.trim(),
  affiliations: row.affiliations
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean),
});

const rowOf = (author: EditableAuthor): AuthorRow => ({
  name: author.name,
  affiliations: author.affiliations.join('\n'),
});

/** The authors the document gets: the bulk page's list once the user changed it, otherwise the Authors page's. */
export const effectiveAuthors = (form: DocumentForm): EditableAuthor[] =>
  form.bulkText !== null ? parseBulkAuthors(form.bulkText) : form.authors.map(savedAuthor);

/** The bulk list drops a name of the Authors page: the precaution of doc 2 §5. */
export const bulkDropsNames = (form: DocumentForm): boolean =>
  form.bulkText !== null && !bulkAuthorsKeepNames(parseBulkAuthors(form.bulkText), form.authors);

/**
 * Leaving the Authors in Bulk page: a list that keeps every name becomes the Authors page's list; one that drops a
 * name stays as typed, its message shown.
 */
export const applyBulkAuthors = (form: DocumentForm): DocumentForm =>
  form.bulkText === null || bulkDropsNames(form)
    ? form
    : { ...form, authors: parseBulkAuthors(form.bulkText).map(rowOf), bulkText: null };

/** What the contract's rules check: the document as it will be. */
export const draftOf = (form: DocumentForm, hasFullTextFile: boolean): DocumentDraft => ({
  type: form.type,
  title: form.title,
  url: form.url,
  fullTextUrl: form.fullTextUrl,
  hasFullTextFile,
  date: form.date,
  publicationType: form.publicationType,
  customPublicationType: form.customPublicationType,
  authors: effectiveAuthors(form),
});

/** Every message of doc 2 §5 the form breaks now, in the dialog's order (the bulk precaution last). */
export function formIssues(form: DocumentForm, hasFullTextFile = false): FormIssue[] {
  const issues: FormIssue[] = documentIssues(draftOf(form, hasFullTextFile));
  if (bulkDropsNames(form)) issues.push({ field: 'bulkAuthors', message: documentMessages.bulkAuthorsPrecaution });
  return issues;
}

/** The message shown under a field, if any. */
export const issueOf = (issues: readonly FormIssue[], field: string): string | undefined =>
  issues.find((issue) => issue.field === field)?.message;

/** The fields a new document is created with: every filled one, and its authors when it has any. */
export function createOverwrites(form: DocumentForm): DocumentOverwrites {
  const overwrites: DocumentOverwrites = {};
  for (const field of textFields) if (form[field].trim() !== '') overwrites[field] = form[field].trim();
  if (form.publicationType.trim() !== '') overwrites.publicationType = form.publicationType.trim();
  const authors = effectiveAuthors(form);
  if (authors.length > 0) overwrites.authors = authors;
  return overwrites;
}

const sameAuthors = (a: readonly EditableAuthor[], b: readonly EditableAuthor[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an edit changed (doc 2 §4), trimmed; an emptied field is sent as '' (which clears it). Null when
 * nothing changed: then no change set is sent.
 */
export function changedFields(initial: DocumentForm, form: DocumentForm): DocumentOverwrites | null {
  const changes: DocumentOverwrites = {};
  for (const field of textFields) {
    const value = form[field].trim();
    if (value !== initial[field].trim()) changes[field] = value;
  }
  const publicationType = form.publicationType.trim();
  if (publicationType !== initial.publicationType.trim()) changes.publicationType = publicationType;
  const authors = effectiveAuthors(form);
  if (!sameAuthors(authors, effectiveAuthors(initial))) changes.authors = authors;
  return Object.keys(changes).length > 0 ? changes : null;
}

/** Authors page edits. */
export const addAuthor = (form: DocumentForm): DocumentForm => ({
  ...form,
  authors: [...form.authors, { name: '', affiliations: '' }],
});
export const removeAuthor = (form: DocumentForm, index: number): DocumentForm => ({
  ...form,
  authors: form.authors.filter((_, at) => at !== index),
});
export const changeAuthor = (form: DocumentForm, index: number, change: Partial<AuthorRow>): DocumentForm => ({
  ...form,
  authors: form.authors.map((row, at) => (at === index ? { ...row, ...change } : row)),
});
