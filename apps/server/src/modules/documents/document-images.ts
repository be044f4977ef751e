import { type DocumentImageKind, isDocumentUrl, type WorkspaceDocument } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import type { UploadForm } from '../../http/upload-form.js';
import { notFound } from '../../http/http-error.js';
import { documentToRead, setDocumentImage } from './document-files.repository.js';
import { loadDocuments } from './document-review.repository.js';

/** The images table's owner (the persons module), asked for what a document shows. */
export interface ImageStore {
  /** Stores an image of the investigation that is no person's; 400 for no file or not an image. */
  storeImage(investigationId: number, content: Buffer | undefined): Promise<number>;
  /** Deletes such an image once nothing shows it. */
  discardImage(investigationId: number, imageId: number): Promise<void>;
}

/** A form's "true" (FormData sends the checkbox's state as text). */
const isTrue = (value: string | undefined) => value !== undefined && /^(true|1|on)$/i.test(value.trim());

/** Where the image came from: the name the dialog sent when it is an address (an image fetched from the web). */
function sourceUrlOf(form: UploadForm): string | null {
  const name = (form.fields.fileName ?? form.fileName ?? '').trim();
  return isDocumentUrl(name) ? name : null;
}

/**
 * A document's cover and abstract images (doc 2 §3, §7): stored as the persons' pictures are, shown by id through
 * GET /api/images; the image a document no longer shows is deleted. The cover's upload says whether it is the
 * journal's; removing the cover clears that.
 */
export function createDocumentImages(db: Database, images: ImageStore) {
  async function documentOf(investigationId: number, documentId: number): Promise<WorkspaceDocument> {
    const [document] = await loadDocuments(db, investigationId, [documentId]);
    if (!document) throw notFound();
    return document;
  }

  return {
    async upload(
      investigationId: number,
      documentId: number,
      kind: DocumentImageKind,
      form: UploadForm,
    ): Promise<WorkspaceDocument> {
      if (!(await documentToRead(db, investigationId, documentId))) throw notFound();
      const imageId = await images.storeImage(investigationId, form.file);
      const set = await setDocumentImage(db, investigationId, documentId, kind, {
        imageId,
        sourceUrl: sourceUrlOf(form),
        journalImage: kind === 'cover' ? isTrue(form.fields.journalImage) : undefined,
      });
      if (!set) {
        await images.discardImage(investigationId, imageId);
        throw notFound();
      }
      if (set.previousImageId !== null) await images.discardImage(investigationId, set.previousImageId);
      return documentOf(investigationId, documentId);
    },

    async remove(investigationId: number, documentId: number, kind: DocumentImageKind): Promise<WorkspaceDocument> {
      const set = await setDocumentImage(db, investigationId, documentId, kind, {
        imageId: null,
        sourceUrl: null,
        journalImage: kind === 'cover' ? false : undefined,
      });
      if (!set) throw notFound();
      if (set.previousImageId !== null) await images.discardImage(investigationId, set.previousImageId);
      return documentOf(investigationId, documentId);
    },
  };
}

export type DocumentImages = ReturnType<typeof createDocumentImages>;
