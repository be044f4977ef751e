import { normalizeTitle } from '../../../engines/harvest/pipeline/dedupe-key.js';
import { AUTHORS_CATEGORY, foldForSearch, type SortDocumentsBy, type TopCategoryName } from '@quarry/contract';
import { termScores, type ScoringTerm } from '../../../text/bm25.js';
import { Dictionary, type Facet, facetBytes, NO_TAG } from './facet.js';
import { regionKeyOf } from './regions.js';

export const RELEVANCY_CODE = { Neutral: 0, Relevant: 1, Irrelevant: 2 } as const;
export type RelevancyCode = (typeof RELEVANCY_CODE)[keyof typeof RELEVANCY_CODE];
/** The sort whose answer groups the documents by vote: the one a vote changes. */
const RELEVANCE_SORT = 'relevance' satisfies SortDocumentsBy;

/**
 * The in-memory index of one investigation's documents (ARCHITECTURE.md, "The workspace index"): documents are
 * dense ints, per-document fields typed arrays, each category a facet of value ids. Review state is updated in
 * place by the writes that change it; the database stays the source of truth and rebuilds it at will.
 */
export interface WorkspaceIndex {
  investigationId: number;
  /** Database id of each dense document. */
  ids: Int32Array;
  denseOf: Map<number, number>;
  /** Publication year, 0 when unknown. */
  year: Int16Array;
  /** Publication date as epoch ms, NaN when unknown (for the date sorts). */
  dateMs: Float64Array;
  citations: Int32Array;
  /** The relevance sort's score: the terms' score, blended with the learned probability once votes taught a model. */
  score: Float32Array;
  /** BM25 of the investigation's terms, weighted by their modifiers. */
  termScore: Float32Array;
  /** The terms the documents were scored with: the workspace call shows them without asking the database again. */
  terms: readonly ScoringTerm[];
  /** The model's probability of relevance per document, once trained on the user's votes (see docs/relevance.md). */
  learned?: Float32Array;
  /** 1 where the search definition rules a document out (Mandatory / Exclude terms): it is in no list. */
  excluded: Uint8Array;
  excludedCount: number;
  relevancy: Uint8Array;
  starred: Uint8Array;
  touched: Uint8Array;
  noted: Uint8Array;
  labels: string[][];
  /** Every distinct label, computed on demand; cleared whenever a document's labels change. */
  allLabels?: string[];
  /** Per label: counts and scores over ALL documents, computed on demand; cleared by labelsChanged. */
  labelTotals?: Map<string, ValueSums>;
  authorCount: Uint16Array;
  /** Bit flags: see DOC_FLAG. */
  flags: Uint8Array;
  /** Lower-case title + abstract, for the free-text filter. */
  text: string[];
  /** The free-text filter's text per document (accents folded), made on first need: the `text` string itself where nothing folds. */
  searchText?: string[];
  url: string[];
  facets: Map<TopCategoryName, Facet>;
  /** Every document in each sort order used so far (the sort keys do not change while the scores do not). */
  orders: Map<string, Int32Array>;
  /**
   * The database ids in each sort order (the unfiltered answer), shared read-only by every query. The Relevance one
   * puts the unscreened documents first (workspace-query.ts), so a vote that moves a document between groups drops it.
   */
  orderedIds: Map<string, readonly number[]>;
  /** Per facet, 1 for each value the user removed from its top list (documents keep the value). */
  hidden: Map<TopCategoryName, Uint8Array>;
  /** Per facet, per value: counts and scores over ALL documents, kept current as relevancy changes. */
  totals: Map<TopCategoryName, FacetTotals>;
  builtAt: number;
}

export interface ValueSums {
  totalCount: number;
  relevantCount: number;
  totalScore: number;
  relevantScore: number;
}

export interface FacetTotals {
  counts: Int32Array;
  relevant: Int32Array;
  scores: Float64Array;
  relevantScores: Float64Array;
}

