import type { Database } from '../../../db/database.js';
import { JobAborted, type JobContext, type JobHandler } from '../../../jobs/job-runner.js';
import type { HarvestedInvestigation, HarvestPorts } from '../harvest-ports.js';
import {
  emptyProgress,
  type HarvestProgress,
  type HarvestStep,
  type StepBatch,
  type StepCursor,
  type StepRecord,
  StepSkipped,
  StepUnavailable,
} from './harvest-step.js';
import { countBatch, outcomesOf, problemsOf, recordOf, recordsLeftToName, runTitle } from './harvest-run.js';
import { saveRun, startRun } from './harvest-runs.repository.js';
import { humanReason } from './step-reasons.js';
import type { HarvestRequest } from '../plan/harvest-requests.js';
import { afterAdding, ingestBatch, type IngestResult, type KeepRules } from './ingest.js';
import { loadDuplicateFinder } from './investigation-works.js';

export interface HarvestListener {
  /** Called after each stored batch: how many documents it added. */
  batchStored(investigationId: number, added: number): void;
  statusChanged(investigationId: number): void;
}

export interface HarvestJobDeps {
  db: Database;
  /** The investigations the harvest reads and whose status it sets; the persons module, which takes the authors. */
  ports: Pick<HarvestPorts, 'findInvestigation' | 'setStatus' | 'mentions' | 'documents' | 'addToDocumentCount'>;
  /**
   * The investigation's own plan, or the steps of a harvest the user asked for (a job payload's `request`), with
   * what its configuration lets the harvest keep (start-date cutoff, document number limit).
   */
  planFor(
    investigation: HarvestedInvestigation,
    request: HarvestRequest | undefined,
  ): Promise<HarvestPlan> | HarvestPlan;
  listener: HarvestListener;
}

export interface HarvestPlan {
  steps: HarvestStep[];
  keep?: KeepRules;
  /** A re-harvest of documents already there: their records fill the documents' empty fields (ingest.ts). */
  fillKnown?: boolean;
}

/**
 * The harvest of one investigation: runs its plan step by step, storing each batch as it comes and saving the
 * step's cursor after it, so a retried or resumed job skips the steps done and continues inside the step it was
 * in. A failing step is retried with the job; on the last attempt it is recorded with its reason and the harvest
 * goes on. READY unless every step failed. Each step's outcome (found, received, added, failed or skipped and why,
 * input lines not used) goes to the harvest's run, the summary users read; its problems to the status reason. When
 * the job is cancelled or this worker loses it (context.signal), the harvest stops before its next batch and writes
 * nothing more.
 */
export function harvestInvestigationJob({ db, ports, planFor, listener }: HarvestJobDeps): JobHandler {
  return async (context) => {
    const { signal } = context;
    const jobId = Number(context.job.id);
    const investigationId = Number(context.job.payload.investigationId);
    const investigation = await ports.findInvestigation(investigationId);
    if (!investigation) return; // deleted meanwhile
    const progress: HarvestProgress = { ...emptyProgress(), ...(context.progress as Partial<HarvestProgress>) };
    const { records } = progress;
    let plan: HarvestStep[] = [];
    /** Writes the run's steps as they stand (and its end, when given); gives them. */
    const saveOutcomes = async (finished?: 'done' | 'failed' | 'cancelled') => {
      const outcomes = outcomesOf(plan, records);
      await saveRun(db, jobId, outcomes, finished);
      return outcomes;
    };
    const setStatus = async (status: HarvestedInvestigation['status'], reason: string | null) => {
      await ports.setStatus(investigationId, status, reason);
      listener.statusChanged(investigationId);
    };
    try {
      const request = context.job.payload.request as HarvestRequest | undefined;
      await startRun(db, { jobId, investigationId, title: runTitle(request), isFirst: !request });
      await setStatus('PROCESSING', null);
      const planned = await planFor(investigation, request);
      plan = planned.steps;
      let keep = planned.keep;
      const mentions = await ports.mentions.open(db, investigationId);
      const duplicates = await loadDuplicateFinder(db, investigationId);
      for (const step of plan) {
        if (progress.done.includes(step.name)) continue;
        const record = recordOf(records, step);
        const cursor = progress.at?.step === step.name ? progress.at.cursor : undefined;
        await runStep(step, record, cursor, context, async (stored) => {
          let result: IngestResult | undefined;
          if (stored.batch.length > 0) {
            result = await ingestBatch(
              {
                db,
                investigationId,
                mentions,
                documents: ports.documents,
                addToDocumentCount: ports.addToDocumentCount,
                duplicates,
                harvestJobId: jobId,
                recordsToName: recordsLeftToName(record),
                keep,
                fillKnown: planned.fillKnown,
              },
              stored.batch,
            );
            keep = afterAdding(keep, result.added);
            listener.batchStored(investigationId, result.added);
          }
          countBatch(record, stored, result?.added ?? 0, result?.account);
          if (stored.cursor !== undefined) progress.at = { step: step.name, cursor: stored.cursor };
          await context.saveProgress({ ...progress });
        });
        progress.done.push(step.name);
        delete progress.at;
        await context.saveProgress({ ...progress });
        await saveOutcomes();
      }
      // A requested harvest that fails leaves the investigation usable: its documents are all still there.
      const allFailed = plan.length > 0 && plan.every((step) => records[step.name]?.state === 'failed') && !request;
      const outcomes = await saveOutcomes(allFailed ? 'failed' : 'done');
      await setStatus(allFailed ? 'FAILED' : 'READY', problemsOf(outcomes));
      if (Object.values(records).some((record) => record.added > 0)) await ports.mentions.stored(investigationId);
    } catch (error) {
      if (signal.aborted) return stopped(investigationId, signal.reason);
      await context.saveProgress({ ...progress });
      if (!context.lastAttempt) {
        await setStatus('PROCESSING', `Retrying: ${humanReason(error)}`);
        throw error;
      }
      const outcomes = await saveOutcomes('failed');
      await setStatus('FAILED', [problemsOf(outcomes), humanReason(error)].filter(Boolean).join(' · '));
    }

    /**
     * A cancelled harvest of an investigation still there says so in its status and its run (else it would show
     * PROCESSING for ever); a harvest another worker took over writes nothing, the other worker carries on.
     */
    async function stopped(investigationId: number, reason: unknown): Promise<never> {
      if (
        reason instanceof JobAborted &&
        reason.kind === 'cancelled' &&
        (await ports.findInvestigation(investigationId))
      ) {
        await saveOutcomes('cancelled');
        await ports.setStatus(investigationId, 'FAILED', 'Harvest cancelled');
        listener.statusChanged(investigationId);
      }
      throw reason;
    }
  };
}

async function runStep(
  step: HarvestStep,
  record: StepRecord,
  cursor: StepCursor | undefined,
  { signal, lastAttempt }: Pick<JobContext, 'signal' | 'lastAttempt'>,
  store: (batch: StepBatch) => Promise<void>,
): Promise<void> {
  record.state = 'running';
  try {
    signal.throwIfAborted();
    for await (const batch of step.run(cursor, signal)) {
      signal.throwIfAborted();
      await store(batch);
    }
    record.state = 'done';
  } catch (error) {
    if (signal.aborted || error instanceof JobAborted) throw error;
    if (error instanceof StepSkipped) {
      Object.assign(record, {
        state: error instanceof StepUnavailable ? 'unavailable' : 'skipped',
        reason: error.message,
      });
      record.rejected.push(...error.rejectedInputs);
      return;
    }
    if (!lastAttempt) throw error;
    Object.assign(record, { state: 'failed', reason: humanReason(error) });
  }
}
