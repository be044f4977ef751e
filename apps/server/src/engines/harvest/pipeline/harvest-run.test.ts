import { MAX_RECORDS_NAMED, stepAccountsForAll } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { SourceError } from '../http/source-error.js';
import { countBatch, outcomesOf, problemsOf, recordOf, runTitle } from './harvest-run.js';
import type { HarvestStep, StepRecord } from './harvest-step.js';
import { humanReason } from './step-reasons.js';

const step = (name: string, over: Partial<HarvestStep> = {}): HarvestStep => ({
  name,
  label: `OpenAlex search for "${name}"`,
  source: 'OpenAlex',
  limit: 20,
  run: async function* () {},
  ...over,
});

describe('a harvest run, as its summary tells it', () => {
  it('is titled by what the user asked', () => {
    expect(runTitle(undefined)).toBe('First harvest');
    expect(
      runTitle({
        kind: 'one-time',
        terms: ['"investment" biodiversity finance'],
        pages: [],
        searchPages: [],
        addedTerms: ['investment'],
      }),
    ).toBe('Harvest of the added term "investment"');
    expect(runTitle({ kind: 'one-time', terms: ['a', 'b', 'c', 'd'], pages: [], searchPages: [] })).toBe(
      'One-time harvest of "a", "b", "c" and 1 more',
    );
    expect(runTitle({ kind: 'dois', dois: ['10.1/x'] })).toBe('Harvest of 1 DOI line');
    expect(runTitle({ kind: 'files', uploadIds: [4, 5], fileNames: ['rayyan.ris', 'asreview.csv'] })).toBe(
      'Files added: rayyan.ris, asreview.csv',
    );
  });

  it('counts found, received and added per step, in plan order, only for steps that started', () => {
    const records: Record<string, StepRecord> = {};
    const plan = [step('a'), step('b', { rejectedInputs: [{ input: 'not-a-doi', reason: 'not a DOI' }] }), step('c')];
    const b = recordOf(records, plan[1]!);
    countBatch(b, { batch: new Array(2).fill({}), found: 259 }, 2);
    countBatch(b, { batch: new Array(3).fill({}), found: 259, unmatched: [{ input: '10.9/x', reason: 'unknown' }] }, 1);
    b.state = 'done';
    Object.assign(recordOf(records, plan[0]!), {
      state: 'failed',
      reason: 'OpenAlex answered 500 Internal Server Error',
    });
    const outcomes = outcomesOf(plan, records);
    expect(outcomes.map((o) => o.label)).toEqual(['OpenAlex search for "a"', 'OpenAlex search for "b"']);
    expect(outcomes[1]).toMatchObject({ found: 259, received: 5, added: 3, limit: 20 });
    expect(outcomes[1]!.rejectedInputs).toEqual([
      { input: 'not-a-doi', reason: 'not a DOI' },
      { input: '10.9/x', reason: 'unknown' },
    ]);
    expect(problemsOf(outcomes)).toBe(
      'OpenAlex search for "a" failed: OpenAlex answered 500 Internal Server Error · OpenAlex search for "b": 2 line(s) not used — "not-a-doi" (not a DOI), "10.9/x" (unknown)',
    );
  });

  it('accounts for every record received: added, merged into which document, or rejected and why, naming a bounded few', () => {
    const records: Record<string, StepRecord> = {};
    const plan = [step('a')];
    const a = recordOf(records, plan[0]!);
    const merged = (n: number) => ({
      title: `Record ${n}`,
      identifier: `10.5555/${n}`,
      reason: 'same DOI' as const,
      documentId: n,
      documentTitle: `Document ${n}`,
    });
    const many = Array.from({ length: MAX_RECORDS_NAMED + 5 }, (_, n) => merged(n));
    countBatch(a, { batch: new Array(60).fill({}) }, 3, {
      merged: 55,
      mergedRecords: many.slice(0, MAX_RECORDS_NAMED),
      rejected: 2,
      rejectedRecords: [
        { input: '10.5555/x', reason: 'no title' },
        { input: 'a record without title or identifier', reason: 'no title' },
      ],
    });
    countBatch(a, { batch: new Array(10).fill({}) }, 9, {
      merged: 1,
      mergedRecords: [merged(99)],
      rejected: 0,
      rejectedRecords: [],
    });
    a.state = 'done';
    const [outcome] = outcomesOf(plan, records);
    expect(outcome).toMatchObject({ received: 70, added: 12, merged: 56, rejected: 2 });
    expect(stepAccountsForAll(outcome!)).toBe(true);
    expect(outcome!.mergedRecords).toHaveLength(MAX_RECORDS_NAMED);
    expect(outcome!.mergedRecords[0]).toEqual(merged(0));
    expect(stepAccountsForAll({ ...outcome!, merged: 55 })).toBe(false);
    expect(problemsOf([outcome!])).toBe(
      'OpenAlex search for "a": 2 record(s) not kept — "10.5555/x" (no title), "a record without title or identifier" (no title)',
    );
  });

  it('counts the records a source sent that are not readable works as received and rejected, with their reason', () => {
    const plan = [step('a')];
    const records: Record<string, StepRecord> = {};
    countBatch(
      recordOf(records, plan[0]!),
      { batch: new Array(19).fill({}), unread: [{ input: 'W4390000009', reason: 'no title' }] },
      19,
    );
    const [outcome] = outcomesOf(plan, records);
    expect(outcome).toMatchObject({
      received: 20,
      added: 19,
      merged: 0,
      rejected: 1,
      rejectedRecords: [{ input: 'W4390000009', reason: 'no title' }],
    });
    expect(stepAccountsForAll(outcome!)).toBe(true);
  });

  it('reads the record of a step begun before merged and rejected records were counted', () => {
    const records: Record<string, StepRecord> = {
      a: { state: 'running', reason: null, found: null, received: 4, added: 4, rejected: [] },
    };
    countBatch(records.a!, { batch: new Array(2).fill({}) }, 1, {
      merged: 1,
      mergedRecords: [],
      rejected: 0,
      rejectedRecords: [],
    });
    expect(outcomesOf([step('a')], records)[0]).toMatchObject({
      received: 6,
      added: 5,
      merged: 1,
      rejected: 0,
      mergedRecords: [],
      rejectedRecords: [],
    });
  });

  it('has no problems when every step was done or could not run in this installation', () => {
    const records: Record<string, StepRecord> = {};
    const plan = [step('a'), step('web', { source: 'Web search' })];
    recordOf(records, plan[0]!).state = 'done';
    Object.assign(recordOf(records, plan[1]!), {
      state: 'unavailable',
      reason: 'Web search skipped: WEB_SEARCH_URL is not set',
    });
    expect(problemsOf(outcomesOf(plan, records))).toBeNull();
  });
});

describe('the reason a step failed', () => {
  it("drops the request's address and says what to do", () => {
    const error = new SourceError('arXiv answered 503 Service Unavailable for /api/query?search_query=all:x', {
      source: 'arXiv',
      kind: 'http-status',
      status: 503,
      url: 'https://export.arxiv.org/api/query?search_query=all:x',
    });
    expect(humanReason(error)).toBe('arXiv answered 503 Service Unavailable (a problem on its side: try again later)');
  });

  it('keeps an error of ours out of sight when it is not readable', () => {
    const internal = new Error('boom\n    at Object.<anonymous> (/srv/app.js:1:2)');
    expect(humanReason(internal)).toBe('an unexpected error (see the server log)');
    expect(humanReason(new Error('The investigation was deleted'))).toBe('The investigation was deleted');
  });
});
