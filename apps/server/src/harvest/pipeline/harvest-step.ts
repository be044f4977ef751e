import type { NormalizedDocument } from '../document.js';

/** One unit of a harvest (a query to one source), resumable on its own: a retried job skips the steps done. */
export interface HarvestStep {
  /** Stable within the investigation's plan, e.g. "openalex:search". */
  name: string;
  /** Readable, for reasons shown to the user: 'OpenAlex search for "graphene"'. */
  label: string;
  /** Yields documents in batches; each batch is stored atomically before the next is fetched. */
  run(): AsyncIterable<NormalizedDocument[]>;
}

/** A step that cannot run here for a reason the user should see (e.g. no web search configured). */
export class StepSkipped extends Error {}

export interface HarvestProgress {
  done: string[];
  notes: string[];
  failed: string[];
}

export const emptyProgress = (): HarvestProgress => ({ done: [], notes: [], failed: [] });
