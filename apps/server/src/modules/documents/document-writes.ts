import { mergeEntityMentions } from './document-entities.repository.js';
import {
  changeLabels,
  loadDocuments,
  markRead,
  renameLabelEverywhere,
  setReviewFieldAndLoad,
} from './document-review.repository.js';
import { copyDocuments, relinkCopiedImages } from './documents-copy.repository.js';

export type { ReviewColumn } from './document-review.repository.js';

/**
 * What the workspace asks this module to write (it owns documents, document_sources, document_merges and
 * document_entities): the review (a field, labels, read marks), an entity merge's mentions, a copy's documents. Each
 * takes the caller's database or transaction. A review field is written and the document read back in one
 * statement: a review click is the most frequent write.
 */
export const documentWrites = {
  setReviewFieldAndLoad,
  changeLabels,
  renameLabelEverywhere,
  markRead,
  mergeEntityMentions,
  copyDocuments,
  relinkCopiedImages,
};

/** The documents as a list shows them (with authors, merged sources and identifiers), in the order of `ids`. */
export const loadWorkspaceDocuments = loadDocuments;
