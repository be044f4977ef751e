import type { DocumentDialogPage, WorkspaceDocument } from '@quarry/contract';
import type { FormIssueField } from './documentForm';

/** A document's images and full text (doc 2 §3: coverImageId, abstractImageId, journalImage; the uploaded full text). */
export type DocumentFiles = Partial<
  Pick<WorkspaceDocument, 'coverImageId' | 'abstractImageId' | 'journalImage' | 'hasFullText'>
>;

/** The page of the dialog each message belongs to (its tab is marked while the message shows). */
export const pageOfField: Record<FormIssueField, DocumentDialogPage> = {
  title: 'Details',
  url: 'Details',
  fullTextUrl: 'Details',
  date: 'Details',
  publicationType: 'Details',
  authors: 'Authors',
  bulkAuthors: 'Authors in Bulk',
};

/** A page's tab value: no spaces, since the tabs make element ids (and ARIA references) of it. */
export const pageKey = (page: DocumentDialogPage): string => page.toLowerCase().replace(/\s+/g, '-');
