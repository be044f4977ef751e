import { describe, expect, it } from 'vitest';
import { createFactsCache } from './facts-cache.js';
import type { InvestigationFacts } from './investigations.repository.js';

const facts = (id: number): InvestigationFacts => ({
  id,
  uuid: `u${id}`,
  owner_id: 1,
  type: 'Topic',
  sub_type: 'Topic',
  definition: {},
  created_at: new Date(0),
});

describe('the memory of investigations’ facts', () => {
  it('reads an investigation once, and again after it was forgotten', async () => {
    const reads: number[] = [];
    const cache = createFactsCache(async (id) => (reads.push(id), facts(id)));
    await cache.get(1);
    await cache.get(1);
    cache.forget([1]);
    await cache.get(1);
    expect(reads).toEqual([1, 1]);
  });

  it('does not remember an investigation that does not exist, nor a reading under way when one was forgotten', async () => {
    let finish!: () => void;
    let reads = 0;
    const cache = createFactsCache((id) => {
      reads++;
      if (id === 2) return Promise.resolve(undefined);
      return new Promise((resolve) => (finish = () => resolve(facts(id))));
    });
    expect(await cache.get(2)).toBeUndefined();
    const reading = cache.get(1);
    cache.forget([1]);
    finish();
    expect((await reading)?.id).toBe(1);
    expect(cache.size).toBe(0);
    expect(reads).toBe(2);
  });

  it('drops the oldest remembered past its capacity', async () => {
    const cache = createFactsCache(async (id) => facts(id), 2);
    for (const id of [1, 2, 3]) await cache.get(id);
    expect(cache.size).toBe(2);
  });
});
