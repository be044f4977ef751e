// Worker thread: reads uploaded files and posts their documents in batches, with each document's text mining done
// here too, so neither parsing nor mining ever runs on the server's event loop. It posts a batch only when asked,
// so a 20 MB file never piles up in memory faster than the ingest stores it.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { mineDocument } from '../../../text/mine.js';
import { localFileBatches } from './local-file.js';
import type { LocalFilesRequest, LocalFilesMessage } from './local-file-reader.js';

const { files, batchSize } = workerData as LocalFilesRequest;

function* everyBatch(): Generator<LocalFilesMessage> {
  for (const [fileIndex, file] of files.entries()) {
    const content = file.path ? fs.readFileSync(file.path) : (file.content ?? '');
    for (const { documents, errors } of localFileBatches(file.fileName, content, batchSize)) {
      yield { kind: 'batch', fileIndex, documents, minings: documents.map(mineDocument), errors };
    }
  }
  yield { kind: 'end' };
}

const batches = everyBatch();
parentPort!.on('message', () => {
  try {
    const next = batches.next();
    if (!next.done) parentPort!.postMessage(next.value);
  } catch (error) {
    parentPort!.postMessage({
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
    } satisfies LocalFilesMessage);
  }
});
