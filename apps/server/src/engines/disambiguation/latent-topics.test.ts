import { describe, expect, it } from 'vitest';
import { latentTopics, symmetricEigen } from './latent-topics.js';
import { contentWords, tfidfVectors } from './text-vectors.js';

describe('symmetricEigen', () => {
  it('finds eigenpairs: A v = λ v', () => {
    const a = Float64Array.from([4, 1, 2, 1, 3, 0, 2, 0, 5]);
    const { values, vectors } = symmetricEigen(a, 3);
    for (let k = 0; k < 3; k++) {
      for (let i = 0; i < 3; i++) {
        let av = 0;
        for (let j = 0; j < 3; j++) av += a[i * 3 + j]! * vectors[j * 3 + k]!;
        expect(av).toBeCloseTo(values[k]! * vectors[i * 3 + k]!, 9);
      }
    }
    expect([...values].reduce((sum, value) => sum + value, 0)).toBeCloseTo(12, 9);
  });
});

describe('latentTopics', () => {
  // two fields; within each, papers 0 and 2 (3 and 5) share no word, only a paper in between
  const titles = [
    'cache memory hierarchy',
    'processor cache power',
    'processor power gating',
    'xml twig query',
    'xml index join',
    'index join selectivity',
  ];
  const topics = latentTopics(tfidfVectors(titles.map(contentWords)), 2);
  const cosine = (a: Float64Array, b: Float64Array) => a.reduce((sum, value, k) => sum + value * b[k]!, 0);

  it('gives unit vectors that put papers of one field closer than papers of two, shared words or not', () => {
    for (const vector of topics) expect(Math.hypot(...vector)).toBeCloseTo(1, 9);
    expect(cosine(topics[0]!, topics[2]!)).toBeGreaterThan(0.5);
    expect(cosine(topics[3]!, topics[5]!)).toBeGreaterThan(0.5);
    expect(Math.abs(cosine(topics[0]!, topics[3]!))).toBeLessThan(0.1);
  });

  it('leaves an empty document empty, and copes with no document', () => {
    const withEmpty = latentTopics(tfidfVectors([contentWords(titles[0]), [], contentWords(titles[3])]), 2);
    expect([...withEmpty[1]!].every((value) => value === 0)).toBe(true);
    expect(latentTopics([], 4)).toEqual([]);
  });
});
