import { documentFilesApi, fullTextMessages, MAX_FULL_TEXT_BYTES } from '@quarry/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FULL_TEXT_CONTENT_TYPES } from '../../engines/harvest/full-text/full-text-format.js';
import { attachmentHeader } from '../../http/downloads.js';
import { readImageForm } from '../../http/image-form.js';
import { addRoute } from '../../http/route.js';
import { readUploadForm } from '../../http/upload-form.js';
import type { FullTextFile } from './document-files.repository.js';
import type { DocumentFullText } from './document-full-text.js';
import type { DocumentImages } from './document-images.js';

const inlineHeader = (fileName: string) => attachmentHeader(fileName).replace(/^attachment/, 'inline');

/**
 * The file as uploaded. A PDF opens in the browser's viewer; HTML and text open sandboxed (an uploaded page runs no
 * script in Quarry's origin); a Word file downloads.
 */
function sendFullText(reply: FastifyReply, file: FullTextFile): never {
  const opens = file.content_type !== FULL_TEXT_CONTENT_TYPES.docx;
  if (file.content_type.startsWith('text/')) reply.header('content-security-policy', "sandbox; default-src 'none'");
  return reply
    .type(file.content_type)
    .header('content-disposition', opens ? inlineHeader(file.file_name) : attachmentHeader(file.file_name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache')
    .send(file.content) as never;
}

/** A document's cover and abstract images and its full text (doc 2 §7 Documents). */
export function registerDocumentFilesRoutes(
  app: FastifyInstance,
  images: DocumentImages,
  fullText: DocumentFullText,
): void {
  addRoute(app, documentFilesApi.uploadImage, async ({ investigation, params, request }) =>
    images.upload(investigation.id, params.docId, params.kind, await readImageForm(request)),
  );
  addRoute(app, documentFilesApi.deleteImage, async ({ investigation, params }) =>
    images.remove(investigation.id, params.docId, params.kind),
  );
  addRoute(app, documentFilesApi.uploadFullText, async ({ investigation, params, request }) => {
    const form = await readUploadForm(request, {
      maxBytes: MAX_FULL_TEXT_BYTES,
      noFile: fullTextMessages.missingFile,
      tooLarge: fullTextMessages.tooLarge,
    });
    return fullText.upload(investigation.id, params.docId, form);
  });
  addRoute(app, documentFilesApi.fullText, async ({ investigation, params, reply }) =>
    sendFullText(reply, await fullText.file(investigation.id, params.docId)),
  );
}
