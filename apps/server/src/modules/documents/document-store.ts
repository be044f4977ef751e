import type { DocumentStore } from '../../engines/harvest/document-store.js';
import {
  deleteDocuments,
  deleteMerge,
  deleteProvenance,
  emptyFilled,
  fillDocuments,
  insertDocuments,
  insertEntities,
  insertMerges,
  insertSources,
  labelDupSuspects,
} from './document-store.repository.js';
import { importDecisions, undoImportedDecisions } from './imported-decisions.repository.js';

/** The harvest's port to this module (harvest/document-store.ts): every write of a harvest, a split or an undo. */
export const documentStore: DocumentStore = {
  insertDocuments,
  insertSources,
  insertEntities,
  fillDocuments,
  insertMerges,
  labelDupSuspects,
  deleteMerge,
  emptyFilled,
  deleteProvenance,
  deleteDocuments,
  importDecisions,
  undoImportedDecisions,
};
