import type { HarvestStepState, ImportedDecisionCounts, MergedRecord, RejectedInput } from '@quarry/contract';
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
  /** How many records the source says match the whole query, when it says. */
  found?: number;
  /** Records the source sent that could not be read as works, and why: received, and rejected in the summary. */
  unread?: RejectedInput[];
  /** Input lines that brought nothing, and why (a DOI no source knows). */
  unmatched?: RejectedInput[];
}

/** One unit of a harvest (a query to one source), resumable on its own: a retried job skips the steps done. */
export interface HarvestStep {
  /** Stable within the investigation's plan, e.g. "openalex:search". */
  name: string;
  /** Readable, for reasons shown to the user: 'OpenAlex search for "graphene"'. */
  label: string;
  /** Where it harvests, for the summary: "OpenAlex", "arXiv", "Web search"… */
  source: string;
  /** The most records it takes (the configuration's maximum results per harvest), when it has a limit. */
  limit?: number;
  /** Input lines it was given but cannot use, and why ("not-a-doi": not a DOI). */
  rejectedInputs?: RejectedInput[];
  /**
   * Yields documents in batches; each batch is stored (and its cursor saved) before the next is fetched. Given a
   * cursor, starts right after the batch that yielded it. The signal stops the step's requests (a cancelled job).
   */
  run(cursor?: StepCursor, signal?: AbortSignal): AsyncIterable<StepBatch>;
}

/** A step that cannot run for a reason the user should see (an author OpenAlex does not know, unreadable records). */
export class StepSkipped extends Error {
  /** Input lines that could not be used (records of an uploaded file that cannot be read), named in the summary. */
  readonly rejectedInputs: RejectedInput[];
  constructor(message: string, rejectedInputs: RejectedInput[] = []) {
    super(message);
    this.rejectedInputs = rejectedInputs;
  }
}

/** A step this installation cannot run (no web search configured): shown in the summary, not a problem of the harvest. */
export class StepUnavailable extends StepSkipped {}

export interface HarvestProgress {
  done: string[];
  /** The step in progress and where it stopped: a retried or resumed job continues there. */
  at?: { step: string; cursor: StepCursor };
  /** How each step went so far, by step name: a resumed job goes on counting (the harvest summary). */
  records: Record<string, StepRecord>;
}

/** How a step went: its state and why, what the source found, what the step received and added. */
export interface StepRecord {
  state: HarvestStepState;
  reason: string | null;
  found: number | null;
  received: number;
  added: number;
  /** Input lines that brought nothing or could not be read, found while it ran. */
  rejected: RejectedInput[];
  /**
   * The received records not added: merged into a document, or rejected with why (the first MAX_RECORDS_NAMED of
   * each named, all counted). Absent from the progress of a job that began before they were counted.
   */
  merged?: number;
  mergedRecords?: MergedRecord[];
  rejectedRecordCount?: number;
  /** Of those, the source's stubs that are not works (StepBatch.unread). */
  sourceStubs?: number;
  rejectedRecords?: RejectedInput[];
  /** The screening decisions its records brought and the ingest wrote (votes, labels, notes). */
  imported?: ImportedDecisionCounts;
}

export const emptyProgress = (): HarvestProgress => ({ done: [], records: {} });
