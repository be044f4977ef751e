import { AUTHORS_CATEGORY, MAX_AUTHORS_FOR_LINKS, MAX_GRAPH_EDGES } from '@quarry/contract';
import { NO_TAG, type WorkspaceIndex } from '../workspace/index.js';
import { PairCounts } from './pair-counts.js';

export interface GraphLimits {
  /** The most nodes kept, the heaviest first. */
  nodes: number;
  /** The lightest link kept; null keeps every link. */
  threshold: number | null;
}

export interface CoAuthor {
  personId: number;
  name: string;
  /** Documents of the filter the author signed. */
  documents: number;
  /** Sum of those documents' relevance scores. */
  score: number;
  /** Region key (0–9) of the latest authorship with a country, and of the most frequent one; null without any. */
  recentRegion: number | null;
  primaryRegion: number | null;
}

export interface WeightedLink {
  source: number;
  target: number;
  weight: number;
}

export interface CoAuthorship {
  authors: CoAuthor[];
  /** Person ids, linked by the documents they share. */
  links: WeightedLink[];
  totalAuthors: number;
  minWeight: number;
  maxWeight: number;
}

const REGIONS = 10;

/** Ranks the filter's authors (not removed) by documents, then by score, then by id; answers the counts too. */
function rankAuthors(index: WorkspaceIndex, docs: Int32Array, limit: number) {
  const facet = index.facets.get(AUTHORS_CATEGORY)!;
  const hidden = index.hidden.get(AUTHORS_CATEGORY);
  const size = facet.dictionary.size;
  const counts = new Int32Array(size);
  const scores = new Float64Array(size);
  for (const d of docs) {
    for (let i = facet.offsets[d]!; i < facet.offsets[d + 1]!; i++) {
      const v = facet.values[i]!;
      if (hidden?.[v]) continue;
      counts[v]!++;
      scores[v]! += index.score[d]!;
    }
  }
  const present: number[] = [];
  for (let v = 0; v < size; v++) if (counts[v]! > 0) present.push(v);
  const byWeight = (a: number, b: number) =>
    counts[b]! - counts[a]! ||
    scores[b]! - scores[a]! ||
    Number(facet.dictionary.values[a]) - Number(facet.dictionary.values[b]);
  const top = present.length > limit ? present.sort(byWeight).slice(0, limit) : present.sort(byWeight);
  return { facet, counts, scores, top, total: present.length };
}

/**
 * The co-authorship graph of the filtered documents (`docs`, dense): the top authors by documents and the documents
 * each pair shares; a document with more than MAX_AUTHORS_FOR_LINKS authors links none of them. Each author's
 * regions come from the authorships' tags (their first affiliation's country).
 */
export function coAuthorship(index: WorkspaceIndex, docs: Int32Array, limits: GraphLimits): CoAuthorship {
  if (!index.facets.has(AUTHORS_CATEGORY) || limits.nodes === 0)
    return { authors: [], links: [], totalAuthors: 0, minWeight: 0, maxWeight: 0 };
  const { facet, counts, scores, top, total } = rankAuthors(index, docs, limits.nodes);
  const k = top.length;
  const rank = new Int32Array(facet.dictionary.size).fill(-1);
  top.forEach((v, r) => (rank[v] = r));
  const regionCounts = new Int32Array(k * REGIONS);
  const recentYear = new Int16Array(k).fill(-1);
  const recentRegion = new Uint8Array(k).fill(NO_TAG);
  const pairs = new PairCounts(k);
  const present = new Int32Array(MAX_AUTHORS_FOR_LINKS + 1);
  for (const d of docs) {
    const start = facet.offsets[d]!;
    const end = facet.offsets[d + 1]!;
    let found = 0;
    for (let i = start; i < end; i++) {
      const r = rank[facet.values[i]!]!;
      if (r < 0) continue;
      const tag = facet.tags?.[i] ?? NO_TAG;
      if (tag !== NO_TAG) {
        regionCounts[r * REGIONS + tag]!++;
        if (index.year[d]! >= recentYear[r]!) {
          recentYear[r] = index.year[d]!;
          recentRegion[r] = tag;
        }
      }
      if (found <= MAX_AUTHORS_FOR_LINKS) present[found++] = r;
    }
    if (found > 1 && end - start <= MAX_AUTHORS_FOR_LINKS) pairs.addAll(present, found);
  }
  const personIds = top.map((v) => Number(facet.dictionary.values[v]));
  const authors = top.map((v, r) => ({
    personId: personIds[r]!,
    name: facet.dictionary.captions[v]!,
    documents: counts[v]!,
    score: scores[v]!,
    recentRegion: recentRegion[r] === NO_TAG ? null : recentRegion[r]!,
    primaryRegion: mostFrequent(regionCounts.subarray(r * REGIONS, (r + 1) * REGIONS)),
  }));
  const linked = thresholdLinks(
    pairs,
    (x, y, count) => ({ source: personIds[x]!, target: personIds[y]!, weight: count }),
    (_x, _y, count) => count,
    limits.threshold,
  );
  return { authors, ...linked, totalAuthors: total };
}

function mostFrequent(counts: Int32Array): number | null {
  let best = -1;
  for (let key = 0; key < counts.length; key++)
    if (counts[key]! > 0 && (best < 0 || counts[key]! > counts[best]!)) best = key;
  return best < 0 ? null : best;
}

/**
 * The links of the counted pairs at or above the threshold — the heaviest MAX_GRAPH_EDGES of them, in pair order —
 * and the weights' range before it. Weights are first gathered in typed arrays: only the links kept become objects.
 */
export function thresholdLinks<T extends { weight: number }>(
  pairs: PairCounts,
  link: (x: number, y: number, count: number) => T,
  weightOf: (x: number, y: number, count: number) => number,
  threshold: number | null,
): { links: T[]; minWeight: number; maxWeight: number } {
  const found = pairs.toArrays(weightOf);
  let minWeight = Infinity;
  let maxWeight = 0;
  let passing = 0;
  for (const weight of found.weights) {
    if (weight < minWeight) minWeight = weight;
    if (weight > maxWeight) maxWeight = weight;
    if (threshold === null || weight >= threshold) passing++;
  }
  const floor = Math.max(
    threshold ?? -Infinity,
    passing > MAX_GRAPH_EDGES ? lightestKept(found.weights, threshold, MAX_GRAPH_EDGES) : -Infinity,
  );
  // Links of exactly the lightest kept weight are taken in pair order until the limit.
  const links: T[] = [];
  let heavier = 0;
  for (const weight of found.weights) if (weight > floor) heavier++;
  let equalRoom = MAX_GRAPH_EDGES - heavier;
  for (let k = 0; k < found.weights.length; k++) {
    const weight = found.weights[k]!;
    if (weight < floor) continue;
    if (weight === floor && passing > MAX_GRAPH_EDGES) {
      if (equalRoom <= 0) continue;
      equalRoom--;
    }
    links.push(link(found.x[k]!, found.y[k]!, found.counts[k]!));
  }
  return { links, minWeight: minWeight === Infinity ? 0 : minWeight, maxWeight };
}

/** The weight of the `limit`-th heaviest link at or above the threshold. */
function lightestKept(weights: Float64Array, threshold: number | null, limit: number): number {
  const passing = threshold === null ? weights.slice() : weights.filter((weight) => weight >= threshold);
  passing.sort();
  return passing[passing.length - limit]!;
}
