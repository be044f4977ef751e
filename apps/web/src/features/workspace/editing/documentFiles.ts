import type { DocumentDialogPage, WorkspaceDocument } from '@quarry/contract';
import type { FormIssueField } from './documentForm';

/**
 * A document's images and full text (doc 2 §3: coverImageId, abstractImageId, journalImage; the uploaded full
 * text). Read as optional: the workspace document carries them once the server side of step 12 is merged.
 */
export interface DocumentFiles {
  coverImageId?: number | null;
  abstractImageId?: number | null;
  journalImage?: boolean;
  hasFullText?: boolean;
}
export const filesOf = (document: WorkspaceDocument): DocumentFiles => document as WorkspaceDocument & DocumentFiles;

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
