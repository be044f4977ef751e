import type { HarvestRun, HarvestStepOutcome } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import {
  hasHarvestProblems,
  limitHint,
  mergeReasonText,
  moreRecords,
  runFigures,
  stepOutcomeText,
  undoneMessage,
} from './harvestSummaryText';

const step = (over: Partial<HarvestStepOutcome> = {}): HarvestStepOutcome => ({
  label: 'OpenAlex search for "biodiversity finance"',
  source: 'OpenAlex',
  state: 'done',
  reason: null,
  found: 259,
  received: 20,
  added: 12,
  limit: 20,
  rejectedInputs: [],
  merged: 0,
  mergedRecords: [],
  rejected: 0,
  rejectedRecords: [],
  sourceStubs: 0,
  imported: { votes: 0, labels: 0, notes: 0 },
  ...over,
});

describe('the harvest summary texts', () => {
  it('tells found from kept, and what was new', () => {
    expect(stepOutcomeText(step())).toBe('20 of 259 from OpenAlex, 12 new');
    expect(stepOutcomeText(step({ source: 'arXiv', found: 3, received: 3, added: 0 }))).toBe('3 from arXiv, none new');
    expect(stepOutcomeText(step({ found: null, received: 5, added: 5, state: 'running' }))).toBe(
      '5 from OpenAlex so far, 5 new',
    );
  });

  it('says what became of the records not added: merged or not kept, bounded lists saying how many more', () => {
    expect(stepOutcomeText(step({ received: 20, added: 12, merged: 7, rejected: 1 }))).toBe(
      '20 of 259 from OpenAlex, 12 new, 7 merged, 1 not kept',
    );
    expect(stepOutcomeText(step({ received: 20, added: 19, merged: 1 }))).toBe(
      '20 of 259 from OpenAlex, 19 new, 1 merged',
    );
    expect(moreRecords(57, 50)).toBe('and 7 more');
    expect(moreRecords(3, 3)).toBeNull();
    expect(mergeReasonText['similar record']).toBe('a near-duplicate');
  });

  it('gives the reason of a failed or skipped step', () => {
    expect(stepOutcomeText(step({ state: 'failed', reason: 'arXiv answered 503 Service Unavailable' }))).toBe(
      'Failed: arXiv answered 503 Service Unavailable',
    );
    expect(stepOutcomeText(step({ state: 'skipped', reason: 'Web search skipped: WEB_SEARCH_URL is not set' }))).toBe(
      'Skipped: Web search skipped: WEB_SEARCH_URL is not set',
    );
  });

  it('says how to raise the limit only when the limit cut the answer', () => {
    expect(limitHint(step(), true)).toBe(
      'Only the first 20 were kept (the result limit). To harvest more, raise "Max results per article harvest" in Configuration → Search Settings, then harvest again.',
    );
    expect(limitHint(step({ source: 'Web search' }), false)).toContain(
      'ask an omnipotent user to raise "Max results per web harvest"',
    );
    expect(limitHint(step({ found: 15, received: 15 }), true)).toBeNull();
    expect(limitHint(step({ limit: null }), true)).toBeNull();
  });

  it('sums a run up, with its problems and its undo', () => {
    const run: HarvestRun = {
      jobId: 1,
      title: 'x',
      state: 'done',
      startedAt: '',
      finishedAt: null,
      added: 1,
      undoneAt: null,
      removed: null,
      undoable: true,
      steps: [
        step(),
        step({ state: 'failed', reason: 'down' }),
        step({ rejectedInputs: [{ input: 'not-a-doi', reason: 'not a DOI' }] }),
      ],
    };
    expect(runFigures(run)).toBe('Added 1 document · 2 problems');
    expect(runFigures({ ...run, steps: [], undoneAt: '2026-11-24T08:00:00Z', removed: 3 })).toBe(
      'Added 1 document · undone: 3 documents removed',
    );
    expect(undoneMessage({ removed: 2, keptReviewed: 1 })).toBe('2 documents removed; 1 you reviewed kept.');
    expect(undoneMessage({ removed: 0, keptReviewed: 0, decisionsUndone: 1 })).toBe(
      '0 documents removed; imported votes, labels and notes taken back on 1 document.',
    );
  });

  it('tells Ready with problems from Ready', () => {
    expect(hasHarvestProblems({ status: 'READY', statusReason: 'arXiv failed' })).toBe(true);
    expect(hasHarvestProblems({ status: 'READY', statusReason: null })).toBe(false);
    expect(hasHarvestProblems({ status: 'FAILED', statusReason: 'x' })).toBe(false);
  });
});
