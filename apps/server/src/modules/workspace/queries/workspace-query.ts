import {
  AUTHORS_CATEGORY,
  documentFilterSpec,
  foldForSearch,
  type ParsedFilterSpec,
  searchWords,
  SINGLE_VALUE_TOPS,
  type TopCategoryName,
  topCategories,
} from '@quarry/contract';
import { facetHas } from '../index/facet.js';
import { atUrls, byRecentResearchers, byResearchers, newDuplicates } from './faculty-filters.js';
import { labelsTop, topOf, type CountedDocuments, type TopListResult } from '../index/top-lists.js';
import {
  DOC_FLAG,
  normalizedTitleOf,
  RELEVANCY_CODE,
  type RelevancyCode,
  searchTextOf,
  type WorkspaceIndex,
} from '../index/workspace-index.js';

export type { TopListResult } from '../index/top-lists.js';

export interface HistogramBar {
  year: number;
  totalCount: number;
  relevantCount: number;
  totalScore: number;
  relevantScore: number;
}

export interface WorkspaceResult {
  /** Database ids of the matching documents, in sort order (unfiltered: the index's shared, frozen list). */
  ids: readonly number[];
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
  if (index.excludedCount > 0) predicates.push((d) => index.excluded[d] === 0);
  const status = spec.displayedResultsStatus;
  if (status === 'Unread') predicates.push((d) => index.touched[d] === 0);
  if (status === 'Annotated')
    predicates.push((d) => index.starred[d] === 1 || index.noted[d] === 1 || index.labels[d]!.length > 0);
  if (status === 'Relevant') predicates.push((d) => index.relevancy[d] === RELEVANCY_CODE.Relevant);
  if (status === 'Irrelevant') predicates.push((d) => index.relevancy[d] === RELEVANCY_CODE.Irrelevant);
  if (status === 'Unscreened') predicates.push((d) => index.relevancy[d] === RELEVANCY_CODE.Neutral);
  const anyOf = new Map<string, string[]>();
  // Labels are the user's own states of a document (fix or accepted, Mine or Not Mine): several match any of them.
  const wantedLabels = new Set<string>();
  for (const top of spec.selectedTops) {
    if (SINGLE_VALUE_TOPS.includes(top.name)) {
      anyOf.set(top.name, [...(anyOf.get(top.name) ?? []), top.selectedValue]);
      continue;
    }
    if (top.name === 'predefined.Labels') {
      wantedLabels.add(top.selectedValue.toLowerCase());
      continue;
    }
    const facet = index.facets.get(top.name as TopCategoryName);
    const valueId = facet?.dictionary.find(top.selectedValue);
    if (!facet || valueId === undefined) return [() => false];
    predicates.push((d) => facetHas(facet, d, valueId));
  }
  if (wantedLabels.size > 0)
    predicates.push((d) => index.labels[d]!.some((label) => wantedLabels.has(label.toLowerCase())));
  for (const [name, values] of anyOf) {
    const facet = index.facets.get(name as TopCategoryName);
    const valueIds = values
      .map((value) => facet?.dictionary.find(value))
      .filter((id): id is number => id !== undefined);
    if (!facet || valueIds.length === 0) return [() => false];
    predicates.push((d) => valueIds.some((valueId) => facetHas(facet, d, valueId)));
  }
  if (spec.personId != null) {
    const facet = index.facets.get(AUTHORS_CATEGORY);
    const valueId = facet?.dictionary.find(String(spec.personId));
    predicates.push(facet && valueId !== undefined ? (d) => facetHas(facet, d, valueId) : () => false);
  }
  if (spec.freeText) predicates.push(freeTextMatch(index, searchWords(spec.freeText)));
  if (spec.includeOnlyUnlabeled) predicates.push((d) => index.labels[d]!.length === 0);
  if (!spec.includeSingleAuthoredDocuments) predicates.push((d) => index.authorCount[d] !== 1);
  if (spec.requestedDocumentIds) {
    const wanted = new Set(spec.requestedDocumentIds);
    predicates.push((d) => wanted.has(index.ids[d]!));
  }
  if (spec.specificDocumentUrls?.length) predicates.push(atUrls(index, spec.specificDocumentUrls).predicate);
  if (spec.onlyDuplicateDocuments) predicates.push(newDuplicates(index));
  if (spec.onlyInvestigationResearchers) predicates.push(byResearchers(index));
  if (spec.onlyRecentResearcherDocuments) predicates.push(byRecentResearchers(index));
  const flagFilters: Array<[boolean, number]> = [
    [spec.onlyUnaffiliated, DOC_FLAG.unaffiliated],
    [spec.onlyUnknownPublishers, DOC_FLAG.unknownPublisher],
    [spec.onlyMissingVolume, DOC_FLAG.missingVolume],
    [spec.onlyMissingDate, DOC_FLAG.missingDate],
  ];
  for (const [on, flag] of flagFilters) if (on) predicates.push((d) => (index.flags[d]! & flag) !== 0);
  return predicates;
}

