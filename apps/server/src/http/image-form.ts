import { imageText, MAX_IMAGE_BYTES } from '@quarry/contract';
import type { FastifyRequest } from 'fastify';
import { readUploadForm, type UploadForm } from './upload-form.js';

/** An uploaded image form: its first file (at most MAX_IMAGE_BYTES) and its text fields. */
export type ImageForm = UploadForm;

/** Reads a multipart image upload (persons', documents' and insights' images); 400 when it is not one or too large. */
export const readImageForm = (request: FastifyRequest): Promise<ImageForm> =>
  readUploadForm(request, { maxBytes: MAX_IMAGE_BYTES, noFile: imageText.noFile, tooLarge: imageText.tooLarge });
