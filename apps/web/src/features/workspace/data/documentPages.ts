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

/**
 * The ids of the next page: page index × page size over availableDocumentIds (doc 2 §9); undefined at the end.
 */
export function nextPageIds(pages: readonly DocumentsPage[], pageSize: number): number[] | undefined {
  const ids = pages[0]?.data?.availableDocumentIds ?? [];
  const start = pages.length * pageSize;
  return start < ids.length ? ids.slice(start, start + pageSize) : undefined;
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
