import { fullTextMessages, type WorkspaceDocument } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import { FULL_TEXT_CONTENT_TYPES, fullTextFormatOf } from '../../engines/harvest/full-text/full-text-format.js';
import type { FullTextReading, FullTextRequest } from '../../engines/harvest/full-text/full-text-reader.js';
import { entityRecordsOf } from '../../engines/harvest/pipeline/ingest-write.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { UploadForm } from '../../http/upload-form.js';
import { documentToRead, findFullText, type FullTextFile, saveFullText } from './document-files.repository.js';
import { loadDocuments } from './document-review.repository.js';
import { insertEntities } from './document-store.repository.js';

export interface DocumentFullTextOptions {
  /** Reads a file's text and mines it, off the event loop (the full-text worker). */
  read(request: FullTextRequest): Promise<FullTextReading>;
  /** The document's text changed: loaded workspace indexes must see it (the change bus). */
  changed(investigationId: number): void;
}

/** The name a file is kept and answered under: its base name, printable, not empty. */
function fileNameOf(form: UploadForm): string {
  const name = (form.fileName ?? form.fields.fileName ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...name]
    .filter((char) => char.charCodeAt(0) >= 32)
    .join('')
    .trim();
  return printable.slice(0, 255) || 'full text';
}

/**
 * A document's full text (doc 2 §7 …/full-text): the uploaded file is read in a worker, its text becomes the
 * document's (searched by the free-text filter, its terms found, its snippets shown) and its entities are mined as
 * an abstract's, in one transaction; a file that cannot be read is a 400 that changes nothing.
 */
export function createDocumentFullText(db: Database, options: DocumentFullTextOptions) {
  return {
    async upload(investigationId: number, documentId: number, form: UploadForm): Promise<WorkspaceDocument> {
      const document = await documentToRead(db, investigationId, documentId);
      if (!document) throw notFound();
      const content = form.file;
      if (!content || content.length === 0) throw badRequest(fullTextMessages.missingFile);
      const fileName = fileNameOf(form);
      if (!fullTextFormatOf(fileName, content)) throw badRequest(fullTextMessages.unsupported);
      const reading = await options.read({ fileName, content, title: document.title, type: document.type });
      if (!reading.ok) {
        throw badRequest(
          reading.problem === 'unsupported' ? fullTextMessages.unsupported : fullTextMessages.unreadable(fileName),
        );
      }
      const file = { file_name: fileName, content_type: FULL_TEXT_CONTENT_TYPES[reading.format], content };
      await db.transaction(async (tx) => {
        await saveFullText(tx, documentId, file, reading.text);
        await insertEntities(tx, entityRecordsOf(documentId, reading.mining));
      });
      options.changed(investigationId);
      const [written] = await loadDocuments(db, investigationId, [documentId]);
      if (!written) throw notFound();
      return written;
    },

    async file(investigationId: number, documentId: number): Promise<FullTextFile> {
      const file = await findFullText(db, investigationId, documentId);
      if (!file) throw notFound();
      return file;
    },
  };
}

export type DocumentFullText = ReturnType<typeof createDocumentFullText>;
