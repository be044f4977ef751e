import { CUSTOM_PUBLICATION_TYPE, documentMessages } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { testDocument } from '../data/testDocument';
import {
  addAuthor,
  applyBulkAuthors,
  blankForm,
  changeAuthor,
  changedFields,
  choosePublicationType,
  createOverwrites,
  formFromDocument,
  formIssues,
  issueOf,
  pickerValue,
  removeAuthor,
  savedAuthor,
  type DocumentForm,
} from './documentForm';
import { pageKey } from './documentFiles';
import { fullTextProblem } from './fullTextFile';

const valid = (overrides: Partial<DocumentForm> = {}): DocumentForm => ({
  ...blankForm('Book Chapter'),
  title: 'Cover crops',
  url: 'https://example.org/chapter',
  ...overrides,
});

const stored = testDocument(42, {
  type: 'Book Chapter',
  title: 'Soil carbon',
  abstract: 'We measured.',
  url: 'https://example.org/soil',
  date: '2021-03-01',
  datePrecision: 'MonthYear',
  publicationType: 'Festschrift chapter',
  authors: [
    { id: 1, name: 'Marta Puig i Serra', affiliations: ['CREAF', 'UAB'] },
    { id: 2, name: 'Jean-Luc Moreau', affiliations: [] },
  ],
});

describe('the form of a document', () => {
  it('shows a stored document: the date as short as its precision, an unknown publication type as custom', () => {
    const form = formFromDocument(stored);
    expect(form).toMatchObject({
      type: 'Book Chapter',
      title: 'Soil carbon',
      url: 'https://example.org/soil',
      doi: '',
      date: '2021-03',
      publicationType: 'Festschrift chapter',
      customPublicationType: true,
      bulkText: null,
    });
    expect(pickerValue(form)).toBe(CUSTOM_PUBLICATION_TYPE);
    expect(form.authors).toEqual([
      { name: 'Marta Puig i Serra', affiliations: 'CREAF\nUAB' },
      { name: 'Jean-Luc Moreau', affiliations: '' },
    ]);
    const known = formFromDocument(testDocument(1, { publicationType: 'Keynote Lecture', type: 'Web Page' }));
    expect(known).toMatchObject({ customPublicationType: false, type: 'Web Page' });
    expect(pickerValue(known)).toBe('Keynote Lecture');
    expect(formFromDocument(testDocument(1, { type: 'Patent' })).type).toBe('Article');
  });

  it('starts the custom option empty, and a known choice leaves it', () => {
    const custom = choosePublicationType(valid({ publicationType: 'Poster' }), CUSTOM_PUBLICATION_TYPE);
    expect(custom).toMatchObject({ customPublicationType: true, publicationType: '' });
    expect(choosePublicationType(custom, 'Webinar')).toMatchObject({
      customPublicationType: false,
      publicationType: 'Webinar',
    });
    expect(choosePublicationType(custom, null)).toMatchObject({ customPublicationType: false, publicationType: '' });
  });
});