/**
 * The free-text filter: every word (accents and case aside) in the title, the abstract or an author's name. Author
 * names are folded once per query, by value, and read only for the documents whose text lacks a word.
 */
function freeTextMatch(index: WorkspaceIndex, words: readonly string[]): Predicate {
  const authors = index.facets.get(AUTHORS_CATEGORY);
  const folded: string[] = [];
  const authorNameOf = (valueId: number) => (folded[valueId] ??= foldForSearch(authors!.dictionary.captions[valueId]!));
  const inAuthorNames = (d: number, word: string) => {
    if (!authors) return false;
    for (let i = authors.offsets[d]!; i < authors.offsets[d + 1]!; i++)
      if (authorNameOf(authors.values[i]!).includes(word)) return true;
    return false;
  };
  return (d) => {
    const text = searchTextOf(index, d);
    return words.every((word) => text.includes(word) || inAuthorNames(d, word));
  };
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
  if (sort === 'publishDateDesc')
    return (a, b) => date(b, -Infinity) - date(a, -Infinity) || index.ids[a]! - index.ids[b]!;
  if (sort === 'publishDateAsc')
    return (a, b) => date(a, Infinity) - date(b, Infinity) || index.ids[a]! - index.ids[b]!;
  if (sort === 'citations') return (a, b) => index.citations[b]! - index.citations[a]! || index.ids[a]! - index.ids[b]!;
  if (sort === 'dupScanning') {
    const titles = Array.from(index.text, normalizedTitleOf);
    return (a, b) =>
      titles[a]! < titles[b]!
        ? -1
        : titles[a]! > titles[b]!
          ? 1
          : date(a, Infinity) - date(b, Infinity) || index.ids[a]! - index.ids[b]!;
  }
  return (a, b) =>
    index.score[b]! - index.score[a]! ||
    (index.dateMs[b]! || 0) - (index.dateMs[a]! || 0) ||
    index.ids[a]! - index.ids[b]!;
}

/**
 * Every document in one sort order, computed once per index and sort: sorting a query's result is then a walk
 * down this order keeping the matches — linear, whatever the size. The Relevance order here is the score's alone
 * (votes do not change it); the answer groups it by vote (`inScreeningOrder`).
 */
function orderOf(index: WorkspaceIndex, sort: Sort): Int32Array {
  let order = index.orders.get(sort);
  if (!order) {
    order = Int32Array.from({ length: index.ids.length }, (_, d) => d).sort(comparator(index, sort));
    index.orders.set(sort, order);
  }
  return order;
}

const UNFILTERED: ParsedFilterSpec = documentFilterSpec.parse({});

/**
 * Answers the unfiltered query once, as the last step of a build, so that the user's first call does not do what
 * the index then keeps for every later one: the default (relevance) order (1.5 s at 1M documents on a busy
 * machine), the per-index query buffers, the label list and the top lists' counters (200 ms more at 1M).
 */
export function prepareFirstQuery(index: WorkspaceIndex): void {
  queryWorkspace(index, UNFILTERED);
}

