import {
  type AboutFlag,
  type CreatedInvestigation,
  creatableTypes,
  type Investigation,
  type InvestigationKind,
} from '@quarry/contract';
import type { Database, Queryable } from '../../db/database.js';
import { badRequest, forbidden } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { definitionProblem } from './definition-checks.js';
import { HARVEST_JOB } from '../../engines/harvest/harvest-ports.js';
import { copyInvestigationRow } from './duplicate.repository.js';
import { createFactsCache } from './facts-cache.js';
import { memberRole } from './members.repository.js';
import { notFound } from '../../http/http-error.js';
import { titleFor } from './investigation-title.js';
import { toInvestigation } from './investigation.mapper.js';
import { needsRole } from '../../policies/investigation.policy.js';
import {
  deleteInvestigation,
  deleteOwnerInvestigationsWithStatus,
  findInvestigation,
  findInvestigationFacts,
  insertInvestigation,
  type InvestigationFacts,
  type InvestigationChanges,
  type InvestigationRow,
  listInvestigations,
  ownerInvestigationIdsWithStatus,
  refreshDocumentCount,
  setInvestigationStatus,
  updateInvestigation,
  alertTarget,
} from './investigations.repository.js';

export type InvestigationsService = ReturnType<typeof createInvestigationsService>;

export function createInvestigationsService(
  db: Database,
  jobs: Pick<JobRunner, 'enqueue' | 'cancelInvestigation'>,
  flags: Partial<Record<AboutFlag, unknown>>,
  /** Uploaded files go with their investigation. */
  uploadFiles?: { removeFor(investigationIds: number[]): Promise<void> },
  /** Told of deleted investigations (the change bus tells the other processes, whose caches then forget them). */
  deleted: (investigationIds: number[]) => void = () => undefined,
  /** Told when a change turns an investigation's alerts on (the alerts module schedules its checks). */
  alertsTurnedOn: (investigationId: number) => Promise<void> = async () => undefined,
  /** Told when the owner lifts blinding (the screening module gives the records their agreed decisions as votes). */
  blindLifted: (investigationId: number) => Promise<void> = async () => undefined,
) {
  const facts = createFactsCache((id) => findInvestigationFacts(db, id));

  /** The row as it is now (title, status, counts change); 404 once it is gone. */
  async function currentRow(id: number): Promise<InvestigationRow> {
    const row = await findInvestigation(db, id);
    if (!row) throw notFound();
    return row;
  }

  function forgetDeleted(ids: number[]): void {
    if (ids.length === 0) return;
    facts.forget(ids);
    deleted(ids);
  }

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
    const created = await insertInvestigation(tx, {
      ownerId: user.id,
      kind,
      title: titleFor(kind, definition),
      definition,
    });
    await enqueueHarvest(created.id, tx);
    return created;
  }

  return {
    /** What never changes of the investigation with this id (for the access policy, which decides who sees it). */
    facts: (id: number): Promise<InvestigationFacts | undefined> => facts.get(id),

    /** Investigations deleted elsewhere (another process): their facts are no longer true. */
    forget: (ids: number[]): void => facts.forget(ids),

    /** The investigation as it is now (status, counts), undefined once it is gone. */
    current: (id: number): Promise<InvestigationRow | undefined> => findInvestigation(db, id),

    /** The investigation's title as it is now. */
    title: async (id: number): Promise<string> => (await currentRow(id)).title,

    /** Documents were removed (a harvest undone): the investigation counts them again. */
    documentsRemoved: (id: number): Promise<void> => refreshDocumentCount(db, id),

    insertWithHarvest,

    /** Stores the investigation as PENDING and queues its harvest; both in one transaction. */
    async create(
      user: SessionUser,
      kind: InvestigationKind,
      definition: Record<string, unknown>,
    ): Promise<CreatedInvestigation> {
      return db.transaction((tx) => insertWithHarvest(tx, user, kind, definition));
    },

    async get(user: SessionUser, investigation: InvestigationFacts): Promise<Investigation> {
      const row = await currentRow(investigation.id);
      const sharedAs = needsRole(user, row) ? await memberRole(db, row.id, user.email) : null;
      return toInvestigation({ ...row, shared_as: sharedAs }, user);
    },

    async list(user: SessionUser, forceAll: boolean): Promise<Investigation[]> {
      const rows = await listInvestigations(db, forceAll && user.admin ? undefined : user);
      const now = Date.now();
      return rows.map((row) => toInvestigation(row, user, now));
    },

    async update(
      user: SessionUser,
      investigation: InvestigationFacts,
      changes: InvestigationChanges,
    ): Promise<Investigation> {
      const wasBlind = (await currentRow(investigation.id)).blind;
      await updateInvestigation(db, investigation.id, changes);
      if (changes.alertsEnabled) await alertsTurnedOn(investigation.id);
      if (wasBlind && changes.blind === false) await blindLifted(investigation.id);
      return toInvestigation(await currentRow(investigation.id), user);
    },

    /** The copy's own row, for `user`, titled as a copy (inside the duplicate command's transaction). */
    copyRow: (tx: Queryable, user: SessionUser, source: InvestigationFacts): Promise<CreatedInvestigation> =>
      copyInvestigationRow(tx, source.id, user.id, ' (copy)'),

    /**
     * Sets a made copy going: a copy of an investigation still harvesting gets its own harvest, so it completes too;
     * a copy with alerts on gets its own alert checks.
     */
    async startCopy(source: InvestigationFacts, copy: CreatedInvestigation): Promise<void> {
      const { status } = await currentRow(source.id);
      if (status === 'PENDING' || status === 'PROCESSING') {
        await setInvestigationStatus(db, copy.id, 'PENDING', null);
        await enqueueHarvest(copy.id);
      }
      if ((await currentRow(copy.id)).alerts_enabled) await alertsTurnedOn(copy.id);
    },

    /** The alert check's view of an investigation: its title, owner and whether alerts are on. */
    alertTarget: (investigationId: number) => alertTarget(db, investigationId),

    /** Turns alerts off (the digest's unsubscribe link). */
    alertsOff: (investigationId: number) => updateInvestigation(db, investigationId, { alertsEnabled: false }),

    async remove(investigation: InvestigationFacts): Promise<void> {
      await jobs.cancelInvestigation(investigation.id);
      await deleteInvestigation(db, investigation.id);
      forgetDeleted([investigation.id]);
      await uploadFiles?.removeFor([investigation.id]);
    },

    async deletePending(user: SessionUser): Promise<number> {
      const ids = await ownerInvestigationIdsWithStatus(db, user.id, 'PENDING');
      const count = await deleteOwnerInvestigationsWithStatus(db, user.id, 'PENDING');
      forgetDeleted(ids);
      await uploadFiles?.removeFor(ids);
      return count;
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
