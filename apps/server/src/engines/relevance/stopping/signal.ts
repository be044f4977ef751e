import { irrelevantSinceLastRelevant, stopAfterIrrelevantInARow, stopAfterShareScreened } from './heuristics.js';
import {
  DEFAULT_CONFIDENCE,
  DEFAULT_TARGET_RECALL,
  RECOMMENDED_STOPPING_METHOD,
  STOPPING_METHODS,
  SWITCH_TO_SAMPLE_AFTER,
  irrelevantInARowName,
  shareScreenedName,
} from './methods.js';
import { type RecallEstimate, randomSampleTest } from './random-sample-test.js';
import { rankedRecordsTest } from './ranked-records-test.js';

/** One screening decision, in the order made. Maybe and undecided records are not decisions. */
export interface ScreeningDecision {
  readonly relevant: boolean;
  /** Drawn at random from the unscreened records (the validation sample), not picked by the ranking. */
  readonly random: boolean;
}

export interface StoppingState {
  /** All records of the set being screened. */
  readonly total: number;
  readonly decisions: readonly ScreeningDecision[];
  readonly targetRecall?: number;
  readonly confidence?: number;
  /** The reviewer asked for a random sample now. */
  readonly sampleRequested?: boolean;
  /** The heuristics to show beside the test: runs of irrelevant records and a share screened. */
  readonly irrelevantRuns?: readonly number[];
  readonly shareScreened?: number;
}

export type Recommendation = 'stop' | 'continue' | 'sample';

export interface MethodSignal {
  readonly id: string;
  readonly name: string;
  /** Empty for the heuristics: they have no published guarantee. */
  readonly citation: string;
  /** The method to lead with (RECOMMENDED_STOPPING_METHOD). */
  readonly recommended: boolean;
  readonly recommendation: Recommendation;
  /** With 'sample': random records still to draw, at least (if all are irrelevant), before the test can stop. */
  readonly sampleSize?: number;
  readonly pValue?: number;
}

export interface StoppingSignal {
  readonly total: number;
  readonly screened: number;
  readonly relevantFound: number;
  readonly irrelevantSinceLastRelevant: number;
  readonly targetRecall: number;
  readonly confidence: number;
  /** The random sample: the random decisions at the end (a prioritised decision after them starts it afresh). */
  readonly sample: { readonly size: number; readonly relevant: number };
  /** Recall so far, from the random sample; null until it holds a record. */
  readonly recall: RecallEstimate | null;
  readonly methods: readonly MethodSignal[];
}

/** Everything the stopping panel shows for a screening state: data only, so a route can serve it as is. */
export function stoppingSignal(state: StoppingState): StoppingSignal {
  const targetRecall = state.targetRecall ?? DEFAULT_TARGET_RECALL;
  const confidence = state.confidence ?? DEFAULT_CONFIDENCE;
  const { total, decisions } = state;
  if (!Number.isInteger(total) || total < decisions.length) throw new RangeError('more decisions than records');
  const labels = Uint8Array.from(decisions, (decision) => (decision.relevant ? 1 : 0));
  let sampleStart = decisions.length;
  while (sampleStart > 0 && decisions[sampleStart - 1]!.random) sampleStart--;
  const count = (from: number, to: number) => labels.subarray(from, to).reduce((sum, label) => sum + label, 0);
  const sample = { size: decisions.length - sampleStart, relevant: count(sampleStart, decisions.length) };
  const sinceLastRelevant = irrelevantSinceLastRelevant(labels);

  const test = randomSampleTest({
    total,
    screenedBefore: sampleStart,
    relevantBefore: count(0, sampleStart),
    sampled: sample.size,
    relevantInSample: sample.relevant,
    targetRecall,
    confidence,
  });
  const sampling = sample.size > 0 || state.sampleRequested === true || sinceLastRelevant >= SWITCH_TO_SAMPLE_AFTER;
  const randomSample: MethodSignal = {
    ...STOPPING_METHODS.randomSample,
    recommended: RECOMMENDED_STOPPING_METHOD === STOPPING_METHODS.randomSample.id,
    pValue: test.pValue,
    ...(test.stop
      ? { recommendation: 'stop' }
      : sampling
        ? { recommendation: 'sample', sampleSize: test.moreToSample }
        : { recommendation: 'continue' }),
  };
  const ranked = rankedRecordsTest(labels.subarray(0, sampleStart), total, targetRecall, confidence);
  const rankedRecords: MethodSignal = {
    ...STOPPING_METHODS.rankedRecords,
    recommended: RECOMMENDED_STOPPING_METHOD === STOPPING_METHODS.rankedRecords.id,
    pValue: ranked.pValue,
    recommendation: ranked.stop ? 'stop' : 'continue',
  };
  const heuristic = (id: string, name: string, stop: boolean): MethodSignal => ({
    id,
    name,
    citation: '',
    recommended: false,
    recommendation: stop ? 'stop' : 'continue',
  });
  const runs = (state.irrelevantRuns ?? [50, 100]).map((run) =>
    heuristic(`irrelevant-in-a-row-${run}`, irrelevantInARowName(run), stopAfterIrrelevantInARow(labels, run)),
  );
  const share = state.shareScreened ?? 0.5;
  return {
    total,
    screened: decisions.length,
    relevantFound: count(0, decisions.length),
    irrelevantSinceLastRelevant: sinceLastRelevant,
    targetRecall,
    confidence,
    sample,
    recall: test.recall,
    methods: [
      randomSample,
      rankedRecords,
      ...runs,
      heuristic(
        `share-screened-${Math.round(share * 100)}`,
        shareScreenedName(share),
        stopAfterShareScreened(decisions.length, total, share),
      ),
    ],
  };
}
