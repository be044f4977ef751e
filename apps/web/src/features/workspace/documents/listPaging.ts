import { endMarkerIndex } from '../data/documentPages';

/** Up to this many rows (documents and rows still loading) the list draws them all; beyond, only those in view. */
export const DRAW_ALL_UP_TO = 100;

/** A row's height before it is measured, by view level (Titles, Preview, Extended, All Details, Images). */
const ESTIMATED_ROW_HEIGHT = [52, 190, 230, 330, 400];
export const estimatedRowHeight = (viewLevel: number): number =>
  ESTIMATED_ROW_HEIGHT[Math.min(Math.max(viewLevel, 0), ESTIMATED_ROW_HEIGHT.length - 1)]!;

/** What the rows in view call for: nothing, the next page, or every document up to a row index. */
export type PagingNeed = { kind: 'none' } | { kind: 'page' } | { kind: 'until'; index: number };

/**
 * The list is as tall as every document the spec matches; rows not loaded yet are drawn as "Loading…". Scrolling
 * past the end marker (half a page before the end of the loaded documents, doc 2 §2) asks for the next page; a
 * row not loaded yet in view (the scrollbar dragged down, End, a fast scroll) asks for every document up to it.
 */
export function pagingNeed(
  view: { start: number; end: number },
  loaded: number,
  pageSize: number,
  hasMore: boolean,
): PagingNeed {
  if (!hasMore || view.end < endMarkerIndex(loaded, pageSize)) return { kind: 'none' };
  return view.end >= loaded ? { kind: 'until', index: view.end } : { kind: 'page' };
}
