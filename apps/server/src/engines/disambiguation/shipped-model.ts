import shipped from './model.json' with { type: 'json' };
import { FEATURE_NAMES } from './features.js';
import type { PairModel } from './model.js';

/** The model trained by `npm run train:disambiguation` (model.json); refused if the features have changed since. */
export function shippedModel(): PairModel {
  const model = shipped as PairModel;
  if (model.features.join('|') !== FEATURE_NAMES.join('|')) {
    throw new Error('model.json was trained on other features: run npm run train:disambiguation');
  }
  return model;
}
