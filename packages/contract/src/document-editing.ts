import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { workspaceDocument } from './workspace.js';

/*
 * Documents users write (doc 2 §3 Document and Publication types, §4 Document editing, §5 Document dialog, §7
 * Documents): the create and edit calls, the document's images and full text, and the dialog's rules and messages,
 * used by the web dialog as the user types and by the server before it stores anything.
 */

/** doc 2 §3: Article (generic), Book, Book Chapter, Web Page. */
export const documentTypes = ['Article', 'Book', 'Book Chapter', 'Web Page'] as const;
export type EditableDocumentType = (typeof documentTypes)[number];
/** The generic type: its full-text URL must be a URL when no file is uploaded (doc 2 §5). */
export const GENERIC_DOCUMENT_TYPE: EditableDocumentType = 'Article';

/** The publication types the dialog offers, by group (doc 2 §3), and the custom free-text option. */
export const publicationTypeGroups = [
  {
    group: 'Main Types',
    items: ['Journal Article', 'Conference Paper', 'Preprint', 'Book Chapter', 'Book', 'Edited Volume'],
  },
  {
    group: 'Article Types',
    items: ['Review Article', 'Book Review', 'PhD Dissertation', 'Discussion Paper', 'Journal Article (Translation)'],
  },
  {
    group: 'Lectures & Presentations',
    items: ['Poster', 'Presentation', 'Video Presentation', 'Keynote Lecture', 'Webinar'],
  },
  { group: 'Reprints', items: ['Book Chapter (Reprint)', 'Book (Reprint)', 'Edited Volume (Reprint)'] },
] as const;
export const CUSTOM_PUBLICATION_TYPE = 'Custom';
export const knownPublicationTypes: readonly string[] = publicationTypeGroups.flatMap((group) => group.items);

/** The dialog's pages (doc 2 §4); editing an existing document drops Document Type. */
export const documentDialogPages = [
  'Document Type',
  'Details',
  'Authors',
  'Authors in Bulk',
  'Cover Image',
  'Abstract Image',
  'Debug',
] as const;
export type DocumentDialogPage = (typeof documentDialogPages)[number];
export const documentDialogPagesFor = (creating: boolean): DocumentDialogPage[] =>
  documentDialogPages.filter((page) => creating || page !== 'Document Type');

/** doc 2 §5 "Document dialog" and §8, word for word where the spec gives the text; Quarry's own otherwise. */
export const documentMessages = {
  titleRequired: 'Please enter a title',
  websiteUrlRequired: 'Please enter the website URL',
  websiteUrlPattern: "Website URL doesn't conform to a valid URL pattern.",
  fullTextUrlPattern: "Full text URL doesn't conform to a valid URL pattern.",
  invalidDate: 'Date is not valid',
  customPublicationType: 'Please fill in the custom publication type',
  emptyAuthorName: 'Every author must have a name',
  bulkAuthorsPrecaution: 'As a precaution, bulk authors must contain all names from the authors tab.',
  createFailed: 'Failed to create document',
  /** Quarry's own: undo asked of a document with no edit left in its history. */
  nothingToUndo: 'This document has no edit to undo.',
  fieldTooLong: (field: string, max: number) => `${field} must be at most ${max.toLocaleString('en')} characters long.`,
} as const;

/** http(s) followed by non-space text (doc 2 §5). */
export const isDocumentUrl = (text: string): boolean => /^https?:\/\/\S+$/i.test(text.trim());

export type EditableDatePrecision = 'Year' | 'MonthYear' | 'DayMonthYear';

/**
 * A dialog date, YYYY-MM-DD or shorter (doc 2 §4): its ISO day (month and day 01 when not given) and the precision
 * its parts give (one Year, two MonthYear, three DayMonthYear), or undefined when it is not a date.
 */
export function parseDocumentDate(text: string): { date: string; precision: EditableDatePrecision } | undefined {
  const match = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(text.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = match[2] === undefined ? 1 : Number(match[2]);
  const day = match[3] === undefined ? 1 : Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!valid) return undefined;
  const precision = match[3] !== undefined ? 'DayMonthYear' : match[2] !== undefined ? 'MonthYear' : 'Year';
  const pad = (value: number) => String(value).padStart(2, '0');
  return { date: `${year}-${pad(month)}-${pad(day)}`, precision };
}

/** The dialog's date text for a stored date, as short as its precision. */
export function documentDateText(date: string | null, precision: string | null): string {
  if (!date) return '';
  if (precision === 'Year') return date.slice(0, 4);
  if (precision === 'MonthYear') return date.slice(0, 7);
  return date.slice(0, 10);
}

