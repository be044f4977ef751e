import { clusterUnit, prepare } from './engine.js';
import type { ResolvedDecisions } from './decisions.js';
import type { Cluster, Decision, Mention } from './mention.js';
import type { PairModel } from './model.js';
import { distanceMatrix } from './pair-scores.js';
import { shippedModel } from './shipped-model.js';

/**
 * Incremental disambiguation: the mentions of a new harvest join the persons found before (a name block with no
 * person yet is clustered from scratch). Each newcomer joins the
 * cluster it is closest to on average (the distance average linkage would merge at) when that is under the model's
 * threshold, or starts a person of its own. When two clusters fit a newcomer about equally well, or the user's
 * decisions contradict the clusters as they stand, its name block is clustered again from scratch; the clusters found
 * keep the ids of the persons they continue.
 */

export interface IncrementalInput {
  /** The persons so far, each with its id and its mentions. */
  clusters: ReadonlyArray<{ id: string; mentionIds: readonly string[] }>;
  /** The mentions of those persons and the new ones (the engine compares their fields). */
  mentions: readonly Mention[];
  /** The mentions to place: in no cluster yet. */
  newMentionIds: readonly string[];
  decisions?: readonly Decision[];
  model?: PairModel;
}

export interface IncrementalResult {
  /** Every person after the update: `id` kept where it continues one, absent for a new person. A person id missing
   * here lost all its mentions to others. */
  clusters: Cluster[];
  /** Mention ids of the units (name blocks) clustered again from scratch. */
  reclustered: string[][];
}

/** A newcomer between two clusters whose average distances differ by less than this is ambiguous. */
export const AMBIGUITY_MARGIN = 0.05;

export function updateClusters(input: IncrementalInput): IncrementalResult {
  const model = input.model ?? shippedModel();
  const prepared = prepare(input.mentions, input.decisions);
  const clusterOf = new Map<string, string>();
  for (const cluster of input.clusters) for (const id of cluster.mentionIds) clusterOf.set(id, cluster.id);
  const newIds = new Set(input.newMentionIds);
  let fresh = 0;
  const reclustered: string[][] = [];
  for (const ids of prepared.units) {
    const placing = ids.filter((id) => newIds.has(id));
    const broken = contradicted(ids, clusterOf, prepared.decisions);
    if (placing.length === 0 && !broken) continue;
    const distances = distanceMatrix(
      model,
      ids.map((id) => prepared.profiles.get(id)!),
    );
    for (const [a, b] of prepared.decisions.cannot) setBoth(distances, ids, a, b, Infinity);
    const newId = () => `new:${fresh++}`;
    // a unit with no person yet is clustered as a whole: placing its mentions one by one would be greedy
    const unplaced = placing.length === ids.length;
    if (
      broken ||
      unplaced ||
      !joinNewcomers(ids, placing, distances, clusterOf, prepared.decisions, model.threshold, newId)
    ) {
      reclustered.push(ids);
      const clusters = clusterUnit(ids, distances, prepared.decisions, model.threshold);
      for (const [cluster, id] of keepIds(clusters, clusterOf, newId))
        for (const mention of cluster) clusterOf.set(mention, id);
    }
  }
  const byId = new Map<string, string[]>();
  for (const [mention, id] of clusterOf) {
    const members = byId.get(id);
    if (members) members.push(mention);
    else byId.set(id, [mention]);
  }
  return {
    clusters: [...byId].map(([id, mentionIds]) => (id.startsWith('new:') ? { mentionIds } : { id, mentionIds })),
    reclustered,
  };
}

function setBoth(distances: Float64Array, ids: readonly string[], a: string, b: string, value: number): void {
  const n = ids.length;
  const i = ids.indexOf(a);
  const j = ids.indexOf(b);
  if (i >= 0 && j >= 0) distances[i * n + j] = distances[j * n + i] = value;
}

/** Whether the clusters as they stand break a decision: a must-link apart, or a cannot-link together. */
function contradicted(
  ids: readonly string[],
  clusterOf: ReadonlyMap<string, string>,
  decisions: ResolvedDecisions,
): boolean {
  const inUnit = new Set(ids);
  for (const [a, b] of decisions.cannot) if (inUnit.has(a) && clusterOf.get(a) === clusterOf.get(b)) return true;
  const clusterOfGroup = new Map<string, string | undefined>();
  for (const id of ids) {
    if (!decisions.ids.has(id)) continue;
    const group = decisions.groupOf(id);
    if (clusterOfGroup.has(group) && clusterOfGroup.get(group) !== clusterOf.get(id)) return true;
    clusterOfGroup.set(group, clusterOf.get(id));
  }
  return false;
}

/**
 * Places each newcomer in the closest cluster of its unit (or a new one); false when one is ambiguous, so the unit
 * must be clustered again. `clusterOf` is updated in place only when every newcomer was placed.
 */
function joinNewcomers(
  ids: readonly string[],
  placing: readonly string[],
  distances: Float64Array,
  clusterOf: Map<string, string>,
  decisions: ResolvedDecisions,
  threshold: number,
  newId: () => string,
): boolean {
  const n = ids.length;
  const index = new Map(ids.map((id, i) => [id, i]));
  const members = new Map<string, number[]>();
  const join = (cluster: string, i: number) => {
    const list = members.get(cluster);
    if (list) list.push(i);
    else members.set(cluster, [i]);
  };
  for (const id of ids) {
    const cluster = clusterOf.get(id);
    if (cluster !== undefined) join(cluster, index.get(id)!);
  }
  const placed = new Map<string, string>();
  for (const id of placing) {
    const i = index.get(id)!;
    // a must-link to a mention already placed decides
    const partner = ids.find(
      (other) =>
        other !== id &&
        decisions.ids.has(id) &&
        decisions.groupOf(other) === decisions.groupOf(id) &&
        (clusterOf.has(other) || placed.has(other)),
    );
    let target = partner === undefined ? undefined : (placed.get(partner) ?? clusterOf.get(partner));
    if (target === undefined) {
      const ranked = [...members]
        .map(
          ([cluster, list]) =>
            [cluster, list.reduce((sum, j) => sum + distances[i * n + j]!, 0) / list.length] as const,
        )
        .sort((a, b) => a[1] - b[1]);
      const [best, second] = ranked;
      if (best && best[1] < threshold) {
        if (second && second[1] < threshold && second[1] - best[1] < AMBIGUITY_MARGIN) return false;
        target = best[0];
      } else target = newId();
    }
    placed.set(id, target);
    join(target, i);
  }
  for (const [id, cluster] of placed) clusterOf.set(id, cluster);
  return true;
}

/** Each re-clustered cluster keeps the id of the existing person it shares most mentions with (each id used once). */
function keepIds(
  clusters: string[][],
  clusterOf: ReadonlyMap<string, string>,
  newId: () => string,
): Array<[string[], string]> {
  const overlaps: Array<[number, string, number]> = [];
  clusters.forEach((cluster, index) => {
    const counts = new Map<string, number>();
    for (const id of cluster) {
      const old = clusterOf.get(id);
      if (old !== undefined && !old.startsWith('new:')) counts.set(old, (counts.get(old) ?? 0) + 1);
    }
    for (const [old, count] of counts) overlaps.push([index, old, count]);
  });
  overlaps.sort((a, b) => b[2] - a[2]);
  const idOf = new Map<number, string>();
  const used = new Set<string>();
  for (const [index, old] of overlaps) {
    if (idOf.has(index) || used.has(old)) continue;
    idOf.set(index, old);
    used.add(old);
  }
  return clusters.map((cluster, index) => [cluster, idOf.get(index) ?? newId()]);
}
