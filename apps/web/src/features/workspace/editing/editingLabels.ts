import { fullTextExtensions, MAX_FULL_TEXT_BYTES } from '@quarry/contract';
import type { TextField } from './documentForm';

/**
 * Texts of the Document dialog and its entry points (doc 2 §2, §4, §5); the rules' messages, the pages, the types
 * and the publication types are the contract's.
 */
export const editingText = {
  newDocument: 'New Document',
  newDocumentHint: 'Add a document that no source found',
  editTitle: 'Edit Document',
  edit: 'Edit',
  uploadFullText: 'Upload Full Text',
  documentActions: (title: string) => `Document actions: ${title}`,
  pages: 'Document dialog pages',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  documentType: 'Document type',
  publicationType: 'Publication type',
  customGroup: 'Custom',
  customOption: 'Custom...',
  customPublicationType: 'Custom publication type',
  dateHint: 'YYYY-MM-DD, YYYY-MM or YYYY',
  chooseFullText: 'Choose a full-text file',
  fullTextChosen: (name: string) => `To upload after saving: ${name}`,
  dropFullText: 'Drop the chosen file',
  noAuthors: 'No authors yet.',
  addAuthor: 'Add Author',
  authorName: 'Name',
  affiliations: 'Affiliations (one per line)',
  removeAuthor: (name: string) => `Remove the author ${name || '(no name)'}`,
  bulkAuthors: 'Authors, one per line: Name; Affiliation; Affiliation',
  bulkHint: 'Changes here replace the list of the Authors page once you leave this page.',
  journalImage: "This is the journal's cover",
  currentImage: (kind: string) => `The document's ${kind} image`,
  imageFile: 'Image file',
  chooseImage: 'Choose or paste an image',
  cropHint: 'Drag the frame (2:3) to choose what shows',
  zoom: 'Zoom',
  debug: "The document's data (read only)",
  fullTextHint: `PDF, Word (DOCX), HTML or plain text (${fullTextExtensions.join(', ')}), up to ${
    MAX_FULL_TEXT_BYTES / 1024 / 1024
  } MB.`,
  fullTextTitle: (title: string) => `Upload Full Text: ${title}`,
  coverImageAlt: (title: string) => `Cover of ${title}`,
  abstractImageAlt: (title: string) => `Abstract image of ${title}`,
  history: 'History',
  loadingHistory: 'Loading history...',
  noEdits: 'No edits yet: the document is as its sources gave it.',
  historyHint: 'Edits, newest first, with the values each replaced.',
  undoLastEdit: 'Undo Last Edit',
  editedAt: (at: string, by: string | null) => (by ? `${at}, by ${by}` : at),
  previousValue: (field: string, text: string) => `${overwrittenFieldLabel(field)} was: ${text}`,
  emptyValue: '(empty)',
} as const;

/** The label of each text field of the Details page. */
export const fieldLabel: Record<TextField, string> = {
  title: 'Title',
  abstract: 'Abstract',
  url: 'Website URL',
  fullTextUrl: 'Full text URL',
  doi: 'DOI',
  journal: 'Journal',
  publisher: 'Publisher',
  volume: 'Volume',
  issue: 'Issue',
  firstPage: 'First page',
  lastPage: 'Last page',
  date: 'Date',
  originalLanguage: 'Language',
};

const otherFieldLabels: Record<string, string> = { authors: 'Authors', publicationType: 'Publication type' };

/** The label of a field an edit overwrote (the overwrites' names). */
const overwrittenFieldLabel = (field: string): string =>
  fieldLabel[field as TextField] ?? otherFieldLabels[field] ?? field;

/** A value an edit replaced, as text: the authors' names, or '(empty)'. */
export function previousValueText(value: string | Array<{ name: string }> | undefined): string {
  const text = Array.isArray(value) ? value.map((author) => author.name).join('; ') : (value ?? '');
  return text || editingText.emptyValue;
}
