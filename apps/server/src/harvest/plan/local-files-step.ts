import type { HarvestPorts } from '../harvest-ports.js';
import { limitErrors } from '../connectors/local-file.js';
import { type LocalFileSource, readLocalFilesInWorker } from '../connectors/local-file-reader.js';
import { type HarvestStep, type StepBatch, StepSkipped } from '../pipeline/harvest-step.js';
import { withMining } from '../pipeline/ingest.js';

/**
 * Documents per stored batch: one ingest transaction each, and the embedded engine runs one transaction at a
 * time, so a batch must stay short enough (tens of milliseconds) that a request never waits long behind it.
 */
export const LOCAL_FILES_BATCH = 100;

/** The records the step could not read, reported as the harvest's note once every readable one is stored. */
export class RecordsUnreadable extends StepSkipped {}

/**
 * The uploaded files of a Local documents investigation, parsed and mined in a worker thread and stored in
 * batches as they are read. The cursor is the number of records already stored (in upload order): a resumed
 * harvest reads the files again but stores only what comes after it.
 */
export const localFilesStep = (investigationId: number, uploads: Pick<HarvestPorts, 'uploadsOf' | 'uploadPath'>): HarvestStep => ({
  name: 'local-files',
  label: 'Reading the uploaded files',
  source: 'Uploaded files',
  async *run(cursor): AsyncIterable<StepBatch> {
    const from = typeof cursor === 'number' ? cursor : 0;
    let read = 0;
    const sources = (await uploads.uploadsOf(investigationId)).map(
      (upload): LocalFileSource =>
        upload.storedName ? { fileName: upload.fileName, path: uploads.uploadPath(investigationId, upload.storedName) } : { fileName: upload.fileName, content: upload.content ?? '' },
    );
    const errors: string[] = [];
    let documents = 0;
    for await (const batch of readLocalFilesInWorker(sources, LOCAL_FILES_BATCH)) {
      errors.push(...batch.errors.map((error) => `${sources[batch.fileIndex]!.fileName}: ${error}`));
      documents += batch.documents.length;
      const start = Math.max(0, from - read);
      read += batch.documents.length;
      if (start < batch.documents.length) {
        yield { batch: batch.documents.slice(start).map((doc, index) => withMining(doc, batch.minings[start + index]!)), cursor: read };
      }
    }
    if (documents === 0) errors.unshift('No document could be read from the files');
    if (errors.length > 0) throw new RecordsUnreadable(limitErrors(errors).join(' · '));
  },
});
