// When may a reviewer stop screening: the statistical stopping test, the heuristics beside it, and the signal a
// screening panel shows (docs/relevance.md, "When to stop screening").
export { hypergeometricCdf } from './hypergeometric.js';
export {
  CALLAGHAN_2020,
  DEFAULT_CONFIDENCE,
  DEFAULT_TARGET_RECALL,
  RECOMMENDED_STOPPING_METHOD,
  SCREEN_EVERYTHING_NAME,
  STOPPING_METHODS,
  SWITCH_TO_SAMPLE_AFTER,
  type StoppingMethodId,
  irrelevantInARowName,
  shareScreenedName,
} from './methods.js';
export {
  type RecallEstimate,
  type SampleState,
  type SampleTestResult,
  randomSampleTest,
} from './random-sample-test.js';
export { type RankedTestResult, rankedRecordsTest } from './ranked-records-test.js';
export { irrelevantSinceLastRelevant, stopAfterIrrelevantInARow, stopAfterShareScreened } from './heuristics.js';
export {
  type MethodSignal,
  type Recommendation,
  type ScreeningDecision,
  type StoppingSignal,
  type StoppingState,
  stoppingSignal,
} from './signal.js';
