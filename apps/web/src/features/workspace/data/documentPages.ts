import type { InvestigationData, WorkspaceDocument } from '@quarry/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** One page of the results: the first carries the investigation data, the next ones only documents. */
export interface DocumentsPage {
  data?: InvestigationData;
  documents: WorkspaceDocument[];
}
/** The ids a page is loaded for; null for the first page (the data call). */
export type PageParam = number[] | null;
export type DocumentPages = InfiniteData<DocumentsPage, PageParam>;

/** The most ids one next-documents call takes (its contract): a "show all" loads the rest in pages of this size. */
export const MAX_NEXT_DOCUMENTS = 500;

/** How many of availableDocumentIds the loaded pages cover: the first (the data call) a page size, each next one its ids. */
export const coveredIds = (pageParams: readonly PageParam[], pageSize: number): number =>
  pageParams.reduce<number>((covered, ids) => covered + (ids === null ? pageSize : ids.length), 0);

/**
 * The ids of the next page over availableDocumentIds (doc 2 §9): the `size` ids after those the loaded pages cover
 * (a page size while scrolling, more when the user asks for the rest); undefined at the end.
 */
export function nextPageIds(
  pages: readonly DocumentsPage[],
  pageParams: readonly PageParam[],
  pageSize: number,
  size = pageSize,
): number[] | undefined {
  const ids = pages[0]?.data?.availableDocumentIds ?? [];
  const start = coveredIds(pageParams, pageSize);
  return start < ids.length ? ids.slice(start, start + size) : undefined;
}

/** The results' size: how many are listed of how many the spec matches (the "Showing n of N" line). */
export function listedCounts(pages: { pages: readonly DocumentsPage[] } | undefined): { shown: number; total: number } {
  const shown = loadedDocuments(pages).length;
  return { shown, total: Math.max(shown, pages?.pages[0]?.data?.availableDocumentIds.length ?? 0) };
}

/** Every loaded document, in order. */
export const loadedDocuments = (pages: { pages: readonly DocumentsPage[] } | undefined): WorkspaceDocument[] =>
  pages?.pages.flatMap((page) => page.documents) ?? [];

/** Where the end marker sits: half a page size before the end of the loaded list (doc 2 §2). */
export const endMarkerIndex = (loadedCount: number, pageSize: number): number =>
  Math.max(0, loadedCount - Math.floor(pageSize / 2));

/** The pages with one document changed by `change` (the same object when the document is not loaded). */
export const updateDocument = (
  pages: DocumentPages | undefined,
  id: number,
  change: (document: WorkspaceDocument) => WorkspaceDocument,
): DocumentPages | undefined => updateDocuments(pages, new Set([id]), change);

/** The pages with every document of `ids` changed by `change` (the same object when none is loaded). */
export function updateDocuments(
  pages: DocumentPages | undefined,
  ids: ReadonlySet<number>,
  change: (document: WorkspaceDocument) => WorkspaceDocument,
): DocumentPages | undefined {
  if (!pages) return pages;
  let changed = false;
  const next = pages.pages.map((page) => {
    if (!page.documents.some((document) => ids.has(document.id))) return page;
    changed = true;
    const documents = page.documents.map((document) => (ids.has(document.id) ? change(document) : document));
    return page.data ? { ...page, documents, data: { ...page.data, documents } } : { ...page, documents };
  });
  return changed ? { ...pages, pages: next } : pages;
}

/** The investigation's labels with a new one added (case-insensitive). */
export function withLabel(pages: DocumentPages | undefined, label: string): DocumentPages | undefined {
  const data = pages?.pages[0]?.data;
  if (!pages || !data || data.labels.some((known) => known.toLowerCase() === label.toLowerCase())) return pages;
  const first = { ...pages.pages[0]!, data: { ...data, labels: [...data.labels, label].sort() } };
  return { ...pages, pages: [first, ...pages.pages.slice(1)] };
}

/** The pages (by their ids) holding any of the documents from index `first` to `last`: those whose markups are drawn. */
export function pagesInRange(pageIds: readonly (readonly number[])[], first: number, last: number): (readonly number[])[] {
  const pages: (readonly number[])[] = [];
  let start = 0;
  for (const ids of pageIds) {
    const end = start + ids.length - 1;
    if (ids.length > 0 && end >= first && start <= last) pages.push(ids);
    start += ids.length;
  }
  return pages;
}
