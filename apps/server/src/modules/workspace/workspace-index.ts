import type { TopCategoryName } from '@quarry/contract';
import { type Facet, facetBytes } from './facet.js';

export const RELEVANCY_CODE = { Neutral: 0, Relevant: 1, Irrelevant: 2 } as const;
export type RelevancyCode = (typeof RELEVANCY_CODE)[keyof typeof RELEVANCY_CODE];

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
  /** The relevance score of each document (BM25 of the investigation's terms). */
  score: Float32Array;
  relevancy: Uint8Array;
  starred: Uint8Array;
  touched: Uint8Array;
  noted: Uint8Array;
  labels: string[][];
  authorCount: Uint16Array;
  /** Bit flags: see DOC_FLAG. */
  flags: Uint8Array;
  /** Lower-case title + abstract, for the free-text filter. */
  text: string[];
  url: string[];
  facets: Map<TopCategoryName, Facet>;
  /** Every document in each sort order used so far (the sort keys do not change while the index lives). */
  orders: Map<string, Int32Array>;
  builtAt: number;
}

export const DOC_FLAG = { unaffiliated: 1, unknownPublisher: 2, missingVolume: 4, missingDate: 8 } as const;

export const indexSize = (index: WorkspaceIndex): number => index.ids.length;

/** Rough bytes held, for the LRU by memory. */
export function indexBytes(index: WorkspaceIndex): number {
  let bytes = index.ids.length * (4 + 2 + 8 + 4 + 4 + 1 + 1 + 1 + 1 + 2 + 1 + 48);
  for (const text of index.text) bytes += text.length * 2;
  for (const url of index.url) bytes += url.length * 2;
  for (const facet of index.facets.values()) bytes += facetBytes(facet);
  return bytes;
}
