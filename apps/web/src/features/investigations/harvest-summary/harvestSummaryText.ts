import {
  type HarvestRun,
  type HarvestStepOutcome,
  type RecordMergeReason,
  stepHasProblem,
  stepWasLimited,
} from '@quarry/contract';

export const summaryLabel = {
  button: 'Harvest summary',
  buttonWithProblems: 'Harvest summary: the last harvest had problems',
  title: 'Harvest summary',
  none: 'No harvest has run yet.',
  loading: 'Loading the harvests…',
  failedToLoad: 'The harvest summary could not be loaded.',
  close: 'Close',
  undo: 'Undo its additions',
  undoTitle: 'Undo a harvest',
  undoConfirm: 'Remove',
  undone: 'Harvest undone',
  rejectedLines: 'Lines not used',
  mergedRecords: 'Merged into a document',
  rejectedRecords: 'Records not kept',
  readyWithProblems: 'Ready, with problems: open the harvest summary',
  failedOpenSummary: 'Failed: open the harvest summary',
} as const;

export const runStateLabel: Record<HarvestRun['state'], string> = {
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "20 of 259 from OpenAlex, 12 new, 7 merged, 1 not kept", "3 from arXiv, none new", "failed: arXiv answered 503…". */
export function stepOutcomeText(step: HarvestStepOutcome): string {
  if (step.state === 'failed') return `Failed: ${step.reason ?? 'no reason given'}`;
  if (step.state === 'skipped') return `Skipped: ${step.reason ?? 'no reason given'}`;
  if (step.state === 'unavailable') return `Not available here: ${step.reason ?? 'no reason given'}`;
  const kept =
    step.found !== null && step.found > step.received ? `${step.received} of ${step.found}` : `${step.received}`;
  const added = step.added === 0 ? 'none new' : `${step.added} new`;
  const running = step.state === 'running' ? ' so far' : '';
  const merged = step.merged > 0 ? `, ${step.merged} merged` : '';
  const rejected = step.rejected > 0 ? `, ${step.rejected} not kept` : '';
  return `${kept} from ${step.source}${running}, ${added}${merged}${rejected}`;
}

/** Why a received record joined a document instead of adding one. */
export const mergeReasonText: Record<RecordMergeReason, string> = {
  'same DOI': 'same DOI',
  'same address': 'same web address',
  'same source record': 'same record at its source',
  'same title and year': 'same title and year',
  'stated version': 'a version its source names',
  'similar record': 'a near-duplicate',
};

/** "and 12 more" when a list names fewer records than it counts; null when it names them all. */
export const moreRecords = (count: number, named: number): string | null =>
  count > named ? `and ${count - named} more` : null;

/** How to get more when the limit cut a step's answer (only omnipotent users may override it, doc 2 §6). */
export function limitHint(step: HarvestStepOutcome, omnipotent: boolean): string | null {
  if (!stepWasLimited(step)) return null;
  const field = step.source === 'Web search' ? 'Max results per web harvest' : 'Max results per article harvest';
  const who = omnipotent ? 'raise' : 'ask an omnipotent user to raise';
  return `Only the first ${step.limit} were kept (the result limit). To harvest more, ${who} "${field}" in Configuration → Search Settings, then harvest again.`;
}

/** "Added 12 documents · 2 problems", or what undoing it removed. */
export function runFigures(run: HarvestRun): string {
  const problems = run.steps.filter(stepHasProblem).length;
  const parts = [`Added ${plural(run.added, 'document')}`];
  if (problems > 0) parts.push(plural(problems, 'problem'));
  if (run.undoneAt) parts.push(`undone: ${plural(run.removed ?? 0, 'document')} removed`);
  return parts.join(' · ');
}

export const undoMessage = (run: HarvestRun): string =>
  `Remove the documents that "${run.title}" alone brought (up to ${plural(run.added, 'document')})? Documents you rated, starred, noted or labelled are kept, and so are those another harvest found too.`;

export const undoneMessage = ({
  removed,
  keptReviewed,
  decisionsUndone = 0,
}: {
  removed: number;
  keptReviewed: number;
  decisionsUndone?: number;
}): string =>
  `${plural(removed, 'document')} removed${keptReviewed > 0 ? `; ${keptReviewed} you reviewed kept` : ''}${
    decisionsUndone > 0 ? `; imported votes, labels and notes taken back on ${plural(decisionsUndone, 'document')}` : ''
  }.`;

/** The status of an investigation whose harvest ended Ready with problems (its reason names them). */
export const hasHarvestProblems = (investigation: { status: string; statusReason: string | null }): boolean =>
  investigation.status === 'READY' && Boolean(investigation.statusReason);
