/** A seeded source of numbers in [0, 1): the same seed gives the same sequence (mulberry32). */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two integers into a new seed, so derived streams (per seed, per round) do not overlap. */
export function mixSeed(seed: number, salt: number): number {
  let h = Math.imul((seed ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ Math.imul(salt >>> 0, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

/** `count` distinct integers from [0, size), drawn without replacement (partial Fisher–Yates). */
export function sampleWithoutReplacement(size: number, count: number, random: Random): Int32Array {
  const pool = new Int32Array(size);
  for (let i = 0; i < size; i++) pool[i] = i;
  const take = Math.min(count, size);
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(random() * (size - i));
    const swap = pool[i]!;
    pool[i] = pool[j]!;
    pool[j] = swap;
  }
  return pool.slice(0, take);
}
