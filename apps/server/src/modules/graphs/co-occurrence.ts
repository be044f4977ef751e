import { entityGraphTypes, entityTypeCategory, type EntityGraphType, type TopCategoryName } from '@quarry/contract';
import { thresholdLinks, type GraphLimits, type WeightedLink } from './co-authorship.js';
import type { Facet, WorkspaceIndex } from '../workspace/index.js';
import { PairCounts } from './pair-counts.js';

export interface CoOccurring {
  type: EntityGraphType;
  /** The top-list value (what a filter selects) and how it reads. */
  value: string;
  term: string;
  /** Documents of the filter mentioning it. */
  documents: number;
}

export interface CoOccurrence {
  entities: CoOccurring[];
  /** Positions in `entities`, linked by association strength. */
  links: WeightedLink[];
  totalEntities: number;
  minWeight: number;
  maxWeight: number;
}

/** Association strength rounded to 4 significant digits (what the threshold compares and the links carry). */
const rounded = (value: number) => Number(value.toPrecision(4));

/**
 * The co-occurrence graph of the mentioned entities and tracked terms of the filtered documents (VOSviewer's map):
 * the most mentioned values of the five entity top lists (removed ones left out), linked by association strength
 * a_ij = c_ij · N / (n_i · n_j), the documents mentioning both over what independence would give (1 = chance).
 */
export function coOccurrence(index: WorkspaceIndex, docs: Int32Array, limits: GraphLimits): CoOccurrence {
  const layers = entityGraphTypes
    .map((type) => ({ type, category: entityTypeCategory[type] as TopCategoryName }))
    .map((layer) => ({ ...layer, facet: index.facets.get(layer.category), hidden: index.hidden.get(layer.category) }))
    .filter((layer): layer is typeof layer & { facet: Facet } => layer.facet !== undefined);
  const counted = layers.map((layer) => countValues(layer.facet, layer.hidden, docs));
  const candidates: Array<{ layer: number; value: number; documents: number }> = [];
  counted.forEach((counts, layer) =>
    counts.forEach((documents, value) => documents > 0 && candidates.push({ layer, value, documents })),
  );
  const top = candidates
    .sort((a, b) => b.documents - a.documents || a.layer - b.layer || a.value - b.value)
    .slice(0, limits.nodes);
  const ranks = layers.map((layer) => new Int32Array(layer.facet.dictionary.size).fill(-1));
  top.forEach((entry, r) => (ranks[entry.layer]![entry.value] = r));
  const pairs = new PairCounts(top.length);
  const present = new Int32Array(top.length);
  for (const d of docs) {
    let found = 0;
    layers.forEach(({ facet }, l) => {
      const rank = ranks[l]!;
      for (let i = facet.offsets[d]!; i < facet.offsets[d + 1]!; i++) {
        const r = rank[facet.values[i]!]!;
        if (r >= 0) present[found++] = r;
      }
    });
    if (found > 1) pairs.addAll(present, found);
  }
  const n = docs.length;
  const entities = top.map(({ layer, value, documents }) => {
    const { type, facet } = layers[layer]!;
    return { type, value: facet.dictionary.values[value]!, term: facet.dictionary.captions[value]!, documents };
  });
  const strength = (x: number, y: number, count: number) =>
    rounded((count * n) / (top[x]!.documents * top[y]!.documents));
  const linked = thresholdLinks(
    pairs,
    (x, y, count) => ({ source: x, target: y, weight: strength(x, y, count) }),
    strength,
    limits.threshold,
  );
  return { entities, ...linked, totalEntities: candidates.length };
}

function countValues(facet: Facet, hidden: Uint8Array | undefined, docs: Int32Array): Int32Array {
  const counts = new Int32Array(facet.dictionary.size);
  for (const d of docs) {
    for (let i = facet.offsets[d]!; i < facet.offsets[d + 1]!; i++) {
      const v = facet.values[i]!;
      if (!hidden?.[v]) counts[v]!++;
    }
  }
  return counts;
}
