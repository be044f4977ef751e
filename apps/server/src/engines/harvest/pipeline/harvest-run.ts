import {
  type HarvestStepOutcome,
  MAX_RECORDS_NAMED,
  quotedList,
  type RejectedInput,
  rejectedByUs,
  stepHasProblem,
} from '@quarry/contract';
import type { HarvestRequest } from '../plan/harvest-requests.js';
import type { HarvestStep, StepBatch, StepRecord } from './harvest-step.js';
import { addCounts, type BatchAccount } from './record-accounting.js';

/** What a harvest is called in its summary. */
export function runTitle(request: HarvestRequest | undefined): string {
  if (!request) return 'First harvest';
  switch (request.kind) {
    case 'one-time':
      if (request.addedTerms?.length)
        return `Harvest of the added term${request.addedTerms.length > 1 ? 's' : ''} ${quotedList(request.addedTerms)}`;
      return `One-time harvest of ${quotedList([...request.terms, ...request.pages, ...request.searchPages])}`;
    case 'dois':
      return `Harvest of ${request.dois.length} DOI line${request.dois.length > 1 ? 's' : ''}`;
    case 'citations':
      return `References and citing works of ${request.documentIds.length} document${request.documentIds.length > 1 ? 's' : ''}`;
    case 'authors':
      return `Works of ${quotedList(request.names)}`;
    case 'alert':
      return 'Alert check: the harvest again';
    case 'files':
      return `Files added: ${request.fileNames.join(', ')}`;
    case 'reharvest':
      return request.documentIds
        ? `Re-harvest of ${request.documentIds.length} document${request.documentIds.length > 1 ? 's' : ''}`
        : 'Re-harvest of the current documents';
  }
}

const emptyRecord = (): StepRecord => ({
  state: 'running',
  reason: null,
  found: null,
  received: 0,
  added: 0,
  rejected: [],
  merged: 0,
  mergedRecords: [],
  rejectedRecordCount: 0,
  rejectedRecords: [],
});

const noAccount: BatchAccount = { merged: 0, mergedRecords: [], rejected: 0, rejectedRecords: [] };

/** How many more merged records the step's summary names with their document. */
export const recordsLeftToName = (record: StepRecord): number =>
  MAX_RECORDS_NAMED - (record.mergedRecords?.length ?? 0);

/** The record of a step, made when it starts. */
export function recordOf(records: Record<string, StepRecord>, step: HarvestStep): StepRecord {
  return (records[step.name] ??= emptyRecord());
}

/** Counts a stored batch into its step's record: what it received and added, and what became of the rest. */
export function countBatch(
  record: StepRecord,
  { batch, found, unmatched, unread = [] }: StepBatch,
  added: number,
  account: BatchAccount = noAccount,
): void {
  record.received += batch.length + unread.length;
  record.added += added;
  if (found !== undefined) record.found = Math.max(record.found ?? 0, found);
  if (unmatched) record.rejected.push(...unmatched);
  record.merged = (record.merged ?? 0) + account.merged;
  record.mergedRecords = [...(record.mergedRecords ?? []), ...account.mergedRecords].slice(0, MAX_RECORDS_NAMED);
  record.rejectedRecordCount = (record.rejectedRecordCount ?? 0) + account.rejected + unread.length;
  if (unread.length > 0) record.sourceStubs = (record.sourceStubs ?? 0) + unread.length;
  record.rejectedRecords = [...(record.rejectedRecords ?? []), ...unread, ...account.rejectedRecords].slice(
    0,
    MAX_RECORDS_NAMED,
  );
  if (account.imported) record.imported = addCounts(record.imported, account.imported);
}

/** The summary's steps: those of the plan that started, in plan order. */
export function outcomesOf(plan: HarvestStep[], records: Record<string, StepRecord>): HarvestStepOutcome[] {
  return plan.flatMap((step) => {
    const record = records[step.name];
    if (!record) return [];
    return [
      {
        label: step.label,
        source: step.source,
        state: record.state,
        reason: record.reason,
        found: record.found,
        received: record.received,
        added: record.added,
        limit: step.limit ?? null,
        rejectedInputs: [...(step.rejectedInputs ?? []), ...record.rejected],
        merged: record.merged ?? 0,
        mergedRecords: record.mergedRecords ?? [],
        rejected: record.rejectedRecordCount ?? 0,
        rejectedRecords: record.rejectedRecords ?? [],
        sourceStubs: record.sourceStubs ?? 0,
        imported: record.imported ?? { votes: 0, labels: 0, notes: 0 },
      },
    ];
  });
}

const MAX_LINES_NAMED = 5;

/** The first lines named with their reason, and how many more there are. */
function namedLines(lines: RejectedInput[], count: number): string {
  const named = lines
    .slice(0, MAX_LINES_NAMED)
    .map((line) => `"${line.input}" (${line.reason})`)
    .join(', ');
  return count > MAX_LINES_NAMED ? `${named} and ${count - MAX_LINES_NAMED} more` : named;
}

/** One line per problem of a harvest, for the investigation's status reason (the list's tooltip); null when none. */
export function problemsOf(outcomes: HarvestStepOutcome[]): string | null {
  const lines = outcomes.filter(stepHasProblem).map((step) => {
    const head =
      step.state === 'failed'
        ? `${step.label} failed: ${step.reason}`
        : step.state === 'skipped'
          ? (step.reason ?? `${step.label} skipped`)
          : step.label;
    const parts: string[] = [];
    // a skipped step's reason names its unreadable lines already
    if (step.rejectedInputs.length > 0 && step.state !== 'skipped') {
      parts.push(
        `${step.rejectedInputs.length} line(s) not used — ${namedLines(step.rejectedInputs, step.rejectedInputs.length)}`,
      );
    }
    if (rejectedByUs(step) > 0)
      parts.push(`${step.rejected} record(s) not kept — ${namedLines(step.rejectedRecords, step.rejected)}`);
    return parts.length > 0 ? `${head}: ${parts.join('; ')}` : head;
  });
  return lines.length > 0 ? lines.join(' · ') : null;
}
