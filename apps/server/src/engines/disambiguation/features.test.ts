import { describe, expect, it } from 'vitest';
import { blockMentions } from './blocks.js';
import { FEATURE_COUNT, FEATURE_NAMES, pairFeatures, type BlockSpread } from './features.js';
import type { Mention } from './mention.js';
import { buildProfiles } from './profiles.js';
import { EMPTY_VECTOR } from './text-vectors.js';

const mentions: Mention[] = [
  {
    id: 'a',
    first: 'Rajiv',
    last: 'Agarwal',
    venue: 'Journal of Soil Science',
    year: 2010,
    email: 'r@example.org',
    title: 'Soil carbon',
  },
  {
    id: 'b',
    first: 'Rajiv',
    last: 'Agarwal',
    venue: 'Journal of Soil Science',
    year: 2014,
    email: 'r@example.org',
    title: 'Carbon in soils',
  },
];

/** The pair's features by name, with a block spread whose values are told apart from every other feature's. */
function namedFeatures(): Record<string, number> {
  const { names } = blockMentions(mentions);
  const [a, b] = buildProfiles(mentions, names);
  const block: BlockSpread = { topics: 0.123, words: [EMPTY_VECTOR, EMPTY_VECTOR] };
  const row = new Float64Array(FEATURE_COUNT);
  pairFeatures(a!, b!, 0, 1, 0.789, block, row);
  return Object.fromEntries(FEATURE_NAMES.map((name, index) => [name, row[index]!]));
}

describe('pair features', () => {
  // The names label the model's inputs (model.json, the pair report): each must name the value written at its index.
  it('writes each feature at the index of its name', () => {
    const features = namedFeatures();
    expect(features['first name agreement']).toBe(3);
    expect(features['same surname spelling']).toBe(1);
    expect(features['co-author community (random walks in the block)']).toBe(0.789);
    expect(features['same e-mail']).toBe(1);
    expect(features['year gap']).toBe(4);
    expect(features['mean latent topic cosine in the block']).toBe(0.123);
    expect(features['same venue']).toBe(1);
    expect(features['venue TF-IDF cosine']).toBeCloseTo(1, 6);
    expect(features['words TF-IDF cosine, weighted within the block']).toBeNaN();
  });
});
