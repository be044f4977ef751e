import type { Profile } from './profiles.js';

/**
 * How close two mentions of one block sit in its co-author graph, a step further than shared co-authors: mentions
 * are linked by the co-authors they share (weighted by rarity), and each mention is described by where short random
 * walks from it end (1, 2, 3 steps, with decaying weight). Two papers of one person that share no
 * co-author usually still reach the same group of papers; two namesakes in one field do not.
 */

const DECAY = 0.5;
const STEPS = 3;
/** Past this many mentions the n² matrices cost too much: the feature is left missing. */
export const MAX_COMMUNITY_BLOCK = 2500;
/**
 * A walk keeps the mentions it reaches with most mass, at most this many per step and in all. In a dense co-author
 * graph (a prolific name whose papers share many co-authors) every walk reaches the whole block, and the profiles'
 * dot products then cost n³: 54 s for a block of 1,000. The few heaviest places a walk reaches are what tells
 * communities apart; real blocks' walks mostly reach fewer.
 */
export const MAX_WALK_REACH = 64;

/** The `limit` entries of largest value (all of them when there are no more). */
function heaviest(entries: Map<number, number>, limit: number): Map<number, number> {
  if (entries.size <= limit) return entries;
  return new Map([...entries].sort((a, b) => b[1] - a[1]).slice(0, limit));
}

/** Cosine of the walk profiles of every pair (n × n); NaN where either mention has no co-author. */
export function coauthorCommunitySimilarity(profiles: readonly Profile[]): Float64Array {
  return communitySimilarity(
    profiles,
    (profile) => profile.coauthorKeys,
    (key, profile) => profile.coauthorWeight.get(key)!,
  );
}

function communitySimilarity(
  profiles: readonly Profile[],
  keysOf: (profile: Profile) => Iterable<string>,
  weightOf: (key: string, profile: Profile) => number,
): Float64Array {
  const n = profiles.length;
  const similarity = new Float64Array(n * n).fill(NaN);
  if (n > MAX_COMMUNITY_BLOCK) return similarity;
  // mentions of each key
  const byKey = new Map<string, number[]>();
  const hasKeys = new Uint8Array(n);
  profiles.forEach((profile, i) => {
    for (const key of keysOf(profile)) {
      hasKeys[i] = 1;
      const members = byKey.get(key);
      if (members) members.push(i);
      else byKey.set(key, [i]);
    }
  });
  const links = Array.from({ length: n }, () => new Map<number, number>());
  for (const [key, members] of byKey) {
    if (members.length < 2) continue;
    const weight = weightOf(key, profiles[members[0]!]!);
    for (const i of members) for (const j of members) if (i !== j) links[i]!.set(j, (links[i]!.get(j) ?? 0) + weight);
  }
  // row-normalized transition lists
  const transitions = links.map((row) => {
    let total = 0;
    for (const weight of row.values()) total += weight;
    return [...row].map(([j, weight]) => [j, weight / total] as const);
  });
  // walk profiles, kept sparse: walked[k] lists the (mention, mass) pairs whose walks reach mention k
  const walked: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  const norms = new Float64Array(n);
  profiles.forEach((_, i) => {
    if (!hasKeys[i]) return;
    // the walk's own start is left out: it would make every mention look like itself only
    const reach = new Map<number, number>();
    let frontier = new Map<number, number>([[i, 1]]);
    for (let step = 1, scale = DECAY; step <= STEPS; step++, scale *= DECAY) {
      const next = new Map<number, number>();
      for (const [at, mass] of frontier)
        for (const [to, p] of transitions[at]!) next.set(to, (next.get(to) ?? 0) + mass * p);
      frontier = heaviest(next, MAX_WALK_REACH);
      for (const [at, mass] of frontier) reach.set(at, (reach.get(at) ?? 0) + scale * mass);
    }
    for (const [k, mass] of heaviest(reach, MAX_WALK_REACH)) {
      walked[k]!.push([i, mass]);
      norms[i]! += mass * mass;
    }
  });
  const dots = new Float64Array(n * n);
  for (const column of walked) {
    for (const [i, x] of column) for (const [j, y] of column) if (i < j) dots[i * n + j]! += x * y;
  }
  profiles.forEach((_, i) => {
    if (!hasKeys[i]) return;
    for (let j = i + 1; j < n; j++) {
      if (!hasKeys[j]) continue;
      const norm = Math.sqrt(norms[i]! * norms[j]!);
      similarity[i * n + j] = similarity[j * n + i] = norm > 0 ? dots[i * n + j]! / norm : 0;
    }
  });
  return similarity;
}
