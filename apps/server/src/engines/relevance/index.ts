// The learning part of the relevance score of Topic investigations (docs/relevance.md): features, learning from
// votes, the worker that does it off the event loop, and the screening simulation the bench runs.
export {
  type SparseMatrix,
  type TermOptions,
  type TfidfFeatures,
  type TfidfOptions,
  DEFAULT_TFIDF_OPTIONS,
  buildTfidf,
  documentTerms,
  sparseRow,
} from './tfidf.js';
export { type RankerOptions, type Vote, type Votes, DEFAULT_RANKER_OPTIONS, canTrain, trainRanker } from './train.js';
export { type RankInput, type RankResult, RankerPool, closeRankInBackground, rankInBackground } from './ranker-pool.js';
export {
  type ScreeningMetrics,
  type SimulationOptions,
  pickPriors,
  screeningMetrics,
  simulateScreening,
} from './simulate.js';
export { csvObjects as parseCsvObjects } from '../../text/csv.js';
export { type Random, mixSeed, seededRandom } from './random.js';
export * from './stopping/index.js';
