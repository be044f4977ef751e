// The stopping methods' names and citations: one text for the UI's help, docs/relevance.md and the bench.

export const CALLAGHAN_2020 =
  'Callaghan, M. W., & Müller-Hansen, F. (2020). Statistical stopping criteria for automated screening in systematic reviews. Systematic Reviews, 9, 273. https://doi.org/10.1186/s13643-020-01521-4';

export const STOPPING_METHODS = {
  randomSample: {
    id: 'random-sample-test',
    name: 'random-sampling hypothesis test (Callaghan & Müller-Hansen 2020)',
    citation: CALLAGHAN_2020,
  },
  rankedRecords: {
    id: 'ranked-records-test',
    name: 'hypothesis test on the prioritised records (Callaghan & Müller-Hansen 2020)',
    citation: CALLAGHAN_2020,
  },
} as const;

/**
 * The method the UI leads with: on every shared screening set it stopped below the target in none of the runs and
 * screened fewer records than the random-sampling test (docs/relevance.md, "The stopping bench"). The random-sampling
 * test stays the one whose guarantee does not rest on the ranking.
 */
export const RECOMMENDED_STOPPING_METHOD: StoppingMethodId = STOPPING_METHODS.rankedRecords.id;

export type StoppingMethodId = (typeof STOPPING_METHODS)[keyof typeof STOPPING_METHODS]['id'];

/** The heuristics offered for comparison: not statistical, no guarantee. */
export const irrelevantInARowName = (run: number) => `stop after ${run} irrelevant in a row`;
export const shareScreenedName = (share: number) => `stop after ${Math.round(share * 100)} % screened`;
export const SCREEN_EVERYTHING_NAME = 'screen everything';

/** Defaults the issue asks for, 95 % recall at 95 % confidence: the contract's, which the stopping call defaults to. */
export { DEFAULT_STOPPING_CONFIDENCE as DEFAULT_CONFIDENCE, DEFAULT_TARGET_RECALL } from '@quarry/contract';
/**
 * When the random-sampling test recommends switching from priority screening to a random sample: after this many
 * irrelevant records in a row. Uses only what the reviewer has seen, never the truth. The contract's, where the
 * Screen tab's 'By relevance, then at random' turns to random draws.
 */
export { PRIORITY_THEN_RANDOM_AFTER as SWITCH_TO_SAMPLE_AFTER } from '@quarry/contract';
