import { MAX_TOP_ENTRIES, type TopCategoryName } from '@quarry/contract';
import type { Facet } from './facet.js';
import { TopValues } from './top-values.js';
import { RELEVANCY_CODE, type ValueSums, type WorkspaceIndex } from './workspace-index.js';

export interface TopListResult {
  name: TopCategoryName | 'predefined.Labels';
  title: string;
  total: number;
  entries: Array<{ value: string; name: string } & ValueSums>;
}

/**
 * The documents a top list counts. A broad result (more than half the documents) is counted by its complement:
 * the index keeps every value's totals over all documents, so the fewer non-matching documents are walked.
 */
export interface CountedDocuments {
  docs: Int32Array;
  complement: Int32Array;
}

const byComplement = (counted: CountedDocuments) => counted.complement.length < counted.docs.length;
const rounded = (score: number) => Math.round(score * 1000) / 1000;

/** Per-facet counters reused by every query (reset after use), so a query allocates nothing per value. */
interface Counters {
  counts: Int32Array;
  relevant: Int32Array;
  scores: Float64Array;
  relevantScores: Float64Array;
  seen: Int32Array;
}
const countersOf = new WeakMap<Facet, Counters>();
const best = new TopValues(MAX_TOP_ENTRIES);

function counters(facet: Facet): Counters {
  const size = facet.dictionary.size;
  let buffers = countersOf.get(facet);
  if (!buffers || buffers.counts.length < size) {
    buffers = {
      counts: new Int32Array(size),
      relevant: new Int32Array(size),
      scores: new Float64Array(size),
      relevantScores: new Float64Array(size),
      seen: new Int32Array(size),
    };
    countersOf.set(facet, buffers);
  }
  return buffers;
}

/** Adds the documents' values into the counters; answers how many distinct values it saw (listed in `seen`). */
function accumulate(index: WorkspaceIndex, facet: Facet, docs: Int32Array, into: Counters): number {
  const { counts, relevant, scores, relevantScores, seen } = into;
  const { offsets, values } = facet;
  let seenCount = 0;
  for (let k = 0; k < docs.length; k++) {
    const d = docs[k]!;
    const score = index.score[d]!;
    const isRelevant = index.relevancy[d] === RELEVANCY_CODE.Relevant;
    for (let i = offsets[d]!, end = offsets[d + 1]!; i < end; i++) {
      const v = values[i]!;
      if (counts[v] === 0) seen[seenCount++] = v;
      counts[v]!++;
      scores[v]! += score;
      if (isRelevant) {
        relevant[v]!++;
        relevantScores[v]! += score;
      }
    }
  }
  return seenCount;
}

function clear(into: Counters, seenCount: number): void {
  for (let i = 0; i < seenCount; i++) {
    const v = into.seen[i]!;
    into.counts[v] = 0;
    into.relevant[v] = 0;
    into.scores[v] = 0;
    into.relevantScores[v] = 0;
  }
}

/** Counts per value of one category over the matching documents: the MAX_TOP_ENTRIES strongest and how many there are. */
export function topOf(
  index: WorkspaceIndex,
  counted: CountedDocuments,
  name: TopCategoryName,
  title: string,
): TopListResult | undefined {
  const facet = index.facets.get(name);
  const totals = index.totals.get(name);
  if (!facet || !totals || facet.dictionary.size === 0) return undefined;
  const complement = byComplement(counted);
  const sums = counters(facet);
  const seenCount = accumulate(index, facet, complement ? counted.complement : counted.docs, sums);
  const hidden = index.hidden.get(name);
  best.reset();
  let present = 0;
  if (complement) {
    for (let v = 0; v < facet.dictionary.size; v++) {
      const count = totals.counts[v]! - sums.counts[v]!;
      if (count > 0 && !hidden?.[v]) {
        present++;
        best.offer(v, count);
      }
    }
  } else {
    for (let i = 0; i < seenCount; i++) {
      const v = sums.seen[i]!;
      if (hidden?.[v]) continue;
      present++;
      best.offer(v, sums.counts[v]!);
    }
  }
  const pick = (all: ArrayLike<number>, part: ArrayLike<number>, v: number) =>
    complement ? all[v]! - part[v]! : part[v]!;
  const entries = best.sorted().map((v) => ({
    value: facet.dictionary.values[v]!,
    name: facet.dictionary.captions[v]!,
    totalCount: pick(totals.counts, sums.counts, v),
    relevantCount: pick(totals.relevant, sums.relevant, v),
    totalScore: rounded(pick(totals.scores, sums.scores, v)),
    relevantScore: rounded(pick(totals.relevantScores, sums.relevantScores, v)),
  }));
  clear(sums, seenCount);
  return present ? { name, title, total: present, entries } : undefined;
}

function addLabels(index: WorkspaceIndex, docs: Int32Array, sums: Map<string, ValueSums>, sign: 1 | -1): void {
  for (const d of docs) {
    const labels = index.labels[d]!;
    if (labels.length === 0) continue;
    const score = sign * index.score[d]!;
    const isRelevant = index.relevancy[d] === RELEVANCY_CODE.Relevant;
    for (const label of labels) {
      let entry = sums.get(label);
      if (!entry) sums.set(label, (entry = { totalCount: 0, relevantCount: 0, totalScore: 0, relevantScore: 0 }));
      entry.totalCount += sign;
      entry.totalScore += score;
      if (isRelevant) {
        entry.relevantCount += sign;
        entry.relevantScore += score;
      }
    }
  }
}

/** Every label's sums over all documents, kept on the index until a label or a labelled document's relevancy changes. */
function labelTotalsOf(index: WorkspaceIndex): Map<string, ValueSums> {
  if (!index.labelTotals) {
    index.labelTotals = new Map();
    addLabels(
      index,
      Int32Array.from({ length: index.ids.length }, (_, d) => d),
      index.labelTotals,
      1,
    );
  }
  return index.labelTotals;
}

/** The labels top list: labels change under the user's hands, so they are counted by name rather than from a facet. */
export function labelsTop(index: WorkspaceIndex, counted: CountedDocuments): TopListResult | undefined {
  let sums: Map<string, ValueSums>;
  if (byComplement(counted)) {
    sums = new Map([...labelTotalsOf(index)].map(([label, totals]) => [label, { ...totals }]));
    addLabels(index, counted.complement, sums, -1);
  } else {
    sums = new Map();
    addLabels(index, counted.docs, sums, 1);
  }
  const entries = [...sums]
    .filter(([, entry]) => entry.totalCount > 0)
    .map(([label, entry]) => ({
      value: label,
      name: label,
      ...entry,
      totalScore: rounded(entry.totalScore),
      relevantScore: rounded(entry.relevantScore),
    }))
    .sort((a, b) => b.totalCount - a.totalCount || a.name.localeCompare(b.name));
  if (entries.length === 0) return undefined;
  return {
    name: 'predefined.Labels',
    title: 'Labels',
    total: entries.length,
    entries: entries.slice(0, MAX_TOP_ENTRIES),
  };
}
