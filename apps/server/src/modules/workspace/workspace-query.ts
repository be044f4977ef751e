import {
  MAX_TOP_ENTRIES,
  type ParsedFilterSpec,
  type TopCategoryName,
  topCategories,
} from '@quarry/contract';
import { type Facet, facetHas } from './facet.js';
import { DOC_FLAG, RELEVANCY_CODE, type WorkspaceIndex } from './workspace-index.js';

export interface HistogramBar {
  year: number;
  totalCount: number;
  relevantCount: number;
  totalScore: number;
  relevantScore: number;
}

export interface TopListResult {
  name: TopCategoryName | 'predefined.Labels';
  title: string;
  total: number;
  entries: Array<{ value: string; name: string; totalCount: number; relevantCount: number; totalScore: number; relevantScore: number }>;
}

export interface WorkspaceResult {
  /** Database ids of the matching documents, in sort order. */
  ids: number[];
  histogram: HistogramBar[];
  totalCount: number;
  relevantCount: number;
  tops: TopListResult[];
  labels: string[];
}

type Predicate = (doc: number) => boolean;

/** The filters of a spec that do not involve the date range (the histogram shows every year of the rest). */
function predicatesOf(index: WorkspaceIndex, spec: ParsedFilterSpec): Predicate[] {
  const predicates: Predicate[] = [];
  const status = spec.displayedResultsStatus;
  if (status === 'Unread') predicates.push((d) => index.touched[d] === 0);
  if (status === 'Annotated') predicates.push((d) => index.starred[d] === 1 || index.noted[d] === 1 || index.labels[d]!.length > 0);
  if (status === 'Relevant') predicates.push((d) => index.relevancy[d] === RELEVANCY_CODE.Relevant);
  if (status === 'Irrelevant') predicates.push((d) => index.relevancy[d] === RELEVANCY_CODE.Irrelevant);
  for (const top of spec.selectedTops) {
    if (top.name === 'predefined.Labels') {
      const wanted = top.selectedValue.toLowerCase();
      predicates.push((d) => index.labels[d]!.some((label) => label.toLowerCase() === wanted));
      continue;
    }
    const facet = index.facets.get(top.name as TopCategoryName);
    const valueId = facet?.dictionary.find(top.selectedValue);
    if (!facet || valueId === undefined) return [() => false];
    predicates.push((d) => facetHas(facet, d, valueId));
  }
  if (spec.personId != null) {
    const facet = index.facets.get('predefined.Persons');
    const valueId = facet?.dictionary.find(String(spec.personId));
    predicates.push(facet && valueId !== undefined ? (d) => facetHas(facet, d, valueId) : () => false);
  }
  if (spec.freeText) {
    const words = spec.freeText.toLowerCase().split(/\s+/).filter(Boolean);
    predicates.push((d) => words.every((word) => index.text[d]!.includes(word)));
  }
  if (spec.includeOnlyUnlabeled) predicates.push((d) => index.labels[d]!.length === 0);
  if (!spec.includeSingleAuthoredDocuments) predicates.push((d) => index.authorCount[d] !== 1);
  if (spec.requestedDocumentIds) {
    const wanted = new Set(spec.requestedDocumentIds);
    predicates.push((d) => wanted.has(index.ids[d]!));
  }
  if (spec.specificDocumentUrls?.length) {
    const wanted = new Set(spec.specificDocumentUrls);
    predicates.push((d) => wanted.has(index.url[d]!));
  }
  const flagFilters: Array<[boolean, number]> = [
    [spec.onlyUnaffiliated, DOC_FLAG.unaffiliated],
    [spec.onlyUnknownPublishers, DOC_FLAG.unknownPublisher],
    [spec.onlyMissingVolume, DOC_FLAG.missingVolume],
    [spec.onlyMissingDate, DOC_FLAG.missingDate],
  ];
  for (const [on, flag] of flagFilters) if (on) predicates.push((d) => (index.flags[d]! & flag) !== 0);
  return predicates;
}

function inDateRange(index: WorkspaceIndex, spec: ParsedFilterSpec): Predicate | undefined {
  const start = spec.dateFilter?.startYear ?? null;
  const end = spec.dateFilter?.endYear ?? null;
  if (start === null && end === null) return undefined;
  return (d) => {
    const year = index.year[d]!;
    return year !== 0 && (start === null || year >= start) && (end === null || year <= end);
  };
}

type Sort = ParsedFilterSpec['sortDocumentsBy'];

