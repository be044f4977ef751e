/** The author disambiguation engine (docs/disambiguation.md): pure, no SQL, no HTTP. */
export type { Cluster, Decision, Mention } from './mention.js';
export { clusterMentions, keepsPlacement, type ClusteringOptions } from './engine.js';
export { MAX_UNIT_MENTIONS } from './sub-blocks.js';
export { updateClusters, type IncrementalInput, type IncrementalResult } from './incremental.js';
export type { PairModel } from './model.js';
export { shippedModel } from './shipped-model.js';
export { clusteringFigures, type ClusteringFigures } from './evaluation.js';
export { readS2andSet, type LabelledSet } from './s2and.js';
export {
  DEFAULT_TRAINING,
  labelledBlocks,
  trainPairModel,
  type LabelledBlock,
  type TrainingOptions,
} from './training.js';
export {
  chooseThreshold,
  figuresAt,
  foldOf,
  heldOutFigures,
  isTrainingBlock,
  modelDistances,
  outOfFoldDistances,
} from './cross-validation.js';
export {
  blockFingerprint,
  trainingCoverage,
  trainingManifest,
  unseenBlocks,
  type Coverage,
} from './training-manifest.js';
export { FEATURE_NAMES } from './features.js';
export { mayBeSameName } from './names.js';
