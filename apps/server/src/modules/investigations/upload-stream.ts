import type { Multipart } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, TOO_MANY_FILES } from '@quarry/contract';
import { NOT_A_LOCAL_FILE } from '../../engines/harvest/connectors/local-file.js';
import { decodeFileContent } from '../../engines/harvest/connectors/local-file.js';
import { mayBeLocalFile } from '../../engines/harvest/connectors/local-file-format.js';
import { mayBeWorkbook } from '../../engines/harvest/connectors/tabular-file.js';
import { badRequest } from '../../http/http-error.js';
import type { IncomingFiles } from './upload-files.js';
import type { StoredFile } from './uploads.repository.js';

/** Enough of a file's start to tell whether it may be one of the formats read. */
const HEAD_BYTES = 4096;

export interface StreamedForm {
  fields: Record<string, string>;
  stored: StoredFile[];
  /** One line per file refused at once, for the upload's answer. */
  refused: string[];
}

/**
 * Writes each file of a multipart form to `incoming` as it streams in, never holding a whole file in memory;
 * a file whose first bytes cannot start RIS, BibTeX or JSON is read to its end and dropped. Its records are read
 * later, by the harvest.
 */
export async function storeLocalFiles(
  parts: AsyncIterableIterator<Multipart>,
  incoming: IncomingFiles,
): Promise<StreamedForm> {
  const form: StreamedForm = { fields: {}, stored: [], refused: [] };
  try {
    await storeParts(parts, incoming, form);
  } catch (error) {
    // @fastify/multipart stops at the limit with a bare 413 "reach files limit"
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(TOO_MANY_FILES);
    throw error;
  }
  return form;
}

async function storeParts(
  parts: AsyncIterableIterator<Multipart>,
  incoming: IncomingFiles,
  form: StreamedForm,
): Promise<void> {
  for await (const part of parts) {
    if (part.type !== 'file') {
      form.fields[part.fieldname] = String(part.value);
      continue;
    }
    const fileName = part.filename || 'upload';
    const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < HEAD_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.length;
    }
    const rest = async function* () {
      yield* head;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    };
    const start = Buffer.concat(head);
    if (!mayBeWorkbook(start, fileName) && !mayBeLocalFile(decodeFileContent(start), fileName)) {
      for await (const _ of rest()); // a multipart stream goes on to the next part only once this one is read
      form.refused.push(`${fileName}: ${NOT_A_LOCAL_FILE}`);
      continue;
    }
    const stored = await incoming.write(fileName, rest());
    if (part.file.truncated) throw badRequest(`${fileName} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    form.stored.push(stored);
  }
}