/** Sums every value of a facet over all documents (at build). */
export function facetTotals(facet: Facet, score: Float32Array, relevancy: Uint8Array): FacetTotals {
  const size = facet.dictionary.size;
  const totals = {
    counts: new Int32Array(size),
    relevant: new Int32Array(size),
    scores: new Float64Array(size),
    relevantScores: new Float64Array(size),
  };
  for (let d = 0; d + 1 < facet.offsets.length; d++) {
    for (let i = facet.offsets[d]!; i < facet.offsets[d + 1]!; i++) {
      const v = facet.values[i]!;
      totals.counts[v]!++;
      totals.scores[v]! += score[d]!;
      if (relevancy[d] === RELEVANCY_CODE.Relevant) {
        totals.relevant[v]!++;
        totals.relevantScores[v]! += score[d]!;
      }
    }
  }
  return totals;
}

/** Scores the documents for a (new) search definition, dropping what was derived from the old scores. */
export function rescore(index: WorkspaceIndex, terms: readonly ScoringTerm[]): void {
  const { score, excluded, containing } = termScores(index.text, terms);
  index.facets.set(MENTIONED_TERMS, mentionedTermsFacet(index, terms, containing));
  index.terms = terms;
  index.termScore = score;
  index.excluded = excluded;
  index.excludedCount = excluded.reduce((sum, flag) => sum + flag, 0);
  blendScores(index);
}

export const MENTIONED_TERMS = 'predefined.Mentioned Terms' satisfies TopCategoryName;

/** A tracked term's value in Mentioned Terms: trimmed and lower-cased (a term is one whatever its case). */
export const mentionedTermValue = (term: string): string => term.trim().toLowerCase();

/**
 * "Mentioned Terms": the tracked terms each document contains (an Exclude term rules its documents out, so it is
 * none). The dictionary outlives a change of terms, so a term keeps its value id (and its removal from the list).
 */
function mentionedTermsFacet(
  index: WorkspaceIndex,
  terms: readonly ScoringTerm[],
  containing: readonly Int32Array[],
): Facet {
  const dictionary = index.facets.get(MENTIONED_TERMS)?.dictionary ?? new Dictionary();
  const n = index.ids.length;
  const perDocument = new Int32Array(n + 1);
  const kept = terms.flatMap((term, k) =>
    term.modifier === 'Exclude'
      ? []
      : [{ id: dictionary.idOf(mentionedTermValue(term.term), term.term.trim()), documents: containing[k]! }],
  );
  const unique = [...new Map(kept.map((term) => [term.id, term])).values()];
  for (const { documents } of unique) for (const d of documents) perDocument[d + 1]!++;
  for (let d = 0; d < n; d++) perDocument[d + 1]! += perDocument[d]!;
  const offsets = perDocument.slice();
  const values = new Int32Array(perDocument[n]!);
  for (const { id, documents } of unique) for (const d of documents) values[perDocument[d]!++] = id;
  return { dictionary, offsets, values };
}

/**
 * How much the terms count once a model ranks, in log-odds: a matching Boost term (BM25 ~2–6, doubled) moves a
 * document by one to a few points of log-odds, about what a vote teaches; the model still leads (docs/relevance.md).
 */
export const TERM_WEIGHT_WITH_MODEL = 0.3;

/** Sets the learned probabilities (undefined: no model) and re-blends the scores. */
export function setLearned(index: WorkspaceIndex, learned: Float32Array | undefined): void {
  index.learned = learned;
  blendScores(index);
}

const logit = (p: number) => {
  const clamped = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(clamped / (1 - clamped));
};

/** score = termScore without a model; with one, logit(p) + w·termScore (the model's calibrated log-odds, nudged by the terms). */
function blendScores(index: WorkspaceIndex): void {
  const { termScore, learned } = index;
  if (!learned) index.score = termScore;
  else {
    index.score = new Float32Array(termScore.length);
    for (let d = 0; d < termScore.length; d++)
      index.score[d] = logit(learned[d]!) + TERM_WEIGHT_WITH_MODEL * termScore[d]!;
  }
  index.orders.clear();
  index.orderedIds.clear();
  index.labelTotals = undefined;
  for (const [name, facet] of index.facets) index.totals.set(name, facetTotals(facet, index.score, index.relevancy));
}

