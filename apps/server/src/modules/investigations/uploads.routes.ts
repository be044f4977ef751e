import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, uploadPaths, uploadResult } from '@quarry/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorize } from '../../http/access.js';
import { decodeFileContent } from '../../harvest/connectors/local-file.js';
import { badRequest } from '../../http/http-error.js';
import { storeLocalFiles } from './upload-stream.js';
import type { UploadedFile, UploadsService } from './uploads.service.js';

interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Reads a multipart form: its text fields and every file as text (at most MAX_UPLOAD_BYTES each). */
async function readForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  const form: MultipartForm = { fields: {}, files: [] };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // UTF-8, or Windows-1252 for the bytes that are not (what older reference managers export).
      const content = decodeFileContent(await part.toBuffer());
      if (part.file.truncated) throw badRequest(`${part.filename} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
      form.files.push({ fileName: part.filename || 'upload', content });
    } else {
      form.fields[part.fieldname] = String(part.value);
    }
  }
  return form;
}

const fileSchema = { hide: false, summary: '', consumes: ['multipart/form-data'] };

/** The three file uploads of doc 1 §7 (multipart, so registered here rather than from the endpoint table). */
export async function registerUploadRoutes(app: FastifyInstance, uploads: UploadsService): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 20 } });

  app.post(uploadPaths.authorsFile, { schema: { ...fileSchema, summary: 'Upload an authors file: one Person investigation per line (omnisol)', response: { 200: uploadResult } } }, async (request) => {
    const user = authorize(request, 'omnisol')!;
    const { files } = await readForm(request);
    if (!files[0]) throw badRequest('Please choose a file');
    return uploads.fromAuthorsFile(user, files[0].content);
  });

  app.post(uploadPaths.definitionFile, { schema: { ...fileSchema, summary: 'Create the investigations a definition file (JSON or CSV) describes; an empty answer means success (omnisol)' } }, async (request, reply) => {
    const user = authorize(request, 'omnisol')!;
    const { fields, files } = await readForm(request);
    if (!files[0]) throw badRequest('Please choose a file');
    await uploads.fromDefinitionFile(user, fields.fileName || files[0].fileName, files[0].content);
    return reply.code(200).type('text/plain; charset=utf-8').send('');
  });

  app.post(uploadPaths.localDocuments, { schema: { ...fileSchema, summary: 'Create a Local documents investigation from RIS, BibTeX, CSL-JSON or OpenAlex JSON files', response: { 200: uploadResult } } }, async (request) => {
    const user = authorize(request, 'signedIn')!;
    if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
    const incoming = await uploads.incomingFiles();
    try {
      const form = await storeLocalFiles(request.parts(), incoming);
      return await uploads.fromLocalFiles(user, form.fields.title ?? '', incoming, form.stored, form.refused);
    } catch (error) {
      await incoming.discard();
      throw error;
    }
  });
}
