import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.js';
import { pickPriors, screeningMetrics, simulateScreening } from './simulate.js';
import { buildTfidf } from './tfidf.js';

describe('screeningMetrics', () => {
  it('computes recall after a share screened and work saved at a recall (priors already left out)', () => {
    const labels = Uint8Array.from([1, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
    const metrics = screeningMetrics(Int32Array.from([0, 9, 2, 3, 4, 5, 6, 7, 8, 1]), labels);
    expect(metrics.records).toBe(10);
    expect(metrics.relevant).toBe(3);
    expect(metrics.recallAfter(0.1)).toBeCloseTo(1 / 3, 12);
    expect(metrics.recallAfter(0.5)).toBeCloseTo(2 / 3, 12);
    // 2 of 3 found after 2 records: (TN + FN) / N − (1 − r) = 8/10 − 0.4.
    expect(metrics.workSavedAt(0.6)).toBeCloseTo(0.4, 12);
    // 95 % of 3 needs all 3, found at the last record: nothing saved.
    expect(metrics.workSavedAt(0.95)).toBeCloseTo(-0.05, 12);
  });
});

describe('simulateScreening', () => {
  // 10 relevant records on soil carbon among 90 on assorted other topics, words drawn with a seed.
  const random = seededRandom(11);
  const pick = (words: string[], count: number) =>
    Array.from({ length: count }, () => words[Math.floor(random() * words.length)]).join(' ');
  const topic = ['soil', 'carbon', 'organic', 'tillage', 'sequestration', 'cropland', 'humus'];
  const common = ['study', 'results', 'effect', 'data', 'analysis', 'model', 'sample', 'method', 'group'];
  const others = ['river', 'fish', 'traffic', 'noise', 'sleep', 'nurses', 'school', 'reading', 'voting', 'tax'];
  const texts: string[] = [];
  const labels = new Uint8Array(100);
  for (let i = 0; i < 100; i++) {
    const relevant = i % 10 === 3;
    labels[i] = relevant ? 1 : 0;
    texts.push(`${pick(relevant ? topic : others, 6)} ${pick(common, 10)}`);
  }
  const features = buildTfidf(texts);

  it('screens every record once and finds the relevant ones first', () => {
    const priors = pickPriors(labels, 1);
    expect(labels[priors[0]]).toBe(1);
    expect(labels[priors[1]]).toBe(0);
    const order = simulateScreening(features, labels, priors, { seed: 1 });
    expect(order).toHaveLength(98);
    expect(new Set([...order, ...priors]).size).toBe(100);
    const metrics = screeningMetrics(order, labels);
    expect(metrics.recallAfter(0.1)).toBe(1); // the 9 left are the first 9 or 10 screened
    expect(metrics.workSavedAt(0.95)).toBeGreaterThan(0.8);
  });

  it('is deterministic for a seed, with batches too, and stops early when told', () => {
    const priors = pickPriors(labels, 2);
    expect(simulateScreening(features, labels, priors, { seed: 3 })).toEqual(
      simulateScreening(features, labels, priors, { seed: 3 }),
    );
    const batched = screeningMetrics(simulateScreening(features, labels, priors, { seed: 3, batch: 5 }), labels);
    expect(batched.recallAfter(0.2)).toBe(1);
    const early = simulateScreening(features, labels, priors, { seed: 3, until: { recall: 0.5, screened: 0.05 } });
    const full = simulateScreening(features, labels, priors, { seed: 3 });
    // 5 records (≥ 5 % of 98) hold 5 of the 9 relevant ones (≥ 50 %); the figures up to there agree.
    expect(early.subarray(0, 5)).toEqual(full.subarray(0, 5));
    expect(screeningMetrics(early, labels).recallAfter(0.05)).toBe(screeningMetrics(full, labels).recallAfter(0.05));
  });

  it('grows the batch with the labels when asked, screening every record once', () => {
    const priors = pickPriors(labels, 4);
    const growing = simulateScreening(features, labels, priors, { seed: 4, batchGrowth: 0.5 });
    expect(new Set([...growing, ...priors]).size).toBe(100);
    // Two labels: the first round is still one record, chosen exactly as without growth.
    expect(growing[0]).toBe(simulateScreening(features, labels, priors, { seed: 4 })[0]);
    expect(screeningMetrics(growing, labels).recallAfter(0.2)).toBe(1);
  });
});
