import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error.js';

/** An uploaded form: its first file with the name the browser gave it, and its text fields. */
export interface UploadForm {
  file: Buffer | undefined;
  fileName: string | undefined;
  fields: Record<string, string>;
}

/** What an upload may be and what it is told when it is not. */
export interface UploadLimits {
  maxBytes: number;
  /** The request is not a multipart form. */
  noFile: string;
  tooLarge: string;
}

/** Reads a multipart upload whole (its first file at most `maxBytes`); 400 when it is not one or too large. */
export async function readUploadForm(request: FastifyRequest, limits: UploadLimits): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(limits.noFile);
  const form: UploadForm = { file: undefined, fileName: undefined, fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const content = await part.toBuffer();
      if (part.file.truncated) throw badRequest(limits.tooLarge);
      if (form.file) continue;
      form.file = content;
      form.fileName = part.filename;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(limits.tooLarge);
    throw error;
  }
  return form;
}
