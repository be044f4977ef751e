import type { RejectedInput } from '@quarry/contract';
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

/** No record of the files could be read: the step is skipped, each unreadable record named. */
export class RecordsUnreadable extends StepSkipped {}

/** The summary names this many unreadable records at most (a file of 10,000 bad records must not make 10,000 lines). */
const MAX_REJECTED_NAMED = 100;

/** "a.ris: record 3: no title" → the line "a.ris: record 3", the reason "no title". */
function rejectedRecords(errors: string[]): RejectedInput[] {
  const named = errors.slice(0, MAX_REJECTED_NAMED).map((error) => {
    const cut = error.lastIndexOf(': ');
    return cut > 0
      ? { input: error.slice(0, cut), reason: error.slice(cut + 2) }
      : { input: error, reason: 'could not be read' };
  });
  const more = errors.length - named.length;
  return more > 0 ? [...named, { input: `${more} more records`, reason: 'could not be read' }] : named;
}

/**
 * The uploaded files of a Local documents investigation, parsed and mined in a worker thread and stored in
 * batches as they are read. The cursor is the number of records already stored (in upload order): a resumed
 * harvest reads the files again but stores only what comes after it.
 */
export const localFilesStep = (
  investigationId: number,
  uploads: Pick<HarvestPorts, 'uploadsOf' | 'uploadPath'>,
): HarvestStep => ({
  name: 'local-files',
  label: 'Reading the uploaded files',
  source: 'Uploaded files',
  async *run(cursor): AsyncIterable<StepBatch> {
    const from = typeof cursor === 'number' ? cursor : 0;
    let read = 0;
    const sources = (await uploads.uploadsOf(investigationId)).map((upload): LocalFileSource =>
      upload.storedName
        ? { fileName: upload.fileName, path: uploads.uploadPath(investigationId, upload.storedName) }
        : { fileName: upload.fileName, content: upload.content ?? '' },
    );
    const errors: string[] = [];
    let documents = 0;
    for await (const batch of readLocalFilesInWorker(sources, LOCAL_FILES_BATCH)) {
      errors.push(...batch.errors.map((error) => `${sources[batch.fileIndex]!.fileName}: ${error}`));
      documents += batch.documents.length;
      const start = Math.max(0, from - read);
      read += batch.documents.length;
      if (start < batch.documents.length) {
        yield {
          batch: batch.documents.slice(start).map((doc, index) => withMining(doc, batch.minings[start + index]!)),
          cursor: read,
        };
      }
    }
    if (documents === 0)
      throw new RecordsUnreadable(
        limitErrors(['No document could be read from the files', ...errors]).join(' · '),
        rejectedRecords(errors),
      );
    // The readable records are stored; the others are named as lines not used.
    if (errors.length > 0) yield { batch: [], unmatched: rejectedRecords(errors) };
  },
});