export const MAX_DOCUMENT_TITLE = 2_000;
export const MAX_DOCUMENT_ABSTRACT = 100_000;
export const MAX_DOCUMENT_FIELD = 2_000;
export const MAX_DOCUMENT_AUTHORS = 2_000;
export const MAX_AUTHOR_AFFILIATIONS = 20;

export const editableAuthor = z.object({
  name: z.string().max(500, documentMessages.fieldTooLong('An author name', 500)),
  affiliations: z
    .array(z.string().max(1_000, documentMessages.fieldTooLong('An affiliation', 1_000)))
    .max(MAX_AUTHOR_AFFILIATIONS, `An author has at most ${MAX_AUTHOR_AFFILIATIONS} affiliations.`)
    .default([]),
});
export type EditableAuthor = z.infer<typeof editableAuthor>;

/** A text field of the dialog, refused past `max` characters with the field's name in the message. */
const text = (label: string, max: number) => z.string().max(max, documentMessages.fieldTooLong(label, max));

/**
 * The fields a create or an edit sets (doc 2 §4): only the changed ones; an empty string clears a field.
 * `date` is the dialog's text (YYYY-MM-DD or shorter); `authors` replaces the list (empty affiliations dropped).
 */
export const documentOverwrites = z
  .object({
    title: text('Title', MAX_DOCUMENT_TITLE),
    abstract: text('Abstract', MAX_DOCUMENT_ABSTRACT),
    doi: text('DOI', MAX_DOCUMENT_FIELD),
    publisher: text('Publisher', MAX_DOCUMENT_FIELD),
    journal: text('Journal', MAX_DOCUMENT_FIELD),
    volume: text('Volume', MAX_DOCUMENT_FIELD),
    issue: text('Issue', MAX_DOCUMENT_FIELD),
    firstPage: text('First page', MAX_DOCUMENT_FIELD),
    lastPage: text('Last page', MAX_DOCUMENT_FIELD),
    url: text('Website URL', MAX_DOCUMENT_FIELD),
    fullTextUrl: text('Full text URL', MAX_DOCUMENT_FIELD),
    date: text('Date', 20),
    publicationType: text('Publication type', 500),
    originalLanguage: text('Original language', 20),
    authors: z
      .array(editableAuthor)
      .max(MAX_DOCUMENT_AUTHORS, `A document has at most ${MAX_DOCUMENT_AUTHORS.toLocaleString('en')} authors.`),
  })
  .partial()
  .strict();
export type DocumentOverwrites = z.infer<typeof documentOverwrites>;
export type OverwrittenField = keyof DocumentOverwrites;

export const createDocumentBody = z.object({
  documentType: z.enum(documentTypes),
  overwrites: documentOverwrites,
});
export type CreateDocumentBody = z.infer<typeof createDocumentBody>;

/** What the dialog checks before it sends: the document as it will be once the overwrites apply. */
export interface DocumentDraft {
  type: EditableDocumentType;
  title: string;
  url: string;
  fullTextUrl: string;
  /** A full-text file is chosen for upload: the full-text URL is then not needed. */
  hasFullTextFile: boolean;
  date: string;
  publicationType: string;
  /** The custom option is chosen: its text is `publicationType`. */
  customPublicationType: boolean;
  authors: ReadonlyArray<{ name: string }>;
}

export type DocumentField = 'title' | 'url' | 'fullTextUrl' | 'date' | 'publicationType' | 'authors';
export interface DocumentIssue {
  field: DocumentField;
  message: string;
}

/** Every rule of doc 2 §5 "Document dialog", in the dialog's order; the server answers the first with a 400. */
export function documentIssues(draft: DocumentDraft): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  const add = (field: DocumentField, message: string) => issues.push({ field, message });
  if (draft.title.trim() === '') add('title', documentMessages.titleRequired);
  if (draft.url.trim() === '') add('url', documentMessages.websiteUrlRequired);
  else if (!isDocumentUrl(draft.url)) add('url', documentMessages.websiteUrlPattern);
  if (draft.type === GENERIC_DOCUMENT_TYPE && !draft.hasFullTextFile && draft.fullTextUrl.trim() !== '') {
    if (!isDocumentUrl(draft.fullTextUrl)) add('fullTextUrl', documentMessages.fullTextUrlPattern);
  }
  if (draft.date.trim() !== '' && !parseDocumentDate(draft.date)) add('date', documentMessages.invalidDate);
  if (draft.customPublicationType && draft.publicationType.trim() === '')
    add('publicationType', documentMessages.customPublicationType);
  if (draft.type === GENERIC_DOCUMENT_TYPE && draft.authors.some((author) => author.name.trim() === ''))
    add('authors', documentMessages.emptyAuthorName);
  return issues;
}

