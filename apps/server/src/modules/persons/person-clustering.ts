import type { Database, Queryable } from '../../db/database.js';
import { notFound } from '../../http/http-error.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import { keepsPlacement, MAX_UNIT_MENTIONS } from '../../engines/disambiguation/index.js';
import {
  type DisambiguationThread,
  openDisambiguationThread,
} from '../../engines/disambiguation/disambiguation-thread.js';
import {
  clusteringDecisions,
  type MentionRow,
  mentionIdOf,
  newPersonOf,
  settleClusters,
  toEngineMention,
} from './clustering-plan.js';
import {
  insertPersons,
  lockUnchanged,
  markPlaced,
  mentionsOfNameKeys,
  mergesKeeping,
  nameKeyOfPerson,
  placeMentions,
  refreshVariants,
  retirePerson,
  queuedNameKeys,
  dequeueNameKeys,
  unplaceNameKey,
  unplaceInvestigation,
  votesOf,
  hasMentions,
  investigationsWithPersons,
} from './person-clustering.repository.js';
import { recordClusteringRun } from './clustering-runs.repository.js';
import { reservePersonIds } from './person-mentions.repository.js';
import type { PersonReferences, PersonsChange } from './person-merges.js';
import { personsOfDocuments } from './person-merges.repository.js';

export const CLUSTER_PERSONS_JOB = 'cluster-persons';

/** Name keys are clustered together up to this many mentions a run (one worker call each). */
export const MENTIONS_PER_RUN = 2_000;
/**
 * A name key with more mentions keeps the harvest's placement. The engine splits a block above 1,000 mentions by
 * first name (sub-blocks.ts), so its cost stays about 6 s per 1,000; this bounds what one run reads and holds. A
 * key with one name printed alike more than 1,000 times keeps its placement too (keepsPlacement).
 */
export const MAX_BLOCK_MENTIONS = 20_000;
/** The clustering runs kept per investigation, for the admins' cluster diff. */
export const KEPT_CLUSTERING_RUNS = 10;
/** Queued name keys read at a time. */
const KEYS_PER_PAGE = 100;

export interface PersonClusteringDeps {
  references: PersonReferences;
  /** Told after each run's write: loaded workspace indexes update their Authors top list in place. */
  changed(change: PersonsChange): Promise<void>;
  /** The clustering moved mentions: open lists are worth refreshing. */
  refreshed(investigationId: number): void;
  enqueue(job: {
    kind: string;
    investigationId: number;
    payload: Record<string, unknown>;
    delaySeconds?: number;
  }): Promise<number>;
  /** How long after a harvest its mentions are clustered: the first workspace call after it builds its index first. */
  afterHarvestDelaySeconds?: number;
  /** The engine's thread (tests may give their own). */
  openThread?: () => DisambiguationThread;
}

/** Name keys in runs of at most MENTIONS_PER_RUN mentions (a key above MAX_UNIT_MENTIONS is a run of its own); keys above MAX_BLOCK_MENTIONS apart. */
export function runsOf(keys: ReadonlyArray<{ name_key: string; mentions: number }>): {
  runs: string[][];
  tooLarge: string[];
} {
  const runs: string[][] = [];
  const tooLarge: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const { name_key, mentions } of keys) {
    if (mentions > MAX_BLOCK_MENTIONS) {
      tooLarge.push(name_key);
      continue;
    }
    // a name the engine sub-blocks is a run of its own: if only a cut would split it, it keeps its placement (clusterRun)
    if ((size + mentions > MENTIONS_PER_RUN || mentions > MAX_UNIT_MENTIONS) && current.length > 0) {
      runs.push(current);
      [current, size] = [[], 0];
    }
    current.push(name_key);
    size += mentions;
    if (mentions > MAX_UNIT_MENTIONS) {
      runs.push(current);
      [current, size] = [[], 0];
    }
  }
  if (current.length > 0) runs.push(current);
  return { runs, tooLarge };
}