function comparator(index: WorkspaceIndex, sort: Sort): (a: number, b: number) => number {
  const date = (d: number, missing: number) => (Number.isNaN(index.dateMs[d]!) ? missing : index.dateMs[d]!);
  if (sort === 'publishDateDesc') return (a, b) => date(b, -Infinity) - date(a, -Infinity) || index.ids[a]! - index.ids[b]!;
  if (sort === 'publishDateAsc') return (a, b) => date(a, Infinity) - date(b, Infinity) || index.ids[a]! - index.ids[b]!;
  if (sort === 'citations') return (a, b) => index.citations[b]! - index.citations[a]! || index.ids[a]! - index.ids[b]!;
  return (a, b) => index.score[b]! - index.score[a]! || (index.dateMs[b]! || 0) - (index.dateMs[a]! || 0) || index.ids[a]! - index.ids[b]!;
}

/**
 * Every document in one sort order, computed once per index and sort: sorting a query's result is then a walk
 * down this order keeping the matches — linear, whatever the size.
 */
function orderOf(index: WorkspaceIndex, sort: Sort): Int32Array {
  let order = index.orders.get(sort);
  if (!order) {
    order = Int32Array.from({ length: index.ids.length }, (_, d) => d).sort(comparator(index, sort));
    index.orders.set(sort, order);
  }
  return order;
}

function sortDocuments(index: WorkspaceIndex, docs: Int32Array, sort: Sort): number[] {
  if (docs.length === index.ids.length) return Array.from(orderOf(index, sort), (d) => index.ids[d]!);
  const matching = new Uint8Array(index.ids.length);
  for (const d of docs) matching[d] = 1;
  const ids: number[] = [];
  for (const d of orderOf(index, sort)) if (matching[d]) ids.push(index.ids[d]!);
  return ids;
}

function histogramOf(index: WorkspaceIndex, docs: Int32Array): HistogramBar[] {
  const bars = new Map<number, HistogramBar>();
  for (const d of docs) {
    const year = index.year[d]!;
    if (year === 0) continue;
    let bar = bars.get(year);
    if (!bar) bars.set(year, (bar = { year, totalCount: 0, relevantCount: 0, totalScore: 0, relevantScore: 0 }));
    bar.totalCount++;
    bar.totalScore += index.score[d]!;
    if (index.relevancy[d] === RELEVANCY_CODE.Relevant) {
      bar.relevantCount++;
      bar.relevantScore += index.score[d]!;
    }
  }
  return [...bars.values()].sort((a, b) => a.year - b.year);
}

/** Per-facet counters reused by every query (reset after use), so a query allocates nothing per category. */
const scratchOf = new WeakMap<Facet, { counts: Int32Array; relevant: Int32Array; scores: Float64Array; relevantScores: Float64Array }>();

function scratch(facet: Facet) {
  let buffers = scratchOf.get(facet);
  if (!buffers || buffers.counts.length < facet.dictionary.size) {
    const size = facet.dictionary.size;
    buffers = { counts: new Int32Array(size), relevant: new Int32Array(size), scores: new Float64Array(size), relevantScores: new Float64Array(size) };
    scratchOf.set(facet, buffers);
  }
  return buffers;
}

function accumulate(index: WorkspaceIndex, facet: Facet, docs: Int32Array, seen: number[]) {
  const buffers = scratch(facet);
  const { counts, relevant, scores, relevantScores } = buffers;
  const { offsets, values } = facet;
  for (let k = 0; k < docs.length; k++) {
    const d = docs[k]!;
    const score = index.score[d]!;
    const isRelevant = index.relevancy[d] === RELEVANCY_CODE.Relevant;
    for (let i = offsets[d]!, end = offsets[d + 1]!; i < end; i++) {
      const v = values[i]!;
      if (counts[v] === 0) seen.push(v);
      counts[v]!++;
      scores[v]! += score;
      if (isRelevant) {
        relevant[v]!++;
        relevantScores[v]! += score;
      }
    }
  }
  return buffers;
}

/**
 * Counts per value over the matching documents. A broad result (more than half the documents) is counted by
 * its complement: the index keeps every value's totals over all documents, so the fewer non-matching
 * documents are walked instead.
 */
function topOf(index: WorkspaceIndex, docs: Int32Array, complement: Int32Array, name: TopCategoryName, title: string): TopListResult | undefined {
  const facet = index.facets.get(name);
  const totals = index.totals.get(name);
  if (!facet || !totals || facet.dictionary.size === 0) return undefined;
  const seen: number[] = [];
  const byComplement = complement.length < docs.length;
  const sums = accumulate(index, facet, byComplement ? complement : docs, seen);
  const size = facet.dictionary.size;
  const count = (v: number) => (byComplement ? totals.counts[v]! - sums.counts[v]! : sums.counts[v]!);
  const present = byComplement ? presentValues(size, count) : seen;
  const entries = topValues(present, count).map((v) => {
    const pick = (all: ArrayLike<number>, part: ArrayLike<number>) => (byComplement ? all[v]! - part[v]! : part[v]!);
    return {
      value: facet.dictionary.values[v]!,
      name: facet.dictionary.captions[v]!,
      totalCount: count(v),
      relevantCount: pick(totals.relevant, sums.relevant),
      totalScore: Math.round(pick(totals.scores, sums.scores) * 1000) / 1000,
      relevantScore: Math.round(pick(totals.relevantScores, sums.relevantScores) * 1000) / 1000,
    };
  });
  for (const v of seen) {
    sums.counts[v] = 0;
    sums.relevant[v] = 0;
    sums.scores[v] = 0;
    sums.relevantScores[v] = 0;
  }
  return present.length ? { name, title, total: present.length, entries } : undefined;
}

