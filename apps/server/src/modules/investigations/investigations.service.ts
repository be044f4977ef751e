import { type AboutFlag, type CreatedInvestigation, creatableTypes, type Investigation, type InvestigationKind } from '@quarry/contract';
import type { Database, Queryable } from '../../db/database.js';
import { badRequest, forbidden } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { definitionProblem } from './definition-checks.js';
import { HARVEST_JOB } from '../../harvest/harvest-ports.js';
import { copyInvestigationRow } from './duplicate.repository.js';
import { titleFor } from './investigation-title.js';
import { toInvestigation } from './investigation.mapper.js';
import {
  deleteInvestigation,
  deleteOwnerInvestigationsWithStatus,
  findInvestigation,
  insertInvestigation,
  type InvestigationChanges,
  type InvestigationRow,
  listInvestigations,
  ownerInvestigationIdsWithStatus,
  refreshDocumentCount,
  setInvestigationStatus,
  updateInvestigation,
} from './investigations.repository.js';


export type InvestigationsService = ReturnType<typeof createInvestigationsService>;

export function createInvestigationsService(
  db: Database,
  jobs: Pick<JobRunner, 'enqueue' | 'cancelInvestigation'>,
  flags: Partial<Record<AboutFlag, unknown>>,
  /** Uploaded files go with their investigation. */
  uploadFiles?: { removeFor(investigationIds: number[]): Promise<void> },
) {
  async function enqueueHarvest(investigationId: number, tx: Queryable = db): Promise<void> {
    await jobs.enqueue({ kind: HARVEST_JOB, investigationId, payload: { investigationId } }, tx);
  }

  async function insertWithHarvest(
    tx: Queryable,
    user: SessionUser,
    kind: InvestigationKind,
    definition: Record<string, unknown>,
  ): Promise<CreatedInvestigation> {
    // The kinds a user may create follow their user kind and the feature flags (doc 1 §6), whatever the UI shows.
    const allowed = kind === 'Person' && user.omnisol ? true : creatableTypes(user, flags).includes(kind);
    if (!allowed) throw forbidden(`${kind} investigations are not available to this account`);
    const problem = definitionProblem(kind, definition);
    if (problem) throw badRequest(problem);
    const created = await insertInvestigation(tx, { ownerId: user.id, kind, title: titleFor(kind, definition), definition });
    await enqueueHarvest(created.id, tx);
    return created;
  }

  return {
    /** The investigation with this id (for the access policy, which decides who sees it). */
    find: (id: number): Promise<InvestigationRow | undefined> => findInvestigation(db, id),

    /** Documents were removed (a harvest undone): the investigation counts them again. */
    documentsRemoved: (id: number): Promise<void> => refreshDocumentCount(db, id),

    insertWithHarvest,

    /** Stores the investigation as PENDING and queues its harvest; both in one transaction. */
    async create(user: SessionUser, kind: InvestigationKind, definition: Record<string, unknown>): Promise<CreatedInvestigation> {
      return db.transaction((tx) => insertWithHarvest(tx, user, kind, definition));
    },

    async get(user: SessionUser, investigation: InvestigationRow): Promise<Investigation> {
      return toInvestigation(investigation, user);
    },

    async list(user: SessionUser, forceAll: boolean): Promise<Investigation[]> {
      const rows = await listInvestigations(db, forceAll && user.admin ? undefined : user.id);
      const now = Date.now();
      return rows.map((row) => toInvestigation(row, user, now));
    },

    async update(user: SessionUser, investigation: InvestigationRow, changes: InvestigationChanges): Promise<Investigation> {
      await updateInvestigation(db, investigation.id, changes);
      return toInvestigation((await findInvestigation(db, investigation.id))!, user);
    },

    /** The copy's own row, for `user`, titled as a copy (inside the duplicate command's transaction). */
    copyRow: (tx: Queryable, user: SessionUser, source: InvestigationRow): Promise<CreatedInvestigation> =>
      copyInvestigationRow(tx, source.id, user.id, `${source.title} (copy)`),

    /** A copy of an investigation still harvesting gets its own harvest, so it completes too. */
    async harvestCopyIfSourceHarvesting(source: InvestigationRow, copy: CreatedInvestigation): Promise<void> {
      if (source.status !== 'PENDING' && source.status !== 'PROCESSING') return;
      await setInvestigationStatus(db, copy.id, 'PENDING', null);
      await enqueueHarvest(copy.id);
    },

    async remove(investigation: InvestigationRow): Promise<void> {
      await jobs.cancelInvestigation(investigation.id);
      await deleteInvestigation(db, investigation.id);
      await uploadFiles?.removeFor([investigation.id]);
    },

    async deletePending(user: SessionUser): Promise<number> {
      const ids = await ownerInvestigationIdsWithStatus(db, user.id, 'PENDING');
      const deleted = await deleteOwnerInvestigationsWithStatus(db, user.id, 'PENDING');
      await uploadFiles?.removeFor(ids);
      return deleted;
    },

    async restartFailed(user: SessionUser): Promise<number> {
      const ids = await ownerInvestigationIdsWithStatus(db, user.id, 'FAILED');
      for (const id of ids) {
        await db.transaction(async (tx) => {
          await setInvestigationStatus(tx, id, 'PENDING', null);
          await enqueueHarvest(id, tx);
        });
      }
      return ids.length;
    },
  };
}
