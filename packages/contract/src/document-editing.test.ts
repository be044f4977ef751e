import { describe, expect, it } from 'vitest';
import {
  bulkAuthorsKeepNames,
  bulkAuthorsText,
  documentDateText,
  documentDialogPagesFor,
  documentIssues,
  documentMessages,
  documentOverwrites,
  type DocumentDraft,
  knownPublicationTypes,
  parseBulkAuthors,
  parseDocumentDate,
} from './document-editing.js';

const draft = (changes: Partial<DocumentDraft> = {}): DocumentDraft => ({
  type: 'Book Chapter',
  title: 'Peat carbon',
  url: 'https://example.org/peat',
  fullTextUrl: '',
  hasFullTextFile: false,
  date: '2020-03-04',
  publicationType: 'Book Chapter',
  customPublicationType: false,
  authors: [{ name: 'Ada Lovelace' }],
  ...changes,
});
const messagesOf = (changes: Partial<DocumentDraft>) => documentIssues(draft(changes)).map((issue) => issue.message);

describe('the document dialog date', () => {
  it('takes YYYY-MM-DD or shorter, with the precision of its parts', () => {
    expect(parseDocumentDate('2020')).toEqual({ date: '2020-01-01', precision: 'Year' });
    expect(parseDocumentDate('2020-3')).toEqual({ date: '2020-03-01', precision: 'MonthYear' });
    expect(parseDocumentDate(' 2020-03-04 ')).toEqual({ date: '2020-03-04', precision: 'DayMonthYear' });
  });

  it('refuses what is no calendar day', () => {
    for (const text of ['2021-02-29', '2020-13', '20', 'March 2020', '2020-03-04T00:00', '0999', ''])
      expect(parseDocumentDate(text), text).toBeUndefined();
  });

  it('is shown as short as its precision', () => {
    expect(documentDateText('2020-03-04', 'Year')).toBe('2020');
    expect(documentDateText('2020-03-04', 'MonthYear')).toBe('2020-03');
    expect(documentDateText('2020-03-04', 'DayMonthYear')).toBe('2020-03-04');
    expect(documentDateText(null, null)).toBe('');
  });
});

describe('the document dialog rules (doc 2 §5)', () => {
  it('passes a complete document', () => expect(documentIssues(draft())).toEqual([]));

  it('asks for a title and a website URL that is a URL', () => {
    expect(messagesOf({ title: '  ' })).toEqual([documentMessages.titleRequired]);
    expect(messagesOf({ url: '' })).toEqual([documentMessages.websiteUrlRequired]);
    expect(messagesOf({ url: 'example.org' })).toEqual([documentMessages.websiteUrlPattern]);
    expect(messagesOf({ url: 'https://example .org' })).toEqual([documentMessages.websiteUrlPattern]);
  });

  it('checks the full-text URL of the generic type only when no file is uploaded', () => {
    expect(messagesOf({ type: 'Article', fullTextUrl: 'ftp://x' })).toEqual([documentMessages.fullTextUrlPattern]);
    expect(messagesOf({ type: 'Article', fullTextUrl: 'ftp://x', hasFullTextFile: true })).toEqual([]);
    expect(messagesOf({ type: 'Book', fullTextUrl: 'ftp://x' })).toEqual([]);
  });

  it('refuses a bad date, an empty custom type and a nameless author of the generic type', () => {
    expect(messagesOf({ date: '2020-02-30' })).toEqual([documentMessages.invalidDate]);
    expect(messagesOf({ customPublicationType: true, publicationType: ' ' })).toEqual([
      documentMessages.customPublicationType,
    ]);
    expect(messagesOf({ type: 'Article', authors: [{ name: 'Ada' }, { name: ' ' }] })).toEqual([
      documentMessages.emptyAuthorName,
    ]);
  });

  it('offers every publication type of doc 2 §3 and drops Document Type when editing', () => {
    expect(knownPublicationTypes).toContain('Journal Article (Translation)');
    expect(knownPublicationTypes).toContain('Edited Volume (Reprint)');
    expect(knownPublicationTypes).toHaveLength(19);
    expect(documentDialogPagesFor(true)[0]).toBe('Document Type');
    expect(documentDialogPagesFor(false)).not.toContain('Document Type');
  });
});

describe('authors in bulk', () => {
  it('reads one author a line with affiliations after semicolons, and writes them back', () => {
    const authors = parseBulkAuthors('Ada Lovelace; Analytical Society\n\n  Grace Hopper \r\nAlan Turing;;NPL');
    expect(authors).toEqual([
      { name: 'Ada Lovelace', affiliations: ['Analytical Society'] },
      { name: 'Grace Hopper', affiliations: [] },
      { name: 'Alan Turing', affiliations: ['NPL'] },
    ]);
    expect(parseBulkAuthors(bulkAuthorsText(authors))).toEqual(authors);
  });

  it('must keep every name of the Authors page', () => {
    const bulk = parseBulkAuthors('ada lovelace\nGrace Hopper');
    expect(bulkAuthorsKeepNames(bulk, [{ name: 'Ada Lovelace' }, { name: '' }])).toBe(true);
    expect(bulkAuthorsKeepNames(bulk, [{ name: 'Alan Turing' }])).toBe(false);
  });
});

describe('the overwrites', () => {
  it('take only known fields', () => {
    expect(documentOverwrites.safeParse({ title: 'T', date: '' }).success).toBe(true);
    expect(documentOverwrites.safeParse({ relevancy: 'Relevant' }).success).toBe(false);
  });
});
