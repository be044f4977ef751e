import { type HarvestRun, type HarvestStepOutcome, harvestStepOutcome } from '@quarry/contract';
import type { Queryable } from '../../../db/database.js';
import type { DocumentStore } from '../document-store.js';
import type { AuthorMentions } from '../harvest-ports.js';

type LonePersons = Pick<AuthorMentions, 'dropLonePersons'>;
type DocumentDeletes = Pick<DocumentStore, 'deleteDocuments' | 'undoImportedDecisions'>;

type RunState = HarvestRun['state'];

/** A run it would change something to undo: it added documents, or wrote decisions on documents already there. */
const UNDOABLE = `(NOT is_first AND state <> 'running' AND undone_at IS NULL
  AND (added > 0 OR EXISTS (SELECT 1 FROM imported_decisions i WHERE i.harvest_job_id = harvest_runs.job_id)))`;

/** Records a harvest as it starts; a retried or resumed job finds its run there and goes on with it. */
export async function startRun(
  db: Queryable,
  run: { jobId: number; investigationId: number; title: string; isFirst: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO harvest_runs (job_id, investigation_id, title, is_first) VALUES ($1, $2, $3, $4)
     ON CONFLICT (job_id) DO UPDATE SET state = 'running', finished_at = NULL`,
    [run.jobId, run.investigationId, run.title, run.isFirst],
  );
}

/** The run's steps as they stand, the documents they added, and its end when given. */
export async function saveRun(
  db: Queryable,
  jobId: number,
  steps: HarvestStepOutcome[],
  finished?: RunState,
): Promise<void> {
  const added = steps.reduce((sum, step) => sum + step.added, 0);
  await db.query(
    `UPDATE harvest_runs SET steps = $2::jsonb, added = $3, state = coalesce($4, state),
       finished_at = CASE WHEN $4::text IS NULL THEN finished_at ELSE now() END
     WHERE job_id = $1`,
    [jobId, JSON.stringify(steps), added, finished ?? null],
  );
}

interface RunRow {
  job_id: number;
  title: string;
  state: RunState;
  started_at: Date;
  finished_at: Date | null;
  steps: HarvestStepOutcome[];
  added: number;
  undone_at: Date | null;
  removed: number | null;
  undoable: boolean;
}

const toRun = (row: RunRow): HarvestRun => ({
  jobId: Number(row.job_id),
  title: row.title,
  state: row.state,
  startedAt: row.started_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
  // runs saved before a field was added get its default (0 merged and rejected records)
  steps: row.steps.map((step) => harvestStepOutcome.parse(step)),
  added: row.added,
  undoneAt: row.undone_at?.toISOString() ?? null,
  removed: row.removed,
  undoable: row.undoable,
});

/** The investigation's latest harvests, latest first. */
export async function listRuns(db: Queryable, investigationId: number, limit: number): Promise<HarvestRun[]> {
  const { rows } = await db.query<RunRow>(
    `SELECT job_id, title, state, started_at, finished_at, steps, added, undone_at, removed, ${UNDOABLE} AS undoable FROM harvest_runs
     WHERE investigation_id = $1 ORDER BY job_id DESC LIMIT $2`,
    [investigationId, limit],
  );
  return rows.map(toRun);
}

/**
 * Removes what a finished harvest alone brought: first the votes, labels and notes its records imported (where no user
 * changed them since), then the documents whose every record came from it, except those the user reviewed (rated,
 * starred, noted or labelled), which are kept and counted. Persons left without a document go too. Undefined when
 * the run is not the investigation's, is its first, is still running, changed nothing, or was undone already.
 */
export async function undoRun(
  tx: Queryable,
  investigationId: number,
  jobId: number,
  persons: LonePersons,
  documents: DocumentDeletes,
): Promise<{ removed: number; keptReviewed: number; decisionsUndone: number } | undefined> {
  const { rows: runs } = await tx.query(
    `SELECT 1 FROM harvest_runs WHERE job_id = $1 AND investigation_id = $2 AND ${UNDOABLE} FOR UPDATE`,
    [jobId, investigationId],
  );
  if (runs.length === 0) return undefined;
  const decisionsUndone = (await documents.undoImportedDecisions(tx, investigationId, jobId)).length;
  const { rows } = await tx.query<{ id: number; reviewed: boolean }>(
    `SELECT d.id, (d.relevancy <> 'Neutral' OR d.starred OR d.note IS NOT NULL OR cardinality(d.labels) > 0) AS reviewed
     FROM documents d
     WHERE d.investigation_id = $1
       AND d.id IN (SELECT document_id FROM document_sources WHERE harvest_job_id = $2)
       AND NOT EXISTS (SELECT 1 FROM document_sources s WHERE s.document_id = d.id AND s.harvest_job_id IS DISTINCT FROM $2)`,
    [investigationId, jobId],
  );
  const removable = rows.filter((row) => !row.reviewed).map((row) => row.id);
  await deleteDocumentsAndLonePersons(tx, investigationId, removable, persons, documents);
  await tx.query('UPDATE harvest_runs SET undone_at = now(), removed = $2 WHERE job_id = $1', [
    jobId,
    removable.length,
  ]);
  return { removed: removable.length, keptReviewed: rows.length - removable.length, decisionsUndone };
}

async function deleteDocumentsAndLonePersons(
  tx: Queryable,
  investigationId: number,
  documentIds: number[],
  persons: LonePersons,
  documents: DocumentDeletes,
): Promise<void> {
  if (documentIds.length === 0) return;
  const { rows } = await tx.query<{ person_id: number }>(
    'SELECT DISTINCT person_id FROM document_authors WHERE document_id = ANY($1::bigint[])',
    [documentIds],
  );
  await documents.deleteDocuments(tx, investigationId, documentIds);
  await persons.dropLonePersons(
    tx,
    investigationId,
    rows.map((row) => row.person_id),
  );
}