/**
 * The Relevance sort's groups, by relevancy code, in list order: the unscreened documents (no vote, or a vote set
 * back to Neutral) first, then the Relevant votes, then the Irrelevant ones. A reviewer screens from the top, so
 * their own decisions must not stand between them and the next record (issue 27: 32 of 49 of them did); the Relevant
 * ones come next, where they are found again before the rejected.
 */
const SCREENING_GROUP: Readonly<Record<RelevancyCode, number>> = {
  [RELEVANCY_CODE.Neutral]: 0,
  [RELEVANCY_CODE.Relevant]: 1,
  [RELEVANCY_CODE.Irrelevant]: 2,
};
const SCREENING_GROUPS = 3;

/**
 * The Relevance sort's answer: the documents (`docs`; `marks` 1 on them, or undefined for every document) in
 * score order within each screening group. One count of the groups, then one walk down the score order that puts
 * each document at its group's next place: linear, and no allocation but the answer.
 */
function inScreeningOrder(index: WorkspaceIndex, docs: Int32Array, marks: Uint8Array | undefined): number[] {
  const next = new Int32Array(SCREENING_GROUPS);
  for (const d of docs) next[SCREENING_GROUP[index.relevancy[d] as RelevancyCode]]!++;
  for (let group = 0, start = 0; group < SCREENING_GROUPS; group++) {
    const size = next[group]!;
    next[group] = start;
    start += size;
  }
  // Every place is filled below: a pre-sized array stays fast (holey, not a dictionary) at any size.
  const ids = new Array<number>(docs.length);
  for (const d of orderOf(index, 'relevance'))
    if (!marks || marks[d]) ids[next[SCREENING_GROUP[index.relevancy[d] as RelevancyCode]]!++] = index.ids[d]!;
  return ids;
}

/**
 * The database ids of every document in one sort order: the unfiltered answer, computed once per sort (the
 * Relevance one again after a vote changes its groups: `setRelevancy` drops it).
 */
function idsInOrder(index: WorkspaceIndex, sort: Sort): readonly number[] {
  let ids = index.orderedIds.get(sort);
  if (!ids) {
    // Frozen: shared by every unfiltered answer, and the response serializer keeps a frozen list's JSON.
    ids = Object.freeze(
      sort === 'relevance'
        ? inScreeningOrder(index, buffersOf(index).all, undefined)
        : Array.from(orderOf(index, sort), (d) => index.ids[d]!),
    );
    index.orderedIds.set(sort, ids);
  }
  return ids;
}

function sortDocuments(index: WorkspaceIndex, docs: Int32Array, sort: Sort): readonly number[] {
  if (docs.length === index.ids.length) return idsInOrder(index, sort);
  const { marks } = buffersOf(index);
  for (const d of docs) marks[d] = 1;
  let ids: number[];
  if (sort === 'relevance') ids = inScreeningOrder(index, docs, marks);
  else {
    ids = [];
    for (const d of orderOf(index, sort)) if (marks[d]) ids.push(index.ids[d]!);
  }
  for (const d of docs) marks[d] = 0;
  return ids;
}

/** Per-year sums in arrays indexed by year (years are small ints), reused by every query. */
const YEARS = 4096;
const yearSums = {
  counts: new Int32Array(YEARS),
  relevant: new Int32Array(YEARS),
  scores: new Float64Array(YEARS),
  relevantScores: new Float64Array(YEARS),
};

