import { imageText, MAX_IMAGE_BYTES } from '@quarry/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error.js';

/** An uploaded image form: its first file (at most MAX_IMAGE_BYTES) and its text fields. */
export interface ImageForm {
  file: Buffer | undefined;
  fields: Record<string, string>;
}

/** Reads a multipart image upload (persons' pictures, insights' images); 400 when it is not one or too large. */
export async function readImageForm(request: FastifyRequest): Promise<ImageForm> {
  if (!request.isMultipart()) throw badRequest(imageText.noFile);
  const form: ImageForm = { file: undefined, fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const content = await part.toBuffer();
      if (part.file.truncated) throw badRequest(imageText.tooLarge);
      form.file ??= content;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(imageText.tooLarge);
    throw error;
  }
  return form;
}