function presentValues(size: number, count: (v: number) => number): number[] {
  const present: number[] = [];
  for (let v = 0; v < size; v++) if (count(v) > 0) present.push(v);
  return present;
}

/**
 * The MAX_TOP_ENTRIES values with the highest counts (ties: lower value id first), without sorting them all:
 * the cut-off count comes from a native numeric sort of the counts, then only the values above it are ordered.
 */
function topValues(present: number[], count: (v: number) => number): number[] {
  if (present.length > MAX_TOP_ENTRIES) {
    const counts = Int32Array.from(present, count).sort();
    const cutoff = counts[counts.length - MAX_TOP_ENTRIES]!;
    present = present.filter((v) => count(v) >= cutoff);
  }
  return present.sort((a, b) => count(b) - count(a) || a - b).slice(0, MAX_TOP_ENTRIES);
}

function labelsTop(index: WorkspaceIndex, docs: Int32Array): TopListResult | undefined {
  const counts = new Map<string, { totalCount: number; relevantCount: number; totalScore: number; relevantScore: number }>();
  for (const d of docs) {
    for (const label of index.labels[d]!) {
      const entry = counts.get(label) ?? { totalCount: 0, relevantCount: 0, totalScore: 0, relevantScore: 0 };
      entry.totalCount++;
      entry.totalScore += index.score[d]!;
      if (index.relevancy[d] === RELEVANCY_CODE.Relevant) {
        entry.relevantCount++;
        entry.relevantScore += index.score[d]!;
      }
      counts.set(label, entry);
    }
  }
  if (counts.size === 0) return undefined;
  const entries = [...counts].map(([label, c]) => ({ value: label, name: label, ...c })).sort((a, b) => b.totalCount - a.totalCount || a.name.localeCompare(b.name));
  return { name: 'predefined.Labels', title: 'Labels', total: entries.length, entries: entries.slice(0, MAX_TOP_ENTRIES) };
}

/** Every label of the investigation, cached on the index until a label changes. */
function allLabelsOf(index: WorkspaceIndex): string[] {
  if (!index.allLabels) {
    const labels = new Set<string>();
    for (const list of index.labels) for (const label of list) labels.add(label);
    index.allLabels = [...labels].sort((a, b) => a.localeCompare(b));
  }
  return index.allLabels;
}

/** Answers a filter spec from the index: matching ids in order, histogram, counts and every top list. */
export function queryWorkspace(index: WorkspaceIndex, spec: ParsedFilterSpec): WorkspaceResult {
  const predicates = predicatesOf(index, spec);
  const dateOk = inDateRange(index, spec);
  const n = index.ids.length;
  const beforeDates = new Int32Array(n);
  let countBeforeDates = 0;
  const matching = new Int32Array(n);
  const rest = new Int32Array(n);
  let count = 0;
  let restCount = 0;
  outer: for (let d = 0; d < n; d++) {
    for (const predicate of predicates) {
      if (!predicate(d)) {
        rest[restCount++] = d;
        continue outer;
      }
    }
    beforeDates[countBeforeDates++] = d;
    if (!dateOk || dateOk(d)) matching[count++] = d;
    else rest[restCount++] = d;
  }
  const docs = matching.subarray(0, count);
  const complement = rest.subarray(0, restCount);
  let relevantCount = 0;
  for (const d of docs) if (index.relevancy[d] === RELEVANCY_CODE.Relevant) relevantCount++;
  const tops = [
    labelsTop(index, docs),
    ...topCategories.filter((c) => c.name !== 'predefined.Labels').map((c) => topOf(index, docs, complement, c.name, c.title)),
  ].filter((top): top is TopListResult => top !== undefined);
  return {
    ids: sortDocuments(index, docs, spec.sortDocumentsBy),
    // The histogram shows every year of the other filters, so the handles can widen the range again.
    histogram: histogramOf(index, beforeDates.subarray(0, countBeforeDates)),
    totalCount: count,
    relevantCount,
    tops,
    labels: allLabelsOf(index),
  };
}
