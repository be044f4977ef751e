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

/** A mention's links as a row-normalized transition list. */
function transitionsOf(row: Map<number, number>): Transitions {
  let total = 0;
  for (const weight of row.values()) total += weight;
  const targets = new Int32Array(row.size);
  const probabilities = new Float64Array(row.size);
  let k = 0;
  for (const [j, weight] of row) {
    targets[k] = j;
    probabilities[k++] = weight / total;
  }
  return { targets, probabilities };
}

interface Transitions {
  targets: Int32Array;
  probabilities: Float64Array;
}

/**
 * Masses on mentions, accumulated in a dense array with the list of mentions touched (in the order first touched):
 * a walk from every mention of a block touches most of it in a dense co-author graph, and a Map per step cost more
 * than the walk itself (half the engine's time on a 1,000-mention block, with its garbage).
 */
class Masses {
  readonly touched: number[] = [];
  private readonly mass: Float64Array;

  constructor(n: number) {
    this.mass = new Float64Array(n);
  }

  add(at: number, mass: number): void {
    if (this.mass[at] === 0) this.touched.push(at);
    this.mass[at]! += mass;
  }

  of(at: number): number {
    return this.mass[at]!;
  }

  /** The `limit` mentions of largest mass (all of them when there are no more; ties in the order first touched). */
  heaviest(limit: number): number[] {
    if (this.touched.length <= limit) return [...this.touched];
    return [...this.touched].sort((a, b) => this.mass[b]! - this.mass[a]!).slice(0, limit);
  }

  clear(): void {
    for (const at of this.touched) this.mass[at] = 0;
    this.touched.length = 0;
  }
}

/**
 * Each mention's walk profile (where walks of 1 to STEPS steps from it end, with decaying weight, the heaviest
 * MAX_WALK_REACH places kept per step and in all), stored by place: walked[k] lists the (mention, mass) pairs whose
 * walks reach mention k; norms[i] is the squared norm of mention i's profile.
 */
function walkProfiles(transitions: readonly Transitions[], hasKeys: Uint8Array) {
  const n = transitions.length;
  const walked: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  const norms = new Float64Array(n);
  const next = new Masses(n);
  const reach = new Masses(n);
  for (let i = 0; i < n; i++) {
    if (!hasKeys[i]) continue;
    // the walk's own start is left out: it would make every mention look like itself only
    let frontier = [i];
    let frontierMass = [1];
    for (let step = 1, scale = DECAY; step <= STEPS; step++, scale *= DECAY) {
      for (let f = 0; f < frontier.length; f++) {
        const { targets, probabilities } = transitions[frontier[f]!]!;
        const mass = frontierMass[f]!;
        for (let t = 0; t < targets.length; t++) next.add(targets[t]!, mass * probabilities[t]!);
      }
      frontier = next.heaviest(MAX_WALK_REACH);
      frontierMass = frontier.map((at) => next.of(at));
      next.clear();
      frontier.forEach((at, f) => reach.add(at, scale * frontierMass[f]!));
    }
    for (const k of reach.heaviest(MAX_WALK_REACH)) {
      const mass = reach.of(k);
      walked[k]!.push([i, mass]);
      norms[i]! += mass * mass;
    }
    reach.clear();
  }
  return { walked, norms };
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
  const { walked, norms } = walkProfiles(links.map(transitionsOf), hasKeys);
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
