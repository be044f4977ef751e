// Worker thread: reads uploaded files and posts their documents in batches, with each document's cleaning, work
// signature and text mining done here too, so neither parsing nor mining ever runs on the server's event loop. It posts a batch only when asked,
// so a 20 MB file never piles up in memory faster than the ingest stores it.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { mineDocument } from '../../../text/mine.js';
import { prepareRecord } from '../pipeline/prepared-records.js';
import { localFileBatches } from './local-file.js';
import { readableContent } from './tabular-file.js';
import type { LocalFilesRequest, LocalFilesMessage } from './local-file-reader.js';

const { files, batchSize } = workerData as LocalFilesRequest;

async function* everyBatch(): AsyncGenerator<LocalFilesMessage> {
  for (const [fileIndex, file] of files.entries()) {
    // An Excel workbook is read to its first sheet first: its reader is asynchronous.
    const content = await readableContent(file.path ? fs.readFileSync(file.path) : (file.content ?? ''));
    for (const { documents, errors } of localFileBatches(file.fileName, content, batchSize)) {
      const prepared = documents.map(prepareRecord);
      // mined as the ingest stores it: cleaned (a publisher's page around an abstract is not mined)
      const minings = documents.map((doc, index) => mineDocument(prepared[index]!.cleaned?.doc ?? doc));
      yield { kind: 'batch', fileIndex, documents, prepared, minings, errors };
    }
  }
  yield { kind: 'end' };
}

const batches = everyBatch();
parentPort!.on('message', () => {
  batches.next().then(
    (next) => {
      if (!next.done) parentPort!.postMessage(next.value);
    },
    (error: unknown) => {
      parentPort!.postMessage({
        kind: 'error',
        message: error instanceof Error ? error.message : String(error),
      } satisfies LocalFilesMessage);
    },
  );
});
