import { afterEach, describe, expect, it } from 'vitest';
import { RankerPool, closeRankInBackground, defaultWorkerUrl, rankInBackground } from './ranker-pool.js';
import { buildTfidf } from './tfidf.js';
import { type Vote, trainRanker } from './train.js';

// The worker runs the compiled code (apps/server/dist/engines/relevance/ranker-worker.js): `npx tsc -b` first.
const texts = [
  'soil carbon stocks under grassland',
  'river fish populations in winter',
  'soil organic carbon and tillage',
  'fish migration along the river',
  'carbon sequestration in farm soil',
  'urban traffic noise and sleep',
];
const votes = new Map<number, Vote>([
  [0, 1],
  [1, 0],
]);

let pool: RankerPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
  await closeRankInBackground();
});

describe('RankerPool', () => {
  it('finds the compiled worker from the sources', () => {
    expect(defaultWorkerUrl().pathname).toMatch(/apps\/server\/dist\/engines\/relevance\/ranker-worker\.js$/);
  });

  it('scores in the worker exactly as in-process, building shared features from texts', async () => {
    pool = new RankerPool();
    const result = await pool.rank({ texts, votes });
    expect(result).not.toBeNull();
    expect(result!.features.values.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(result!.scores).toEqual(trainRanker(buildTfidf(texts), votes));
    // The shared features serve the next call as they are.
    const again = await pool.rank({ features: result!.features, votes: new Map([...votes, [5, 0]]) });
    expect(again!.features).toBe(again!.features);
    expect(again!.scores).toEqual(trainRanker(buildTfidf(texts), new Map([...votes, [5, 0]])));
  });

  it('moves plain features to the worker and hands them back', async () => {
    pool = new RankerPool();
    const features = buildTfidf(texts);
    const copy = Float32Array.from(features.values);
    const result = await pool.rank({ features, votes, options: { scale: 'margin' } });
    expect(features.values.length).toBe(0); // detached: moved, not copied
    expect(result!.features.values).toEqual(copy);
    expect(result!.scores).toEqual(trainRanker(buildTfidf(texts), votes, { scale: 'margin' }));
  });

  it('lets a newer request replace a queued one with the same key, not one with another key', async () => {
    pool = new RankerPool();
    const features = buildTfidf(texts, { shared: true });
    const running = pool.rank({ key: 'a', features, votes });
    const replaced = pool.rank({ key: 'a', features, votes });
    const other = pool.rank({ key: 'b', features, votes });
    const newest = pool.rank({ key: 'a', features, votes: new Map([...votes, [2, 1]]) });
    expect(await replaced).toBeNull();
    expect(await running).not.toBeNull();
    expect(await other).not.toBeNull();
    const result = await newest;
    expect(result!.scores).toEqual(trainRanker(features, new Map([...votes, [2, 1]])));
  });

  it('reports a failure in the worker and goes on with the next request', async () => {
    pool = new RankerPool();
    const broken = {
      rows: 1,
      columns: 1,
      rowStart: new Int32Array(0),
      indices: new Int32Array(0),
      values: new Float32Array(0),
    };
    await expect(pool.rank({ features: broken, votes })).rejects.toThrow(/Ranking failed/);
    expect(await pool.rank({ texts, votes })).not.toBeNull();
  });

  it('explains a missing compiled worker', async () => {
    pool = new RankerPool(new URL('file:///nowhere/ranker-worker.js'));
    await expect(pool.rank({ texts, votes })).rejects.toThrow(/compiled worker .* is missing .*npx tsc -b/);
  });

  it('runs the process-wide pool through rankInBackground', async () => {
    const result = await rankInBackground({ texts, votes });
    expect(result!.scores).toHaveLength(texts.length);
    expect(result!.scores[2]).toBeGreaterThan(result!.scores[3]!);
  });
});
