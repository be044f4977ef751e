import type { DocumentSource } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import type { AuthorMentions } from '../../engines/harvest/harvest-ports.js';
import { listDocumentSources, splitMergedRecord } from '../../engines/harvest/pipeline/document-sources.js';
import { notFound } from '../../http/http-error.js';
import { addToDocumentCount } from '../investigations/index.js';
import { documentStore } from './document-store.js';

export interface DocumentSourcesService {
  list(investigationId: number, documentId: number): Promise<{ sources: DocumentSource[] }>;
  split(investigationId: number, documentId: number, mergeId: number): Promise<{ documentId: number }>;
}

/**
 * The records a document is made of, and undoing a merge. The harvest's ingest finds merges and this module's store
 * writes them; a split re-ingests the record through the same store and tells `changed`, so loaded workspace
 * indexes gain the new document.
 */
export function createDocumentSourcesService(
  db: Database,
  mentions: Pick<AuthorMentions, 'open' | 'stored'>,
  changed: (investigationId: number) => void,
): DocumentSourcesService {
  return {
    async list(investigationId, documentId) {
      const sources = await listDocumentSources(db, investigationId, documentId);
      if (!sources) throw notFound();
      return { sources };
    },
    async split(investigationId, documentId, mergeId) {
      const newId = await splitMergedRecord(
        db,
        mentions,
        documentStore,
        addToDocumentCount,
        investigationId,
        documentId,
        mergeId,
      );
      if (newId === undefined) throw notFound();
      changed(investigationId);
      await mentions.stored(investigationId);
      return { documentId: newId };
    },
  };
}
