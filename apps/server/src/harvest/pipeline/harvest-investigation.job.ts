import type { Database } from '../../db/database.js';
import { JobAborted, type JobContext, type JobHandler } from '../../jobs/job-runner.js';
import type { HarvestedInvestigation, HarvestPorts } from '../harvest-ports.js';
import { AuthorClusterer } from './author-clusterer.js';
import { emptyProgress, type HarvestProgress, type HarvestStep, type StepBatch, StepSkipped } from './harvest-step.js';
import type { HarvestRequest } from '../plan/harvest-requests.js';
import { ingestBatch } from './ingest.js';
import { loadPersonSignatures } from './ingest.repository.js';
import { loadDuplicateFinder } from './investigation-works.js';

export interface HarvestListener {
  /** Called after each stored batch: how many documents it added. */
  batchStored(investigationId: number, added: number): void;
  statusChanged(investigationId: number): void;
}

export interface HarvestJobDeps {
  db: Database;
  /** The investigations the harvest reads and whose status it sets. */
  ports: Pick<HarvestPorts, 'findInvestigation' | 'setStatus'>;
  /** The investigation's own plan, or the steps of a harvest the user asked for (a job payload's `request`). */
  planFor(investigation: HarvestedInvestigation, request: HarvestRequest | undefined): Promise<HarvestStep[]> | HarvestStep[];
  listener: HarvestListener;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The harvest of one investigation: runs its plan step by step, storing each batch as it comes and saving the
 * step's cursor after it, so a retried or resumed job skips the steps done and continues inside the step it was
 * in. A failing step is retried with the job; on the last attempt it is recorded with its reason and the harvest
 * goes on. READY unless every step failed; the reasons go to the status tooltip. When the job is cancelled or this
 * worker loses it (context.signal), the harvest stops before its next batch and writes nothing more.
 */
export function harvestInvestigationJob({ db, ports, planFor, listener }: HarvestJobDeps): JobHandler {
  return async (context) => {
    const { signal } = context;
    const investigationId = Number(context.job.payload.investigationId);
    const investigation = await ports.findInvestigation(investigationId);
    if (!investigation) return; // deleted meanwhile
    const progress: HarvestProgress = { ...emptyProgress(), ...(context.progress as Partial<HarvestProgress>) };
    const setStatus = async (status: HarvestedInvestigation['status'], reason: string | null) => {
      await ports.setStatus(investigationId, status, reason);
      listener.statusChanged(investigationId);
    };
    try {
      await setStatus('PROCESSING', null);
      const request = context.job.payload.request as HarvestRequest | undefined;
      const plan = await planFor(investigation, request);
      const clusterer = new AuthorClusterer(await loadPersonSignatures(db, investigationId));
      const duplicates = await loadDuplicateFinder(db, investigationId);
      for (const step of plan) {
        if (progress.done.includes(step.name)) continue;
        await runStep(step, progress, context, async ({ batch, cursor }) => {
          if (batch.length > 0) {
            const { added } = await ingestBatch({ db, investigationId, clusterer, duplicates }, batch);
            listener.batchStored(investigationId, added);
          }
          if (cursor !== undefined) progress.at = { step: step.name, cursor };
          await context.saveProgress({ ...progress });
        });
        progress.done.push(step.name);
        delete progress.at;
        await context.saveProgress({ ...progress });
      }
      // A requested harvest that fails leaves the investigation usable: its documents are all still there.
      const allFailed = plan.length > 0 && progress.failed.length === plan.length && !request;
      await setStatus(allFailed ? 'FAILED' : 'READY', progress.notes.join(' · ') || null);
    } catch (error) {
      if (signal.aborted) return stopped(investigationId, signal.reason);
      await context.saveProgress({ ...progress });
      if (!context.lastAttempt) {
        await setStatus('PROCESSING', `Retrying: ${messageOf(error)}`);
        throw error;
      }
      await setStatus('FAILED', [...progress.notes, messageOf(error)].join(' · '));
    }
  };

  /**
   * A cancelled harvest of an investigation still there says so in its status (else it would show PROCESSING for
   * ever); a harvest another worker took over writes nothing, the other worker carries on.
   */
  async function stopped(investigationId: number, reason: unknown): Promise<never> {
    if (reason instanceof JobAborted && reason.kind === 'cancelled' && (await ports.findInvestigation(investigationId))) {
      await ports.setStatus(investigationId, 'FAILED', 'Harvest cancelled');
      listener.statusChanged(investigationId);
    }
    throw reason;
  }
}

async function runStep(
  step: HarvestStep,
  progress: HarvestProgress,
  { signal, lastAttempt }: Pick<JobContext, 'signal' | 'lastAttempt'>,
  store: (batch: StepBatch) => Promise<void>,
): Promise<void> {
  const cursor = progress.at?.step === step.name ? progress.at.cursor : undefined;
  try {
    signal.throwIfAborted();
    for await (const batch of step.run(cursor, signal)) {
      signal.throwIfAborted();
      await store(batch);
    }
  } catch (error) {
    if (signal.aborted || error instanceof JobAborted) throw error;
    if (error instanceof StepSkipped) {
      progress.notes.push(error.message);
      return;
    }
    if (!lastAttempt) throw error;
    progress.notes.push(`${step.label} failed: ${messageOf(error)}`);
    progress.failed.push(step.name);
  }
}
