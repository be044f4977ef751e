import { clusterReportMessages, MAX_ACCURACY_CV_FILES, MAX_CV_FILE_BYTES } from '@quarry/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/http-error.js';

/** One file of the upload: its bytes, or `tooLarge` when it went past MAX_CV_FILE_BYTES (its bytes then dropped). */
export interface AccuracyFile {
  fileName: string;
  bytes: Uint8Array;
  tooLarge: boolean;
}

/**
 * Reads the accuracy report's CV files one at a time, handing each to `each` before the next is read (at most one
 * file's bytes in memory); 400 when the request is no form, has no file or more than MAX_ACCURACY_CV_FILES.
 */
export async function eachAccuracyFile(
  request: FastifyRequest,
  each: (file: AccuracyFile) => Promise<void>,
): Promise<void> {
  if (!request.isMultipart()) throw badRequest(clusterReportMessages.noAccuracyFiles);
  let count = 0;
  try {
    // A file past the size limit is truncated and that file alone refused: @fastify/multipart reads
    // throwFileSizeLimit from these options at run time, though its types leave it out.
    const options = {
      limits: { fileSize: MAX_CV_FILE_BYTES, files: MAX_ACCURACY_CV_FILES + 1 },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0];
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (++count > MAX_ACCURACY_CV_FILES) throw badRequest(clusterReportMessages.tooManyAccuracyFiles);
      const bytes = await part.toBuffer();
      const tooLarge = part.file.truncated;
      await each({ fileName: part.filename || 'upload', bytes: tooLarge ? new Uint8Array() : bytes, tooLarge });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw badRequest(clusterReportMessages.tooManyAccuracyFiles);
    throw error;
  }
  if (count === 0) throw badRequest(clusterReportMessages.noAccuracyFiles);
}