/**
 * The Authors in Bulk page: one author a line, `Name; Affiliation; Affiliation…`, blanks dropped. Its list must
 * keep every name of the Authors page (doc 2 §5: a precaution against losing authors by a paste).
 */
export function parseBulkAuthors(textOfPage: string): EditableAuthor[] {
  return textOfPage
    .split(/\r\n|\r|\n/)
    .map((line) => line.split(';').map((part) => part.trim()))
    .filter(([name]) => name !== undefined && name !== '')
    .map(([name, ...affiliations]) => ({ name: name!, affiliations: affiliations.filter(Boolean) }));
}
export const bulkAuthorsText = (authors: readonly EditableAuthor[]): string =>
  authors.map((author) => [author.name, ...author.affiliations].join('; ')).join('\n');
export function bulkAuthorsKeepNames(bulk: readonly EditableAuthor[], current: ReadonlyArray<{ name: string }>) {
  const names = new Set(bulk.map((author) => author.name.trim().toLowerCase()));
  return current.every((author) => author.name.trim() === '' || names.has(author.name.trim().toLowerCase()));
}

/* ---------- Images and full text ---------- */

export const documentImageKinds = ['cover', 'abstract'] as const;
export type DocumentImageKind = (typeof documentImageKinds)[number];
/** The full-text files read: PDF, Word (DOCX), HTML and plain text, up to this size. */
export const MAX_FULL_TEXT_BYTES = 20 * 1024 * 1024;
export const fullTextExtensions = ['.pdf', '.docx', '.html', '.htm', '.txt'] as const;
export const fullTextMessages = {
  tooLarge: `The file is larger than ${MAX_FULL_TEXT_BYTES / 1024 / 1024} MB.`,
  unsupported: 'Only PDF, Word (DOCX), HTML and plain-text files can be read.',
  unreadable: (fileName: string) => `${fileName} could not be read: no text was found in it.`,
  missingFile: 'Choose a file to upload.',
} as const;

/* ---------- Calls (doc 2 §7 Documents) ---------- */

const investigationParams = z.object({
  type: z.string().regex(/^[a-z]+$/),
  id: z.coerce.number().int().positive(),
});
const documentParams = investigationParams.extend({ docId: z.coerce.number().int().positive() });
/** The image calls' path names no type (doc 2 §7): /api/investigations/{id}/documents/{docId}/image/{kind}. */
const imageParams = z.object({
  id: z.coerce.number().int().positive(),
  docId: z.coerce.number().int().positive(),
  kind: z.enum(documentImageKinds),
});

export const documentEditingApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/documents',
    access: 'owner',
    requires: 'omnipotent',
    summary:
      'Creates a document of the given type from the overwrites: 201 with a Location ending in its id; a rule of ' +
      'the dialog broken is a 400 with its message',
    params: investigationParams,
    body: createDocumentBody,
    response: workspaceDocument,
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/api/investigations/:type/:id/documents/:docId',
    access: 'owner',
    requires: 'omnipotent',
    summary:
      'Overwrites the changed fields (an empty string clears one); kept over any later harvest of the same work, ' +
      'and the previous values are kept for undo',
    params: documentParams,
    body: documentOverwrites,
    response: workspaceDocument,
  }),
} as const;

export const documentFilesApi = {
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/documents/:docId/image/:kind',
    access: 'owner',
    requires: 'omnipotent',
    multipart: true,
    summary: "Stores the document's cover or abstract image (multipart: file, fileName, journalImage)",
    params: imageParams,
    response: workspaceDocument,
  }),
  deleteImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/investigations/:id/documents/:docId/image/:kind',
    access: 'owner',
    requires: 'omnipotent',
    summary: "Removes the document's cover or abstract image",
    params: imageParams,
    response: workspaceDocument,
  }),
  uploadFullText: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/documents/:docId/full-text',
    access: 'owner',
    requires: 'omnipotent',
    multipart: true,
    summary:
      'Stores the full text (multipart: file; PDF, DOCX, HTML or plain text): its text is extracted, searched by ' +
      'the free-text filter and mined like an abstract; a file that cannot be read is a 400 and changes nothing',
    params: documentParams,
    response: workspaceDocument,
  }),
  fullText: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/documents/:docId/full-text',
    access: 'owner',
    summary: 'The uploaded full-text file as it was uploaded (View PDF); 404 when none',
    params: documentParams,
    response: z.unknown(),
  }),
} as const;
