import { type AboutFlag, type CreatedInvestigation, creatableTypes, type Investigation, type InvestigationType } from '@quarry/contract';
import type { Database, Queryable } from '../../db/database.js';
import { forbidden, notFound } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { cancelInvestigationJobs } from '../../jobs/jobs.repository.js';
import { duplicateInvestigation } from './duplicate.repository.js';
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
  setInvestigationStatus,
  updateInvestigation,
} from './investigations.repository.js';

export const HARVEST_JOB = 'harvest-investigation';

export type InvestigationsService = ReturnType<typeof createInvestigationsService>;

export function createInvestigationsService(
  db: Database,
  jobs: Pick<JobRunner, 'enqueue'>,
  flags: Partial<Record<AboutFlag, unknown>>,
  /** Uploaded files go with their investigation. */
  uploadFiles?: { removeFor(investigationIds: number[]): Promise<void> },
) {
  /** The investigation if `user` owns it; another user's answers 404, so its existence is not told. */
  async function owned(user: SessionUser, id: number): Promise<InvestigationRow> {
    const row = await findInvestigation(db, id);
    if (!row || row.owner_id !== user.id) throw notFound();
    return row;
  }

  async function enqueueHarvest(investigationId: number, tx: Queryable = db): Promise<void> {
    await jobs.enqueue({ kind: HARVEST_JOB, investigationId, payload: { investigationId } }, tx);
  }

  async function insertWithHarvest(
    tx: Queryable,
    user: SessionUser,
    type: InvestigationType,
    definition: Record<string, unknown>,
  ): Promise<CreatedInvestigation> {
    // The types a user may create follow their kind and the feature flags (doc 1 §6), whatever the UI shows.
    const allowed = type === 'Person' && user.omnisol ? true : creatableTypes(user, flags).includes(type);
    if (!allowed) throw forbidden(`${type} investigations are not available to this account`);
    const created = await insertInvestigation(tx, { ownerId: user.id, type, title: titleFor(type, definition), definition });
    await enqueueHarvest(created.id, tx);
    return created;
  }

  return {
    owned,

    insertWithHarvest,

    /** Stores the investigation as PENDING and queues its harvest; both in one transaction. */
    async create(user: SessionUser, type: InvestigationType, definition: Record<string, unknown>): Promise<CreatedInvestigation> {
      return db.transaction((tx) => insertWithHarvest(tx, user, type, definition));
    },

    async get(user: SessionUser, id: number): Promise<Investigation> {
      return toInvestigation(await owned(user, id), user);
    },

    async list(user: SessionUser, forceAll: boolean): Promise<Investigation[]> {
      const rows = await listInvestigations(db, forceAll && user.admin ? undefined : user.id);
      const now = Date.now();
      return rows.map((row) => toInvestigation(row, user, now));
    },

    async update(user: SessionUser, id: number, changes: InvestigationChanges): Promise<Investigation> {
      await owned(user, id);
      await updateInvestigation(db, id, changes);
      return toInvestigation((await findInvestigation(db, id))!, user);
    },

    async duplicate(user: SessionUser, id: number): Promise<CreatedInvestigation> {
      const source = await owned(user, id);
      const copy = await db.transaction((tx) => duplicateInvestigation(tx, id, user.id, `${source.title} (copy)`));
      // A copy of an investigation still harvesting gets its own harvest, so it completes too.
      if (source.status === 'PENDING' || source.status === 'PROCESSING') {
        await setInvestigationStatus(db, copy.id, 'PENDING', null);
        await enqueueHarvest(copy.id);
      }
      return copy;
    },

    async remove(user: SessionUser, id: number): Promise<void> {
      await owned(user, id);
      await cancelInvestigationJobs(db, id);
      await deleteInvestigation(db, id);
      await uploadFiles?.removeFor([id]);
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
