import type { Database } from '../db/database.js';
import { readFullTextInWorker } from '../engines/harvest/full-text/full-text-reader.js';
import type { ChangeBus } from '../events/change-bus.js';
import { createDocumentFullText, createDocumentImages } from '../modules/documents/index.js';
import type { Late } from './late.js';
import type { PersonsWiring } from './wire-persons.js';

export type DocumentFilesWiring = ReturnType<typeof wireDocumentFiles>;

/**
 * A document's images and full text: the images are stored by the persons module (the images table's owner); a
 * full text is read in a worker thread, and its new text rebuilds loaded indexes in every process as new documents do.
 */
export function wireDocumentFiles(deps: { db: Database; persons: PersonsWiring; changes: Late<ChangeBus> }) {
  const { db, persons, changes } = deps;
  return {
    images: createDocumentImages(db, persons.images),
    fullText: createDocumentFullText(db, {
      read: (request) => readFullTextInWorker(request),
      changed: (investigationId) => changes.get().publish({ kind: 'documents', investigationId, added: 0 }),
    }),
  };
}
