import type { PageCursor } from '../connectors/harvest-page.js';
import type { NormalizedDocument } from '../document.js';

/**
 * Where a step stopped, as the step reads it back: JSON saved in the job's progress after each stored batch. A
 * source's page cursor (OpenAlex's next cursor, arXiv's next start); for a step reading uploaded files, the number
 * of records already stored.
 */
export type StepCursor = PageCursor;

export interface StepBatch {
  batch: NormalizedDocument[];
  /** Given back to `run`, the step goes on right after this batch; null when it was the last, absent when the step cannot resume inside itself. */
  cursor?: StepCursor;
}

/** One unit of a harvest (a query to one source), resumable on its own: a retried job skips the steps done. */
export interface HarvestStep {
  /** Stable within the investigation's plan, e.g. "openalex:search". */
  name: string;
  /** Readable, for reasons shown to the user: 'OpenAlex search for "graphene"'. */
  label: string;
  /**
   * Yields documents in batches; each batch is stored (and its cursor saved) before the next is fetched. Given a
   * cursor, starts right after the batch that yielded it. The signal stops the step's requests (a cancelled job).
   */
  run(cursor?: StepCursor, signal?: AbortSignal): AsyncIterable<StepBatch>;
}

/** A step that cannot run here for a reason the user should see (e.g. no web search configured). */
export class StepSkipped extends Error {}

export interface HarvestProgress {
  done: string[];
  notes: string[];
  failed: string[];
  /** The step in progress and where it stopped: a retried or resumed job continues there. */
  at?: { step: string; cursor: StepCursor };
}

export const emptyProgress = (): HarvestProgress => ({ done: [], notes: [], failed: [] });
