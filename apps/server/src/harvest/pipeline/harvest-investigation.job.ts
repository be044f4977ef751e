import type { Database } from '../../db/database.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import { findInvestigation, type InvestigationRow, setInvestigationStatus } from '../../modules/investigations/index.js';
import { AuthorClusterer } from './author-clusterer.js';
import { emptyProgress, type HarvestProgress, type HarvestStep, StepSkipped } from './harvest-step.js';
import type { HarvestRequest } from '../plan/harvest-requests.js';
import { ingestBatch } from './ingest.js';
import { loadPersonSignatures } from './ingest.repository.js';

export interface HarvestListener {
  /** Called after each stored batch: how many documents it added. */
  batchStored(investigationId: number, added: number): void;
  statusChanged(investigationId: number): void;
}

export interface HarvestJobDeps {
  db: Database;
  /** The investigation's own plan, or the steps of a harvest the user asked for (a job payload's `request`). */
  planFor(investigation: InvestigationRow, request: HarvestRequest | undefined): Promise<HarvestStep[]> | HarvestStep[];
  listener: HarvestListener;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The harvest of one investigation: runs its plan step by step, storing each batch as it comes. A failing step
 * is retried with the job (done steps are skipped); on the last attempt it is recorded with its reason and the
 * harvest goes on. READY unless every step failed; the reasons go to the status tooltip.
 */
export function harvestInvestigationJob({ db, planFor, listener }: HarvestJobDeps): JobHandler {
  return async (context) => {
    const investigationId = Number(context.job.payload.investigationId);
    const investigation = await findInvestigation(db, investigationId);
    if (!investigation) return; // deleted meanwhile
    const progress: HarvestProgress = { ...emptyProgress(), ...(context.progress as Partial<HarvestProgress>) };
    const setStatus = async (status: InvestigationRow['status'], reason: string | null) => {
      await setInvestigationStatus(db, investigationId, status, reason);
      listener.statusChanged(investigationId);
    };
    try {
      await setStatus('PROCESSING', null);
      const request = context.job.payload.request as HarvestRequest | undefined;
      const plan = await planFor(investigation, request);
      const clusterer = new AuthorClusterer(await loadPersonSignatures(db, investigationId));
      for (const step of plan) {
        if (progress.done.includes(step.name)) continue;
        await runStep(step, progress, context.lastAttempt, async (batch) => {
          const { added } = await ingestBatch({ db, investigationId, clusterer }, batch);
          listener.batchStored(investigationId, added);
        });
        progress.done.push(step.name);
        await context.saveProgress({ ...progress });
      }
      // A requested harvest that fails leaves the investigation usable: its documents are all still there.
      const allFailed = plan.length > 0 && progress.failed.length === plan.length && !request;
      await setStatus(allFailed ? 'FAILED' : 'READY', progress.notes.join(' · ') || null);
    } catch (error) {
      await context.saveProgress({ ...progress });
      if (!context.lastAttempt) {
        await setStatus('PROCESSING', `Retrying: ${messageOf(error)}`);
        throw error;
      }
      await setStatus('FAILED', [...progress.notes, messageOf(error)].join(' · '));
    }
  };
}

async function runStep(
  step: HarvestStep,
  progress: HarvestProgress,
  lastAttempt: boolean,
  store: (batch: Parameters<typeof ingestBatch>[1]) => Promise<void>,
): Promise<void> {
  try {
    for await (const batch of step.run()) {
      if (batch.length > 0) await store(batch);
    }
  } catch (error) {
    if (error instanceof StepSkipped) {
      progress.notes.push(error.message);
      return;
    }
    if (!lastAttempt) throw error;
    progress.notes.push(`${step.label} failed: ${messageOf(error)}`);
    progress.failed.push(step.name);
  }
}