describe('the messages of the Document dialog (doc 2 §5)', () => {
  const messages = (form: DocumentForm, hasFile = false) => formIssues(form, hasFile).map((issue) => issue.message);

  it('says nothing of a valid form', () => {
    expect(formIssues(valid())).toEqual([]);
  });

  it('gives each rule its message, under its field', () => {
    const issues = formIssues(valid({ title: ' ', url: 'example.org', date: '2021-02-30' }));
    expect(issueOf(issues, 'title')).toBe(documentMessages.titleRequired);
    expect(issueOf(issues, 'url')).toBe(documentMessages.websiteUrlPattern);
    expect(issueOf(issues, 'date')).toBe(documentMessages.invalidDate);
    expect(messages(valid({ url: '' }))).toEqual([documentMessages.websiteUrlRequired]);
    expect(messages(valid({ customPublicationType: true }))).toEqual([documentMessages.customPublicationType]);
  });

  it('checks the full-text URL and empty author names of the generic type only, and no URL once a file is chosen', () => {
    const generic = valid({ type: 'Article', fullTextUrl: 'paper.pdf', authors: [{ name: ' ', affiliations: '' }] });
    expect(messages(generic)).toEqual([documentMessages.fullTextUrlPattern, documentMessages.emptyAuthorName]);
    expect(messages(generic, true)).toEqual([documentMessages.emptyAuthorName]);
    expect(messages({ ...generic, type: 'Book' })).toEqual([]);
  });

  it('takes dates of one, two or three parts', () => {
    for (const date of ['2021', '2021-03', '2021-03-09', '']) expect(messages(valid({ date }))).toEqual([]);
    for (const date of ['21', '2021-13', '2021/03', 'March 2021']) {
      expect(messages(valid({ date }))).toEqual([documentMessages.invalidDate]);
    }
  });

  it('gives the bulk precaution while the bulk list drops a name of the Authors page, and takes it otherwise', () => {
    const form = formFromDocument(stored);
    const dropping = { ...form, bulkText: 'Marta Puig i Serra; CREAF' };
    expect(messages(dropping)).toEqual([documentMessages.bulkAuthorsPrecaution]);
    expect(applyBulkAuthors(dropping)).toBe(dropping);
    const keeping = { ...form, bulkText: 'marta puig i serra; CREAF\nJean-Luc Moreau; IRD; \nAda Lovelace' };
    expect(messages(keeping)).toEqual([]);
    expect(applyBulkAuthors(keeping)).toMatchObject({
      bulkText: null,
      authors: [
        { name: 'marta puig i serra', affiliations: 'CREAF' },
        { name: 'Jean-Luc Moreau', affiliations: 'IRD' },
        { name: 'Ada Lovelace', affiliations: '' },
      ],
    });
  });
});

describe('what a save sends', () => {
  it('creates with every filled field, trimmed, and the authors without empty affiliations', () => {
    const form = addAuthor(valid({ doi: ' 10.1/x ', date: '2021', publicationType: 'Book Chapter' }));
    const named = changeAuthor(form, 0, { name: ' Ada Lovelace ', affiliations: 'Analytical Society\n\n  \n' });
    expect(createOverwrites(named)).toEqual({
      title: 'Cover crops',
      url: 'https://example.org/chapter',
      doi: '10.1/x',
      date: '2021',
      publicationType: 'Book Chapter',
      authors: [{ name: 'Ada Lovelace', affiliations: ['Analytical Society'] }],
    });
    expect(createOverwrites(valid())).not.toHaveProperty('authors');
  });

  it('edits the changed fields only, an emptied one as an empty string, and nothing when nothing changed', () => {
    const initial = formFromDocument(stored);
    expect(changedFields(initial, initial)).toBeNull();
    expect(changedFields(initial, { ...initial, title: ' Soil carbon ' })).toBeNull();
    expect(changedFields(initial, { ...initial, date: '2021', abstract: '', doi: '10.1/x' })).toEqual({
      date: '2021',
      abstract: '',
      doi: '10.1/x',
    });
    expect(changedFields(initial, choosePublicationType(initial, 'Poster'))).toEqual({ publicationType: 'Poster' });
  });

  it('sends the whole author list when an author changed, and not for a blank affiliation line', () => {
    const initial = formFromDocument(stored);
    expect(changedFields(initial, changeAuthor(initial, 1, { affiliations: '\n' }))).toBeNull();
    expect(changedFields(initial, removeAuthor(initial, 0))).toEqual({
      authors: [{ name: 'Jean-Luc Moreau', affiliations: [] }],
    });
    expect(savedAuthor({ name: ' A ', affiliations: ' X \r\n\r\nY' })).toEqual({ name: 'A', affiliations: ['X', 'Y'] });
  });
});

describe('a full-text file', () => {
  it('is a PDF, DOCX, HTML or text file within the size limit', () => {
    expect(fullTextProblem({ name: 'Paper.PDF', size: 1000 })).toBeNull();
    expect(fullTextProblem({ name: 'paper.docx', size: 1000 })).toBeNull();
    expect(fullTextProblem({ name: 'paper.doc', size: 1000 })).toMatch(/Only PDF/);
    expect(fullTextProblem({ name: 'paper.pdf', size: 21 * 1024 * 1024 })).toMatch(/larger than 20 MB/);
  });
});

describe("the dialog's pages", () => {
  it('have tab values without spaces (the tabs make element ids of them)', () => {
    expect(pageKey('Authors in Bulk')).toBe('authors-in-bulk');
    expect(pageKey('Document Type')).toBe('document-type');
  });
});