/** Changes a document's relevancy, keeping the facet totals and the unfiltered Relevance answer true. */
export function setRelevancy(index: WorkspaceIndex, d: number, code: RelevancyCode): void {
  if (index.relevancy[d] !== code) index.orderedIds.delete(RELEVANCE_SORT);
  const was = index.relevancy[d] === RELEVANCY_CODE.Relevant;
  const now = code === RELEVANCY_CODE.Relevant;
  index.relevancy[d] = code;
  if (was === now) return;
  if (index.labels[d]!.length > 0) index.labelTotals = undefined;
  const sign = now ? 1 : -1;
  for (const [name, totals] of index.totals) {
    const facet = index.facets.get(name)!;
    for (let i = facet.offsets[d]!; i < facet.offsets[d + 1]!; i++) {
      const v = facet.values[i]!;
      totals.relevant[v]! += sign;
      totals.relevantScores[v]! += sign * index.score[d]!;
    }
  }
}

/** Replaces a document's labels, dropping what was derived from them. */
export function setLabels(index: WorkspaceIndex, d: number, labels: string[]): void {
  index.labels[d] = labels;
  index.allLabels = undefined;
  index.labelTotals = undefined;
}

/** Hides (or shows again) values of the top lists; values the index does not know are ignored. */
export function setHidden(
  index: WorkspaceIndex,
  values: ReadonlyArray<{ category: string; value: string }>,
  hidden: boolean,
): void {
  for (const { category, value } of values) {
    const facet = index.facets.get(category as TopCategoryName);
    const id = facet?.dictionary.find(value);
    if (!facet || id === undefined) continue;
    let flags = index.hidden.get(category as TopCategoryName);
    if (!flags || flags.length < facet.dictionary.size) {
      const grown = new Uint8Array(facet.dictionary.size);
      if (flags) grown.set(flags);
      index.hidden.set(category as TopCategoryName, (flags = grown));
    }
    flags[id] = hidden ? 1 : 0;
  }
}

export interface DocumentAuthors {
  id: number;
  /** In author order; countryCode: the authorship's first affiliation country (the author graph's region colour). */
  persons: Array<{ id: number; name: string; countryCode?: string | null }>;
}

/**
 * Gives documents their persons after a merge or its undo: the Authors facet is rewritten in one pass (a document's
 * values sit between its neighbours'), new persons join the dictionary, and the Authors totals are summed again.
 */
export function setDocumentAuthors(index: WorkspaceIndex, documents: ReadonlyArray<DocumentAuthors>): void {
  const facet = index.facets.get(AUTHORS_CATEGORY);
  if (!facet) return;
  const replaced = new Map<number, Array<{ id: number; tag: number }>>();
  for (const document of documents) {
    const d = index.denseOf.get(document.id);
    if (d === undefined) continue;
    const seen = new Set<number>();
    const authors: Array<{ id: number; tag: number }> = [];
    for (const person of document.persons) {
      facet.dictionary.setCaption(String(person.id), person.name);
      const id = facet.dictionary.idOf(String(person.id), person.name);
      if (seen.has(id)) continue;
      seen.add(id);
      authors.push({ id, tag: regionKeyOf(person.countryCode) });
    }
    replaced.set(d, authors);
  }
  if (replaced.size === 0) return;
  const size = facet.offsets.length - 1;
  let length = facet.values.length;
  for (const [d, authors] of replaced) length += authors.length - (facet.offsets[d + 1]! - facet.offsets[d]!);
  const offsets = new Int32Array(size + 1);
  const values = new Int32Array(length);
  const tags = new Uint8Array(length).fill(NO_TAG);
  let at = 0;
  for (let d = 0; d < size; d++) {
    offsets[d] = at;
    const authors = replaced.get(d);
    if (authors) {
      for (const { id, tag } of authors) {
        tags[at] = tag;
        values[at++] = id;
      }
    } else {
      for (let i = facet.offsets[d]!; i < facet.offsets[d + 1]!; i++) {
        if (facet.tags) tags[at] = facet.tags[i]!;
        values[at++] = facet.values[i]!;
      }
    }
  }
  offsets[size] = at;
  const rewritten = { dictionary: facet.dictionary, offsets, values, tags };
  index.facets.set(AUTHORS_CATEGORY, rewritten);
  index.totals.set(AUTHORS_CATEGORY, facetTotals(rewritten, index.score, index.relevancy));
}

