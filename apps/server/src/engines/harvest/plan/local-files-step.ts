import type { RejectedInput } from '@quarry/contract';
import type { StoredUpload } from '../harvest-ports.js';
import { limitErrors } from '../connectors/local-file.js';
import { type LocalFileSource, readLocalFilesInWorker } from '../connectors/local-file-reader.js';
import { type HarvestStep, type StepBatch, StepSkipped } from '../pipeline/harvest-step.js';
import { withMining } from '../pipeline/ingest.js';

/**
 * Documents per stored batch: one ingest transaction each, and the embedded engine runs one transaction at a
 * time, so a batch must stay short enough (tens of milliseconds) that a request never waits long behind it.
 */
export const LOCAL_FILES_BATCH = 100;

/** No record of a file could be read: its step is skipped, each unreadable record named; the other files go on. */
export class RecordsUnreadable extends StepSkipped {}

/** The summary names this many unreadable records at most (a file of 10,000 bad records must not make 10,000 lines). */
const MAX_REJECTED_NAMED = 100;

/** How the readers name a record in their messages (FlatRecord.reference, recordError): "line 19", "PMID 31452104", "UT WOS:000123", "row 8". */
const RECORD_REFERENCE = /^((?:line|row|record|record number|PMID|UT|EID) [^\s:]+(?::[^\s:]+)*): /;

/**
 * A file's unreadable records as the format names them: "line 19: no title" → the line "line 19", the reason
 * "no title"; a message about the whole file ("1 of 26 records not read — …") is the file's.
 */
export function rejectedRecords(fileName: string, errors: string[]): RejectedInput[] {
  const named = errors.slice(0, MAX_REJECTED_NAMED).map((error) => {
    const reference = RECORD_REFERENCE.exec(error)?.[1];
    return reference
      ? { input: reference, reason: error.slice(reference.length + 2) }
      : { input: fileName, reason: error };
  });
  const more = errors.length - named.length;
  return more > 0 ? [...named, { input: `${more} more records`, reason: 'could not be read' }] : named;
}

/** Where the worker reads an upload: its stored file, or (uploads stored before files were) its text. */
type UploadPath = (investigationId: number, storedName: string) => string;

/**
 * One uploaded file of a Local documents investigation, parsed and mined in a worker thread and stored in batches
 * as it is read: a step of its own, so the harvest summary tells each file's records (received, added, merged,
 * rejected and why) apart. The cursor is the number of the file's records already stored: a resumed harvest reads
 * the file again but stores only what comes after it.
 */
export const localFileStep = (investigationId: number, upload: StoredUpload, uploadPath: UploadPath): HarvestStep => ({
  name: `local-files:${upload.id}`,
  label: `Reading ${upload.fileName}`,
  source: upload.fileName,
  async *run(cursor): AsyncIterable<StepBatch> {
    const from = typeof cursor === 'number' ? cursor : 0;
    const source: LocalFileSource = upload.storedName
      ? { fileName: upload.fileName, path: uploadPath(investigationId, upload.storedName) }
      : { fileName: upload.fileName, content: upload.content ?? '' };
    const errors: string[] = [];
    let read = 0;
    for await (const batch of readLocalFilesInWorker([source], LOCAL_FILES_BATCH)) {
      errors.push(...batch.errors);
      const start = Math.max(0, from - read);
      read += batch.documents.length;
      if (start < batch.documents.length) {
        yield {
          batch: batch.documents.slice(start).map((doc, index) => withMining(doc, batch.minings[start + index]!)),
          cursor: read,
        };
      }
    }
    if (read === 0)
      throw new RecordsUnreadable(
        limitErrors([`No document could be read from ${upload.fileName}`, ...errors]).join(' · '),
        rejectedRecords(upload.fileName, errors),
      );
    // The readable records are stored; the others are named as lines not used.
    if (errors.length > 0) yield { batch: [], unmatched: rejectedRecords(upload.fileName, errors) };
  },
});

/** A step per uploaded file, in upload order. */
export const localFilesSteps = (
  investigationId: number,
  uploads: StoredUpload[],
  uploadPath: UploadPath,
): HarvestStep[] => uploads.map((upload) => localFileStep(investigationId, upload, uploadPath));