function histogramOf(index: WorkspaceIndex, docs: Int32Array): HistogramBar[] {
  const { counts, relevant, scores, relevantScores } = yearSums;
  let first = YEARS;
  let last = 0;
  for (let k = 0; k < docs.length; k++) {
    const d = docs[k]!;
    const year = index.year[d]!;
    if (year <= 0 || year >= YEARS) continue;
    if (year < first) first = year;
    if (year > last) last = year;
    counts[year]!++;
    scores[year]! += index.score[d]!;
    if (index.relevancy[d] === RELEVANCY_CODE.Relevant) {
      relevant[year]!++;
      relevantScores[year]! += index.score[d]!;
    }
  }
  const bars: HistogramBar[] = [];
  for (let year = first; year <= last; year++) {
    if (counts[year]! > 0) {
      bars.push({
        year,
        totalCount: counts[year]!,
        relevantCount: relevant[year]!,
        totalScore: scores[year]!,
        relevantScore: relevantScores[year]!,
      });
    }
    counts[year] = relevant[year] = scores[year] = relevantScores[year] = 0;
  }
  return bars;
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

/** Per-index buffers every query reuses (queries run one at a time, synchronously), so a query allocates little. */
interface QueryBuffers {
  /** 0, 1, … n-1: every document. */
  all: Int32Array;
  matching: Int32Array;
  rest: Int32Array;
  beforeDates: Int32Array;
  marks: Uint8Array;
}
const buffers = new WeakMap<WorkspaceIndex, QueryBuffers>();

function buffersOf(index: WorkspaceIndex): QueryBuffers {
  let found = buffers.get(index);
  if (!found) {
    const n = index.ids.length;
    found = {
      all: Int32Array.from({ length: n }, (_, d) => d),
      matching: new Int32Array(n),
      rest: new Int32Array(n),
      beforeDates: new Int32Array(n),
      marks: new Uint8Array(n),
    };
    buffers.set(index, found);
  }
  return found;
}

/** Splits the documents into those matching the spec and the rest; `beforeDates` match every filter but the date range. */
function partition(index: WorkspaceIndex, spec: ParsedFilterSpec): CountedDocuments & { beforeDates: Int32Array } {
  const predicates = predicatesOf(index, spec);
  const dateOk = inDateRange(index, spec);
  const { all, matching, rest, beforeDates } = buffersOf(index);
  if (predicates.length === 0 && !dateOk) return { docs: all, complement: rest.subarray(0, 0), beforeDates: all };
  let count = 0;
  let restCount = 0;
  let countBeforeDates = 0;
  outer: for (let d = 0; d < all.length; d++) {
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
  return {
    docs: matching.subarray(0, count),
    complement: rest.subarray(0, restCount),
    beforeDates: beforeDates.subarray(0, countBeforeDates),
  };
}

/** The matching documents, dense and ascending, in a buffer the next query reuses: read it before another query. */
export function matchingDocuments(index: WorkspaceIndex, spec: ParsedFilterSpec): Int32Array {
  return partition(index, spec).docs;
}

/** The matching documents' database ids in sort order, without counts, histogram or top lists (export, markups, suggestions). */
export function matchingIds(index: WorkspaceIndex, spec: ParsedFilterSpec): readonly number[] {
  return sortDocuments(index, partition(index, spec).docs, spec.sortDocumentsBy);
}

/** Answers a filter spec from the index: matching ids in order, histogram, counts and every top list. */
export function queryWorkspace(index: WorkspaceIndex, spec: ParsedFilterSpec): WorkspaceResult {
  const counted = partition(index, spec);
  const { docs } = counted;
  let relevantCount = 0;
  for (const d of docs) if (index.relevancy[d] === RELEVANCY_CODE.Relevant) relevantCount++;
  const lexemes = [...index.facets.keys()].filter((name) => name.startsWith('lexeme.'));
  const tops = [
    labelsTop(index, counted),
    ...topCategories.filter((c) => c.name !== 'predefined.Labels').map((c) => topOf(index, counted, c.name, c.title)),
    ...lexemes.map((name) => topOf(index, counted, name, name.slice('lexeme.'.length))),
  ].filter((top): top is TopListResult => top !== undefined);
  return {
    ids: sortDocuments(index, docs, spec.sortDocumentsBy),
    // The histogram shows every year of the other filters, so the handles can widen the range again.
    histogram: histogramOf(index, counted.beforeDates),
    totalCount: docs.length,
    relevantCount,
    tops,
    labels: allLabelsOf(index),
  };
}
