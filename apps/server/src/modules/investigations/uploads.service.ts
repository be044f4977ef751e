import {
  type AddedFiles,
  addedFilesMessages,
  authorsFileMessages,
  createPersonRequest,
  type UploadResult,
} from '@quarry/contract';
import type { Database } from '../../db/database.js';
import { HARVEST_JOB } from '../../engines/harvest/harvest-ports.js';
import type { HarvestRequest } from '../../engines/harvest/plan/harvest-requests.js';
import { badRequest, HttpError } from '../../http/http-error.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { SessionUser } from '../../http/session-user.js';
import { readAuthorsFile } from './authors-file.js';
import { parseDefinitionFile } from './definition-file.js';
import type { InvestigationsService } from './investigations.service.js';
import type { IncomingFiles, UploadFiles } from './upload-files.js';
import type { StoredFile } from './uploads.repository.js';
import { insertUploads, setUploadsHarvest } from './uploads.repository.js';
import { findInvestigation } from './investigations.repository.js';

/** A small uploaded file read whole (an authors file, a definition file). */
export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
}

export type UploadsService = ReturnType<typeof createUploadsService>;

/** An upload keeps at least one file that may be read; else it is refused, each refused file named. */
function requireStoredFile(stored: StoredFile[], refused: string[]): void {
  if (stored.length === 0 && refused.length === 0) throw badRequest(addedFilesMessages.noFile);
  if (stored.length === 0) throw badRequest(['No document could be read from the files', ...refused].join('\n'));
}

/** Investigations created from files: the omnisol authors file, definition files, local document files. */
export function createUploadsService(
  db: Database,
  investigations: InvestigationsService,
  files: UploadFiles,
  jobs: Pick<JobRunner, 'enqueue' | 'hasPending'>,
) {
  return {
    /** A folder for the files of one upload request, streamed in before the investigation exists. */
    incomingFiles: (): Promise<IncomingFiles> => files.incoming(),

    /**
     * One Person investigation per researcher of an authors file (.txt, .csv or .xlsx: `readAuthorsFile`), its
     * affiliation kept as the definition's instituteName, which the Person harvest uses to pick the right namesake.
     * Each row that cannot be created is named in the errors; the other rows are created (in one transaction).
     */
    async fromAuthorsFile(user: SessionUser, fileName: string, bytes: Uint8Array): Promise<UploadResult> {
      const { authors, errors } = await readAuthorsFile(fileName, bytes);
      const valid: Array<{ row: number; definition: Record<string, unknown> }> = [];
      for (const author of authors) {
        const definition = {
          personName: author.name,
          includePublications: true,
          includeWebPages: true,
          ...(author.affiliation ? { instituteName: author.affiliation } : {}),
        };
        const parsed = createPersonRequest.safeParse(definition);
        if (parsed.success) valid.push({ row: author.row, definition });
        else errors.push(authorsFileMessages.rowProblem(author.row, parsed.error.issues[0]!.message));
      }
      const created = await db.transaction(async (tx) => {
        const made = [];
        for (const { definition } of valid)
          made.push(await investigations.insertWithHarvest(tx, user, 'Person', definition));
        return made;
      });
      return { created, errors };
    },

    /** All or nothing; the errors, one per line, are the 400's text (doc 1 §8: a non-empty body is an error). */
    async fromDefinitionFile(user: SessionUser, fileName: string, text: string): Promise<void> {
      const parsed = parseDefinitionFile(fileName, text);
      if (parsed.errors.length) throw badRequest(parsed.errors.join('\n'));
      await db.transaction(async (tx) => {
        for (const entry of parsed.entries)
          await investigations.insertWithHarvest(tx, user, entry.type, entry.definition);
      });
    },

    /**
     * A Local documents investigation from files already stored as they streamed in (LOCAL_FILE_FORMATS): its
     * harvest job reads them and reports the records it cannot read. Files refused at once (none of the formats
     * read) are listed in the answer; nothing is created when every file was refused.
     */
    async fromLocalFiles(
      user: SessionUser,
      title: string,
      incoming: IncomingFiles,
      stored: StoredFile[],
      refused: string[],
    ): Promise<UploadResult> {
      requireStoredFile(stored, refused);
      const definition = { title: title.trim() || stored[0]!.fileName, fileNames: stored.map((file) => file.fileName) };
      const created = await db.transaction(async (tx) => {
        const made = await investigations.insertWithHarvest(tx, user, 'LocalDocuments', definition);
        await insertUploads(tx, made.id, stored);
        await incoming.moveTo(made.id);
        return made;
      });
      return { created: [created], errors: refused };
    },

    /**
     * Files added to a Local documents investigation (Quarry's own call): stored as its uploads, read by a harvest
     * of their own (the files it was created with are not read again), which the harvest summary can undo with the
     * votes, labels and notes they imported. Refused while a harvest of the investigation runs, which would not
     * read them, and for other kinds of investigations.
     */
    async addLocalFiles(
      investigationId: number,
      incoming: IncomingFiles,
      stored: StoredFile[],
      refused: string[],
    ): Promise<AddedFiles> {
      const investigation = await findInvestigation(db, investigationId);
      if (investigation?.sub_type !== 'LocalDocuments') throw badRequest(addedFilesMessages.notLocalDocuments);
      requireStoredFile(stored, refused);
      if (await jobs.hasPending(investigationId, HARVEST_JOB))
        throw new HttpError(409, addedFilesMessages.harvestRunning);
      const jobId = await db.transaction(async (tx) => {
        const moved = await incoming.addTo(investigationId, stored);
        const uploadIds = await insertUploads(tx, investigationId, moved);
        const request: HarvestRequest = { kind: 'files', uploadIds, fileNames: moved.map((file) => file.fileName) };
        const job = await jobs.enqueue(
          { kind: HARVEST_JOB, investigationId, payload: { investigationId, request } },
          tx,
        );
        await setUploadsHarvest(tx, uploadIds, job);
        return job;
      });
      return { jobId, errors: refused };
    },
  };
}