/**
 * Author disambiguation of an investigation's new mentions (docs/disambiguation.md): a harvest places them
 * provisionally and queues their name keys; this job gives the engine every mention of the queued keys, with the
 * persons as they stand and the user's decisions (merges, undone merges, Disambiguate votes), and writes what it
 * finds: mentions moved, persons made, persons emptied (what referred to them follows their mentions). Runs of name
 * keys are written one transaction each; a run whose authorships changed meanwhile is left for the next job.
 */
export function createPersonClustering(interactive: Database, deps: PersonClusteringDeps) {
  // The job reads and writes in the background lane: on the embedded engine, requests go first.
  const db = interactive.background;
  const enqueue = (investigationId: number, delaySeconds = 0) =>
    deps.enqueue({ kind: CLUSTER_PERSONS_JOB, investigationId, payload: { investigationId }, delaySeconds });
  const request = (investigationId: number) =>
    enqueue(investigationId, deps.afterHarvestDelaySeconds).then(() => undefined);

  /** Re-Merge… (doc 2 §2): the author's name block clustered again from scratch by the next job, queued now. */
  async function reMerge(investigationId: number, personId: number): Promise<{ jobId: number }> {
    const nameKey = await nameKeyOfPerson(interactive, investigationId, personId);
    if (nameKey === undefined) throw notFound();
    await interactive.transaction((tx) => unplaceNameKey(tx, investigationId, nameKey));
    return { jobId: await enqueue(investigationId) };
  }

  /** Clusters one run of name keys and writes it; answers how many mentions it read and the documents whose persons changed. */
  async function clusterRun(
    thread: DisambiguationThread,
    investigationId: number,
    nameKeys: string[],
  ): Promise<{ mentions: number; documentIds: number[] }> {
    const rows = await mentionsOfNameKeys(db, investigationId, nameKeys);
    const mentions = rows.map(toEngineMention);
    // one name printed alike beyond what the engine clusters at once: cutting it would cut its persons apart
    if (rows.length > MAX_UNIT_MENTIONS && keepsPlacement(mentions)) {
      await setAside(investigationId, [], nameKeys);
      return { mentions: 0, documentIds: [] };
    }
    const mentionsOf = groupMentions(rows);
    const [merges, votes] = await Promise.all([
      mergesKeeping(db, investigationId, [...mentionsOf.keys()]),
      votesOf(db, investigationId),
    ]);
    const result = await thread.update({
      clusters: [...groupMentions(rows.filter((row) => row.clustered))].map(([id, mentionIds]) => ({
        id: String(id),
        mentionIds,
      })),
      mentions,
      newMentionIds: rows.filter((row) => !row.clustered).map(mentionIdOf),
      decisions: clusteringDecisions(mentionsOf, merges, votes),
    });
    const settled = settleClusters(result.clusters, rows);
    const expected = rows.map((row) => `${mentionIdOf(row)}:${row.person_id}`);
    // A run whose authorships changed meanwhile stays queued: what changed them queued its keys and a job again.
    const documentIds = await db.transaction(async (tx) => {
      if (!(await lockUnchanged(tx, investigationId, nameKeys, expected))) return [];
      await dequeueNameKeys(tx, investigationId, nameKeys);
      return writeSettled(tx, investigationId, rows, settled);
    });
    return { mentions: rows.length, documentIds };
  }

  async function writeSettled(
    tx: Queryable,
    investigationId: number,
    rows: MentionRow[],
    settled: ReturnType<typeof settleClusters>,
  ): Promise<number[]> {
    const rowOf = new Map(rows.map((row) => [mentionIdOf(row), row]));
    const fresh = settled.clusters.filter((cluster) => cluster.personId === undefined);
    const ids = await reservePersonIds(tx, fresh.length);
    fresh.forEach((cluster, index) => (cluster.personId = Number(ids[index])));
    await insertPersons(
      tx,
      investigationId,
      fresh.map((cluster) => ({
        id: cluster.personId!,
        ...newPersonOf(cluster.mentionIds.map((id) => rowOf.get(id)!)),
      })),
    );
    const moved = settled.clusters.flatMap((cluster) =>
      cluster.mentionIds.map((id) => ({ row: rowOf.get(id)!, personId: cluster.personId! })),
    );
    await placeMentions(
      tx,
      moved.map(({ row, personId }) => ({ documentId: row.document_id, position: row.position, personId })),
    );
    const changed = moved.filter(({ row, personId }) => row.person_id !== personId);
    await refreshVariants(tx, [...new Set(changed.flatMap(({ row, personId }) => [row.person_id, personId]))]);
    for (const { personId, intoCluster } of settled.emptied) {
      const intoId = settled.clusters[intoCluster]!.personId!;
      await deps.references.merge(tx, investigationId, intoId, [personId]);
      await retirePerson(tx, investigationId, personId, intoId);
    }
    return [...new Set(changed.map(({ row }) => row.document_id))];
  }

  /** Sets aside the queued keys that need no engine: none left to place, or too many mentions for it. */
  async function setAside(investigationId: number, empty: string[], tooLarge: string[]): Promise<void> {
    if (empty.length === 0 && tooLarge.length === 0) return;
    if (tooLarge.length > 0) await markPlaced(db, investigationId, tooLarge);
    await dequeueNameKeys(db, investigationId, [...empty, ...tooLarge]);
  }

  /**
   * Redo merge (doc 3 §7): the investigation's whole disambiguation again from scratch, as a job. The job unplaces
   * every mention and queues every name key first, so the call that asks for it stays cheap.
   */
  const redo = (investigationId: number) =>
    deps.enqueue({ kind: CLUSTER_PERSONS_JOB, investigationId, payload: { investigationId, fromScratch: true } });

  const job: JobHandler = async ({ job, progress, saveProgress, signal, log }) => {
    const { investigationId, fromScratch } = job.payload as { investigationId: number; fromScratch?: boolean };
    // A retried redo does not unplace again what its first attempt has clustered since.
    if (fromScratch && !progress.unplaced) {
      await unplaceInvestigation(db, investigationId);
      await saveProgress({ unplaced: true });
    }
    const started = performance.now();
    const totals = { runs: 0, mentions: 0, tooLarge: 0 };
    const documentIds = new Set<number>();
    let thread: DisambiguationThread | undefined;
    try {
      // the queue in name order, a page at a time; keys left queued (a stale run) wait for the next job
      for (let after = ''; !signal.aborted;) {
        const keys = await queuedNameKeys(db, investigationId, after, KEYS_PER_PAGE);
        if (keys.length === 0) break;
        after = keys.at(-1)!.name_key;
        const { runs, tooLarge } = runsOf(keys.filter((key) => key.mentions > 0));
        await setAside(
          investigationId,
          keys.filter((key) => key.mentions === 0).map((key) => key.name_key),
          tooLarge,
        );
        totals.tooLarge += tooLarge.length;
        for (const nameKeys of runs) {
          if (signal.aborted) break;
          thread ??= (deps.openThread ?? openDisambiguationThread)();
          const run = await clusterRun(thread, investigationId, nameKeys);
          totals.runs++;
          totals.mentions += run.mentions;
          for (const id of run.documentIds) documentIds.add(id);
        }
      }
    } finally {
      await thread?.close();
    }
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    log.info({ investigationId, ...totals, changedDocuments: documentIds.size, seconds }, 'persons disambiguated');
    if (totals.runs > 0 && !signal.aborted) await recordClusteringRun(db, investigationId, KEPT_CLUSTERING_RUNS);
    if (documentIds.size === 0) return;
    await deps.changed({ investigationId, documents: await personsOfDocuments(db, [...documentIds]), hiddenAgain: [] });
    deps.refreshed(investigationId);
  };

  return {
    request,
    reMerge,
    redo,
    hasMentions: (investigationId: number) => hasMentions(interactive, investigationId),
    investigationsWithPersons: () => investigationsWithPersons(interactive),
    jobHandlers: { [CLUSTER_PERSONS_JOB]: job },
  };
}

/** Mention ids by person id. */
function groupMentions(rows: readonly MentionRow[]): Map<number, string[]> {
  const byPerson = new Map<number, string[]>();
  for (const row of rows) {
    const list = byPerson.get(row.person_id);
    if (list) list.push(mentionIdOf(row));
    else byPerson.set(row.person_id, [mentionIdOf(row)]);
  }
  return byPerson;
}
