import { documentFilterSpec, type DocumentFilterSpec } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { applyIndexChange } from '../index/index-change.js';
import { RELEVANCY_CODE, type RelevancyCode, type WorkspaceIndex } from '../index/workspace-index.js';
import { matchingIds, queryWorkspace } from './workspace-query.js';

/** The documents of the index: database id, score, publication year, citations and vote (code). */
interface TestDocument {
  id: number;
  score: number;
  year: number;
  citations: number;
  vote: RelevancyCode;
}

const { Neutral, Relevant, Irrelevant } = RELEVANCY_CODE;

/** An in-memory index of the documents, with nothing but what the filters and sorts read. */
function indexOf(documents: readonly TestDocument[]): WorkspaceIndex {
  const n = documents.length;
  const column = <T>(make: (length: number) => T & { [k: number]: number }, of: (doc: TestDocument) => number) => {
    const values = make(n);
    documents.forEach((doc, d) => (values[d] = of(doc)));
    return values;
  };
  const score = column(
    (k) => new Float32Array(k),
    (doc) => doc.score,
  );
  return {
    investigationId: 1,
    ids: column(
      (k) => new Int32Array(k),
      (doc) => doc.id,
    ),
    denseOf: new Map(documents.map((doc, d) => [doc.id, d])),
    year: column(
      (k) => new Int16Array(k),
      (doc) => doc.year,
    ),
    dateMs: column(
      (k) => new Float64Array(k),
      (doc) => Date.UTC(doc.year, 0, 1),
    ),
    citations: column(
      (k) => new Int32Array(k),
      (doc) => doc.citations,
    ),
    score,
    termScore: score,
    terms: [],
    excluded: new Uint8Array(n),
    excludedCount: 0,
    relevancy: column(
      (k) => new Uint8Array(k),
      (doc) => doc.vote,
    ),
    starred: new Uint8Array(n),
    touched: new Uint8Array(n),
    noted: new Uint8Array(n),
    labels: documents.map(() => []),
    authorCount: new Uint16Array(n).fill(2),
    flags: new Uint8Array(n),
    text: documents.map((doc) => `document ${doc.id}`),
    url: documents.map(() => ''),
    facets: new Map(),
    orders: new Map(),
    orderedIds: new Map(),
    hidden: new Map(),
    totals: new Map(),
    builtAt: 0,
  };
}

// Ids tell the score: 1 scores highest. Voted documents are among the best scored, as after screening from the top.
const documents: TestDocument[] = [
  { id: 1, score: 9, year: 2020, citations: 5, vote: Relevant },
  { id: 2, score: 8, year: 2019, citations: 50, vote: Irrelevant },
  { id: 3, score: 7, year: 2020, citations: 1, vote: Irrelevant },
  { id: 4, score: 6, year: 2018, citations: 30, vote: Relevant },
  { id: 5, score: 5, year: 2020, citations: 2, vote: Neutral },
  { id: 6, score: 4, year: 2019, citations: 40, vote: Neutral },
  { id: 7, score: 3, year: 2020, citations: 3, vote: Neutral },
  { id: 8, score: 2, year: 2018, citations: 20, vote: Irrelevant },
];

const ids = (index: WorkspaceIndex, spec: DocumentFilterSpec = {}) =>
  matchingIds(index, documentFilterSpec.parse(spec));

const vote = (index: WorkspaceIndex, id: number, code: RelevancyCode) =>
  applyIndexChange(index, { kind: 'field', investigationId: 1, field: 'relevancy', value: code, documentIds: [id] });

describe("Displayed Results' Unscreened", () => {
  it('lists the documents with no vote, in the sort asked', () => {
    const index = indexOf(documents);
    expect(ids(index, { displayedResultsStatus: 'Unscreened' })).toEqual([5, 6, 7]);
    expect(ids(index, { displayedResultsStatus: 'Unscreened', sortDocumentsBy: 'citations' })).toEqual([6, 7, 5]);
    expect(ids(index, { displayedResultsStatus: 'Unscreened', dateFilter: { startYear: 2020 } })).toEqual([5, 7]);
  });

  it('counts a document voted and set back to Neutral as unscreened, and a newly voted one no more', () => {
    const index = indexOf(documents);
    vote(index, 1, Neutral);
    vote(index, 6, Irrelevant);
    expect(ids(index, { displayedResultsStatus: 'Unscreened' })).toEqual([1, 5, 7]);
    const answer = queryWorkspace(index, documentFilterSpec.parse({ displayedResultsStatus: 'Unscreened' }));
    expect([answer.ids, answer.totalCount, answer.relevantCount]).toEqual([[1, 5, 7], 3, 0]);
  });

  it('finds nothing when every document is voted, and everything before any vote', () => {
    const voted = indexOf(documents.map((doc) => ({ ...doc, vote: Relevant })));
    expect(ids(voted, { displayedResultsStatus: 'Unscreened' })).toEqual([]);
    const fresh = indexOf(documents.map((doc) => ({ ...doc, vote: Neutral })));
    expect(ids(fresh, { displayedResultsStatus: 'Unscreened' })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('the Relevance sort while screening', () => {
  it('lists the unscreened documents by score first, then the Relevant votes, then the Irrelevant ones', () => {
    const index = indexOf(documents);
    expect(ids(index)).toEqual([5, 6, 7, 1, 4, 2, 3, 8]);
    // Filtered (a walk of the matches) as unfiltered (the index's shared list).
    expect(ids(index, { dateFilter: { startYear: 2019 } })).toEqual([5, 6, 7, 1, 2, 3]);
    expect(ids(index, { displayedResultsStatus: 'Relevant' })).toEqual([1, 4]);
    expect(ids(index, { displayedResultsStatus: 'Irrelevant' })).toEqual([2, 3, 8]);
  });

  it('moves a document as it is voted, and back to its place when the vote is set back to Neutral', () => {
    const index = indexOf(documents);
    expect(ids(index)).toEqual([5, 6, 7, 1, 4, 2, 3, 8]);
    vote(index, 5, Relevant);
    expect(ids(index)).toEqual([6, 7, 1, 4, 5, 2, 3, 8]);
    expect(ids(index, { dateFilter: { startYear: 2020 } })).toEqual([7, 1, 5, 3]);
    vote(index, 5, Irrelevant);
    expect(ids(index)).toEqual([6, 7, 1, 4, 2, 3, 5, 8]);
    vote(index, 5, Neutral);
    vote(index, 1, Neutral);
    expect(ids(index)).toEqual([1, 5, 6, 7, 4, 2, 3, 8]);
  });

  it('keeps the unfiltered answer while a vote does not change its group', () => {
    const index = indexOf(documents);
    const first = ids(index);
    vote(index, 1, Relevant);
    expect(ids(index)).toBe(first);
    vote(index, 1, Irrelevant);
    expect(ids(index)).not.toBe(first);
  });

  it('leaves the other sorts as they were: votes do not order them', () => {
    const index = indexOf(documents);
    expect(ids(index, { sortDocumentsBy: 'citations' })).toEqual([2, 6, 4, 8, 1, 7, 5, 3]);
    expect(ids(index, { sortDocumentsBy: 'publishDateAsc' })).toEqual([4, 8, 2, 6, 1, 3, 5, 7]);
    expect(ids(index, { sortDocumentsBy: 'citations', dateFilter: { startYear: 2020 } })).toEqual([1, 7, 5, 3]);
  });
});
