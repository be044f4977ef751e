import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, uploadsApi } from '@quarry/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeFileContent } from '../../engines/harvest/connectors/local-file.js';
import { badRequest } from '../../http/http-error.js';
import { addRoute } from '../../http/route.js';
import { type StreamedForm, storeLocalFiles } from './upload-stream.js';
import type { IncomingFiles } from './upload-files.js';
import type { UploadedFile, UploadsService } from './uploads.service.js';

interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Reads a multipart form: its text fields and every file's bytes (at most MAX_UPLOAD_BYTES each). */
async function readForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  const form: MultipartForm = { fields: {}, files: [] };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw badRequest(`${part.filename} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
      form.files.push({ fileName: part.filename || 'upload', bytes });
    } else {
      form.fields[part.fieldname] = String(part.value);
    }
  }
  return form;
}

/** The three file uploads of doc 1 §7 (multipart: each reads its own form, after the endpoint's access check). */
export async function registerUploadRoutes(app: FastifyInstance, uploads: UploadsService): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 20 } });

  addRoute(app, uploadsApi.authorsFile, async ({ request, user }) => {
    const { files } = await readForm(request);
    if (!files[0]) throw badRequest('Please choose a file');
    return uploads.fromAuthorsFile(user, files[0].fileName, files[0].bytes);
  });

  addRoute(app, uploadsApi.definitionFile, async ({ request, reply, user }) => {
    const { fields, files } = await readForm(request);
    if (!files[0]) throw badRequest('Please choose a file');
    // UTF-8, UTF-16 with a BOM, or the legacy encoding (Windows-1252, GBK, Shift-JIS…) the detector finds.
    const text = decodeFileContent(files[0].bytes);
    await uploads.fromDefinitionFile(user, fields.fileName || files[0].fileName, text);
    return reply.code(200).type('text/plain; charset=utf-8').send('') as never;
  });

  /** Streams the request's files into a folder of their own, which `use` keeps; any error discards them. */
  async function withLocalFiles<T>(
    request: FastifyRequest,
    use: (form: StreamedForm, incoming: IncomingFiles) => Promise<T>,
  ): Promise<T> {
    if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
    const incoming = await uploads.incomingFiles();
    try {
      return await use(await storeLocalFiles(request.parts(), incoming), incoming);
    } catch (error) {
      await incoming.discard();
      throw error;
    }
  }

  addRoute(app, uploadsApi.localDocuments, ({ request, user }) =>
    withLocalFiles(request, (form, incoming) =>
      uploads.fromLocalFiles(user, form.fields.title ?? '', incoming, form.stored, form.refused),
    ),
  );

  addRoute(app, uploadsApi.addLocalFiles, ({ request, investigation }) =>
    withLocalFiles(request, (form, incoming) =>
      uploads.addLocalFiles(investigation.id, incoming, form.stored, form.refused),
    ),
  );
}