/** Merges values of a facet into one: documents with any merged value have the kept one instead (once). */
export function mergeValues(
  index: WorkspaceIndex,
  category: TopCategoryName,
  kept: string,
  merged: readonly string[],
): void {
  const facet = index.facets.get(category);
  if (!facet) return;
  const mergedIds = new Set(merged.map((value) => facet.dictionary.find(value)).filter((id) => id !== undefined));
  if (mergedIds.size === 0) return;
  const keptId = facet.dictionary.idOf(kept);
  const size = facet.offsets.length - 1;
  const offsets = new Int32Array(size + 1);
  const values = new Int32Array(facet.values.length);
  let at = 0;
  for (let d = 0; d < size; d++) {
    offsets[d] = at;
    const start = at;
    for (let i = facet.offsets[d]!; i < facet.offsets[d + 1]!; i++) {
      const id = mergedIds.has(facet.values[i]!) ? keptId : facet.values[i]!;
      if (!values.subarray(start, at).includes(id)) values[at++] = id;
    }
  }
  offsets[size] = at;
  const rewritten = { dictionary: facet.dictionary, offsets, values: values.slice(0, at) };
  index.facets.set(category, rewritten);
  index.totals.set(category, facetTotals(rewritten, index.score, index.relevancy));
}

/** A document's title as the Dup-Scanning order and the new-duplicates filter compare it: its index text's first line, normalized. */
export const normalizedTitleOf = (text: string): string => {
  const end = text.indexOf('\n');
  return normalizeTitle(end < 0 ? text : text.slice(0, end));
};

export const DOC_FLAG = { unaffiliated: 1, unknownPublisher: 2, missingVolume: 4, missingDate: 8 } as const;

export const indexSize = (index: WorkspaceIndex): number => index.ids.length;

/** Rough bytes held, for the LRU by memory and the bench: columns, text, facets, the id map and the cached sort orders. */
export function indexBytes(index: WorkspaceIndex): number {
  const n = index.ids.length;
  // ids, year, dateMs, citations, score, termScore, excluded, relevancy, starred, touched, noted, authorCount, flags
  let bytes = n * (4 + 2 + 8 + 4 + 4 + 4 + 1 + 1 + 1 + 1 + 1 + 2 + 1);
  bytes += n * 40; // denseOf: a Map entry per document
  bytes += n * 32; // labels: an array per document (the label strings are few and shared)
  if (index.learned) bytes += index.learned.byteLength;
  for (const text of index.text) bytes += 16 + text.length; // one-byte strings; a non-Latin-1 text takes twice
  for (const url of index.url) bytes += url.length;
  if (index.searchText) {
    bytes += n * 8;
    index.searchText.forEach((text, d) => (bytes += text === index.text[d] ? 0 : 16 + text.length));
  }
  for (const facet of index.facets.values()) bytes += facetBytes(facet);
  for (const order of index.orders.values()) bytes += order.byteLength;
  bytes += index.orderedIds.size * n * 8;
  return bytes;
}

/** A document's text as the free-text filter compares it (accents folded, made once per document). */
export function searchTextOf(index: WorkspaceIndex, d: number): string {
  const cache = (index.searchText ??= new Array<string>(index.ids.length));
  let text = cache[d];
  if (text === undefined) {
    const original = index.text[d]!;
    const folded = foldForSearch(original);
    cache[d] = text = folded === original ? original : folded;
  }
  return text;
}
