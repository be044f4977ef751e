import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/**
 * How a step of a harvest ended: done, failed (with a reason), skipped (with why), or still running; `unavailable`:
 * this installation cannot run it (no web search configured), said in the summary but not a problem of the harvest.
 */
export const harvestStepStates = ['running', 'done', 'failed', 'skipped', 'unavailable'] as const;
export type HarvestStepState = (typeof harvestStepStates)[number];

/** A line of the user's input that brought nothing, and why ("not-a-doi": "not a DOI"). */
export const rejectedInput = z.object({ input: z.string(), reason: z.string() });
export type RejectedInput = z.infer<typeof rejectedInput>;

/** How a received record was found to be a document already there: its DOI, identifier or URL (or title and year), or the near-duplicate check's evidence. */
export const recordMergeReasons = [
  'same DOI',
  'same address',
  'same source record',
  'same title and year',
  'stated version',
  'similar record',
] as const;
export type RecordMergeReason = (typeof recordMergeReasons)[number];

/** A record a step received that joined a document instead of adding one, and that document (to open it). */
export const mergedRecord = z.object({
  /** The record's title as the source gave it. */
  title: z.string(),
  /** Its DOI, else its URL or its id at the source, when it has one. */
  identifier: z.string().nullable(),
  reason: z.enum(recordMergeReasons),
  documentId: z.number().int(),
  documentTitle: z.string(),
});
export type MergedRecord = z.infer<typeof mergedRecord>;

/** How many votes, labels and notes a step's records brought from the tool that exported them. */
export const importedDecisionCounts = z.object({
  votes: z.number().int(),
  labels: z.number().int(),
  notes: z.number().int(),
});
export type ImportedDecisionCounts = z.infer<typeof importedDecisionCounts>;

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** "Imported from the files: 3 votes, 2 labels, 1 note" (null when nothing was imported). */
export function importedDecisionsText(counts: ImportedDecisionCounts): string | null {
  if (counts.votes + counts.labels + counts.notes === 0) return null;
  return `Imported from the files: ${counted(counts.votes, 'vote')}, ${counted(counts.labels, 'label')}, ${counted(counts.notes, 'note')}`;
}

/** At most this many merged and rejected records are named per step; the counts are always exact. */
export const MAX_RECORDS_NAMED = 50;

/** One step of a harvest (a query to one source), as its summary shows it. */
export const harvestStepOutcome = z.object({
  label: z.string(),
  /** "OpenAlex", "arXiv", "Web search", an uploaded file's name… */
  source: z.string(),
  state: z.enum(harvestStepStates),
  /** Why it failed or was skipped, in plain words; null when it was done. */
  reason: z.string().nullable(),
  /** How many records the source said match the query, when it says. */
  found: z.number().int().nullable(),
  /** How many records the step received (at most `limit`). */
  received: z.number().int(),
  /** Of these, the documents that were new to the investigation. */
  added: z.number().int(),
  /** The step's result limit (the configuration's maximum results per harvest), when it has one. */
  limit: z.number().int().nullable(),
  rejectedInputs: z.array(rejectedInput),
  /**
   * The received records that were not added: merged into a document (already there, or made from another record
   * of the same answer) or rejected, with why. received = added + merged + rejected; the lists name the first
   * MAX_RECORDS_NAMED of each. Harvests summed up before these were counted have 0 and empty lists.
   */
  merged: z.number().int().default(0),
  mergedRecords: z.array(mergedRecord).default([]),
  rejected: z.number().int().default(0),
  rejectedRecords: z.array(rejectedInput).default([]),
  /**
   * Of the rejected, the records the source sent that are not works (OpenAlex lists untitled stubs): named like the
   * others, but no problem of the harvest, which could not have kept them.
   */
  sourceStubs: z.number().int().default(0),
  /**
   * The screening decisions its records brought from the tool that exported them (ASReview, Rayyan, Zotero), written
   * as the owner's votes (never over a vote cast), labels and notes; undone with the harvest.
   */
  imported: importedDecisionCounts.default({ votes: 0, labels: 0, notes: 0 }),
});
export type HarvestStepOutcome = z.infer<typeof harvestStepOutcome>;

export const harvestRunStates = ['running', 'done', 'failed', 'cancelled'] as const;

/** One harvest of an investigation: its first, or one the user asked for later (terms, DOIs, a one-time search…). */
export const harvestRun = z.object({
  jobId: z.number().int(),
  /** "First harvest", 'Harvest of the added term "investment"'… */
  title: z.string(),
  state: z.enum(harvestRunStates),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  steps: z.array(harvestStepOutcome),
  /** Documents this harvest added to the investigation. */
  added: z.number().int(),
  /** When its additions were undone (null if never), and how many documents that removed. */
  undoneAt: z.string().nullable(),
  removed: z.number().int().nullable(),
  /** A finished harvest the user asked for (not the first) that added documents, not undone yet. */
  undoable: z.boolean(),
});
export type HarvestRun = z.infer<typeof harvestRun>;

/** A step that the user should look at: it failed or was skipped, input lines brought nothing, or records received were rejected. */
export const stepHasProblem = (
  step: Pick<HarvestStepOutcome, 'state' | 'rejectedInputs'> &
    Partial<Pick<HarvestStepOutcome, 'rejected' | 'sourceStubs'>>,
): boolean =>
  step.state === 'failed' || step.state === 'skipped' || step.rejectedInputs.length > 0 || rejectedByUs(step) > 0;

/** The rejected records Quarry could have kept: all but the source's own stubs. */
export const rejectedByUs = (step: Partial<Pick<HarvestStepOutcome, 'rejected' | 'sourceStubs'>>): number =>
  (step.rejected ?? 0) - (step.sourceStubs ?? 0);

/** What became of a step's records: every record received was added, merged into a document, or rejected. */
export const stepAccountsForAll = (
  step: Pick<HarvestStepOutcome, 'received' | 'added' | 'merged' | 'rejected'>,
): boolean => step.received === step.added + step.merged + step.rejected;

/** The source kept fewer records than it found: the limit cut the answer. */
export const stepWasLimited = (step: Pick<HarvestStepOutcome, 'found' | 'received' | 'limit'>): boolean =>
  step.limit !== null && step.found !== null && step.found > step.received && step.received >= step.limit;

export const harvestRunMessages = {
  notUndoable:
    'This harvest cannot be undone: it is the first harvest, still running, added nothing, or was already undone',
} as const;

const params = z.object({ type: z.string().regex(/^[a-z]+$/), id: z.coerce.number().int().positive() });

/** The harvest summary: what each harvest found, kept and failed on, and undoing a harvest's additions. */
export const harvestRunsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:type/:id/harvest-runs',
    access: 'owner',
    summary: "The investigation's harvests, latest first: per step what was found, kept, failed or skipped and why",
    params,
    response: z.object({ runs: z.array(harvestRun) }),
  }),
  undo: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/harvest-runs/:jobId/undo',
    access: 'owner',
    summary:
      'Remove the documents that this harvest alone brought (those the user reviewed are kept) and the votes, labels and notes its files imported',
    params: params.extend({ jobId: z.coerce.number().int().positive() }),
    /** decisionsUndone: the documents whose imported votes, labels or notes were taken back. */
    response: z.object({
      removed: z.number().int(),
      keptReviewed: z.number().int(),
      decisionsUndone: z.number().int(),
    }),
  }),
};
