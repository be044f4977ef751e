import { blockMentions } from './blocks.js';
import { resolveDecisions, type ResolvedDecisions } from './decisions.js';
import { averageLinkage } from './linkage.js';
import type { Decision, Mention } from './mention.js';
import type { PairModel } from './model.js';
import { distanceMatrix } from './pair-scores.js';
import { buildProfiles, type Profile } from './profiles.js';
import { shippedModel } from './shipped-model.js';
import { subBlocks, unsplittable } from './sub-blocks.js';

/**
 * The disambiguation engine: mentions → persons. Blocks by name (blocks.ts; a block above MAX_UNIT_MENTIONS split
 * by first name, sub-blocks.ts), scores every pair of a block with the
 * learned model under the hard constraints (pair-scores.ts), clusters each block with average linkage at the
 * model's threshold (linkage.ts); the user's decisions are replayed on top (decisions.ts).
 */

export interface ClusteringOptions {
  decisions?: readonly Decision[];
  model?: PairModel;
}

/** Mentions prepared once: names read and blocked, profiles built, blocks that decisions join put together. */
export interface Prepared {
  profiles: Map<string, Profile>;
  /** Mention ids of each unit clustered on its own: a name block, or blocks a must-link joins. */
  units: string[][];
  decisions: ResolvedDecisions;
}

export function prepare(given: readonly Mention[], decisions: readonly Decision[] = []): Prepared {
  const resolved = resolveDecisions(decisions);
  const mentions = withOrcidAliases(given, resolved);
  const { names, blocks } = blockMentions(mentions);
  const profiles = new Map(buildProfiles(mentions, names).map((profile) => [profile.mention.id, profile]));
  // blocks holding two mentions of one must-link group are clustered together
  const blockOfGroup = new Map<string, string>();
  const parent = new Map<string, string>([...blocks.keys()].map((key) => [key, key]));
  const find = (key: string): string => (parent.get(key) === key ? key : find(parent.get(key)!));
  for (const id of resolved.ids) {
    const name = names.get(id);
    if (!name) continue;
    const group = resolved.groupOf(id);
    const seen = blockOfGroup.get(group);
    if (seen === undefined) blockOfGroup.set(group, name.key);
    else parent.set(find(name.key), find(seen));
  }
  const units = new Map<string, string[]>();
  for (const [key, ids] of blocks) {
    const root = find(key);
    const unit = units.get(root);
    if (unit) unit.push(...ids);
    else units.set(root, [...ids]);
  }
  const split = [...units.values()].flatMap((ids) => subBlocks(ids, names));
  return { profiles, units: joinDecidedTogether(split, resolved), decisions: resolved };
}

/** Units (sub-blocks) holding mentions of one must-link group are clustered together: a merge crosses sub-blocks. */
function joinDecidedTogether(units: string[][], decisions: ResolvedDecisions): string[][] {
  const unitOfGroup = new Map<string, number>();
  const parent = units.map((_, index) => index);
  const find = (index: number): number => (parent[index] === index ? index : (parent[index] = find(parent[index]!)));
  units.forEach((ids, index) => {
    for (const id of ids) {
      if (!decisions.ids.has(id)) continue;
      const group = decisions.groupOf(id);
      const seen = unitOfGroup.get(group);
      if (seen === undefined) unitOfGroup.set(group, index);
      else parent[find(index)] = find(seen);
    }
  });
  const joined = new Map<number, string[]>();
  units.forEach((ids, index) => {
    const root = find(index);
    joined.set(root, [...(joined.get(root) ?? []), ...ids]);
  });
  return [...joined.values()];
}

/**
 * Whether these mentions hold a name printed alike more than MAX_UNIT_MENTIONS times: sub-blocking cannot split it,
 * and cutting it in arbitrary parts would cut its persons apart, so the product keeps such a name's placement.
 */
export function keepsPlacement(mentions: readonly Mention[]): boolean {
  const { names, blocks } = blockMentions(mentions);
  return [...blocks.values()].some((ids) => unsplittable(ids, names));
}

/**
 * ORCIDs a user's merge made one person's are one ORCID from then on (the first of them in sort order): a person
 * merged by hand from two ORCIDs' mentions takes a later mention with either, which the different-ORCIDs constraint
 * would otherwise keep out (average linkage meets the other ORCID's mentions at an infinite distance).
 */
function withOrcidAliases(mentions: readonly Mention[], decisions: ResolvedDecisions): readonly Mention[] {
  const orcidsOfGroup = new Map<string, Set<string>>();
  for (const mention of mentions) {
    if (!mention.orcid || !decisions.ids.has(mention.id)) continue;
    const group = decisions.groupOf(mention.id);
    const orcids = orcidsOfGroup.get(group) ?? new Set<string>();
    orcids.add(mention.orcid);
    orcidsOfGroup.set(group, orcids);
  }
  const alias = new Map<string, string>();
  const find = (orcid: string): string => {
    const next = alias.get(orcid);
    return next === undefined || next === orcid ? orcid : find(next);
  };
  for (const orcids of orcidsOfGroup.values()) {
    if (orcids.size < 2) continue;
    const roots = [...orcids].map(find).sort();
    for (const root of roots) alias.set(root, roots[0]!);
  }
  if (alias.size === 0) return mentions;
  return mentions.map((mention) =>
    mention.orcid && find(mention.orcid) !== mention.orcid ? { ...mention, orcid: find(mention.orcid) } : mention,
  );
}

/**
 * Clusters one unit whose distances are known: must-link groups start together, cannot-links never meet.
 * Returns clusters of mention ids.
 */
export function clusterUnit(
  ids: readonly string[],
  distances: Float64Array,
  decisions: ResolvedDecisions,
  threshold: number,
): string[][] {
  const n = ids.length;
  const index = new Map(ids.map((id, i) => [id, i]));
  for (const [a, b] of decisions.cannot) {
    const i = index.get(a);
    const j = index.get(b);
    if (i !== undefined && j !== undefined) distances[i * n + j] = distances[j * n + i] = Infinity;
  }
  const groups = groupBy(ids.map((id, i) => [decisions.groupOf(id), i] as const));
  const labels = averageLinkage(distances, n, [...groups.values()], threshold);
  return [...groupBy(ids.map((id, i) => [labels[i]!, id] as const)).values()];
}

function groupBy<K, V>(entries: ReadonlyArray<readonly [K, V]>): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const [key, value] of entries) {
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/** The persons among `mentions`: clusters of mention ids. */
export function clusterMentions(mentions: readonly Mention[], options: ClusteringOptions = {}): string[][] {
  const model = options.model ?? shippedModel();
  const prepared = prepare(mentions, options.decisions);
  return prepared.units.flatMap((ids) => {
    const profiles = ids.map((id) => prepared.profiles.get(id)!);
    return clusterUnit(ids, distanceMatrix(model, profiles), prepared.decisions, model.threshold);
  });
}
