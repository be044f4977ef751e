import { Paper, Text } from '@mantine/core';
import type { WorkspaceDocument } from '@quarry/contract';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { pagesInRange } from '../data/documentPages';
import { useDocumentMarkups } from '../data/useDocumentMarkups';
import { useWorkspaceState } from '../state/workspaceContext';
import { workspaceText } from '../workspaceLabels';
import { DocumentItem, type ItemOptions } from './DocumentItem';
import { DRAW_ALL_UP_TO, estimatedRowHeight, pagingNeed } from './listPaging';

interface DocumentListProps {
  documents: readonly WorkspaceDocument[];
  /** How many documents the spec matches: the list is that tall, rows not loaded yet read "Loading…". */
  total: number;
  /** The ids of each loaded page (markups are loaded for the pages drawn). */
  pageIds: readonly (readonly number[])[];
  options: ItemOptions;
  pageSize: number;
  hasMore: boolean;
  onLoadMore: () => void;
  /** Loads every document up to a row (all without one). */
  onLoadAll: (until?: number) => Promise<void>;
  /** The scrolling element the list lives in; End pressed in it goes to the last document. */
  scrollRoot: HTMLElement | null;
  /** The list whose selection the rows show (selection.ts). */
  listKey: string;
}

const ROW_GAP = 10;
const PADDING = 12;

const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The results, as tall as every document the spec matches, drawing only the rows in view beyond DRAW_ALL_UP_TO
 * (fast at 100k documents). Paging (listPaging): the end marker asks for the next page (doc 2 §2); rows not loaded
 * in view (a scrollbar drag, a fast scroll) load every document up to them; End (or Ctrl+End) anywhere in the list
 * loads the rest and focuses the last document.
 */
export function DocumentList({
  documents,
  total,
  pageIds,
  options,
  pageSize,
  hasMore,
  onLoadMore,
  onLoadAll,
  scrollRoot,
  listKey,
}: DocumentListProps) {
  // Ids whose documents are gone leave no row once everything is loaded.
  const count = hasMore ? Math.max(total, documents.length) : documents.length;
  // The virtualizer's functions change under the same object: the compiler leaves this component unmemoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRoot,
    estimateSize: () => estimatedRowHeight(options.viewLevel) + ROW_GAP,
    getItemKey: (index) => documents[index]?.id ?? `row-${index}`,
    overscan: 6,
    paddingStart: PADDING,
    paddingEnd: PADDING,
  });
  const load = useRef({ more: onLoadMore, all: onLoadAll });
  useEffect(() => {
    load.current = { more: onLoadMore, all: onLoadAll };
  });

  const view = virtualizer.range;
  const viewStart = view?.startIndex ?? -1;
  const viewEnd = view?.endIndex ?? -1;
  useEffect(() => {
    if (viewEnd < 0) return;
    const need = pagingNeed({ start: viewStart, end: viewEnd }, documents.length, pageSize, hasMore);
    if (need.kind === 'page') load.current.more();
    else if (need.kind === 'until') void load.current.all(need.index);
  }, [viewStart, viewEnd, documents.length, pageSize, hasMore]);

  useEndKey(scrollRoot, virtualizer, documents.length, hasMore, onLoadAll);

  const drawAll = count <= DRAW_ALL_UP_TO;
  const inView = virtualizer.getVirtualItems();
  const rows = drawAll ? allRows(virtualizer, count) : inView;
  const drawn =
    rows.length > 0 ? { first: rows[0]!.index, last: rows[rows.length - 1]!.index } : { first: 0, last: -1 };
  const markups = useDocumentMarkups(pagesInRange(pageIds, drawn.first, drawn.last), options.viewLevel);
  // Beyond DRAW_ALL_UP_TO the rows out of view are padding above and below the ones drawn.
  const top = drawAll ? PADDING : (inView[0]?.start ?? PADDING);
  const bottom = drawAll ? PADDING : Math.max(PADDING, virtualizer.getTotalSize() - (inView.at(-1)?.end ?? 0));

  return (
    <div data-testid="document-list" style={{ paddingTop: top, paddingBottom: bottom, paddingInline: PADDING }}>
      {rows.map(({ index, key }) => {
        const document = documents[index];
        return (
          <div key={key} data-index={index} ref={virtualizer.measureElement} style={{ paddingBottom: ROW_GAP }}>
            {document ? (
              <SelectableDocument
                document={document}
                markups={markups.get(document.id)}
                options={options}
                listKey={listKey}
              />
            ) : (
              <LoadingRow height={estimatedRowHeight(options.viewLevel)} />
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Every row, at its measured or estimated place (short lists are drawn whole). */
const allRows = (virtualizer: Virtualizer<HTMLElement, Element>, count: number) =>
  Array.from({ length: count }, (_, index) => ({ index, key: virtualizer.options.getItemKey(index) }));

/**
 * End (or Ctrl+End) pressed in the list, outside a text field: loads the rest, then scrolls to the last document
 * and focuses its title.
 */
function useEndKey(
  root: HTMLElement | null,
  virtualizer: Virtualizer<HTMLElement, Element>,
  loaded: number,
  hasMore: boolean,
  loadAll: () => Promise<void>,
): void {
  const pending = useRef(false);
  const [, setPresses] = useState(0);
  const loadRest = useRef(loadAll);
  useEffect(() => {
    loadRest.current = loadAll;
  });
  useEffect(() => {
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'End' || event.altKey || event.shiftKey || isTextEntry(event.target)) return;
      event.preventDefault();
      pending.current = true;
      setPresses((presses) => presses + 1);
      void loadRest.current();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [root]);

  // After each render until the last title is there (loaded, then drawn once scrolled to).
  useEffect(() => {
    if (!pending.current || hasMore || loaded === 0) return;
    virtualizer.scrollToIndex(loaded - 1, { align: 'end' });
    const title = root?.querySelector<HTMLElement>(`[data-index="${loaded - 1}"] [data-shortcut="open"]`);
    if (!title) return;
    title.focus({ preventScroll: true });
    pending.current = false;
  });
}

/** A row whose document is on its way. */
function LoadingRow({ height }: { height: number }) {
  return (
    <Paper withBorder p="sm" radius="sm" h={height} data-testid="document-loading" aria-hidden>
      <Text size="sm" c="dimmed">
        {workspaceText.documentLoading}
      </Text>
    </Paper>
  );
}

/** A row that reads its own selected state: selecting a document re-renders that row only. */
function SelectableDocument({
  listKey,
  ...item
}: Omit<ComponentProps<typeof DocumentItem>, 'selected'> & { listKey: string }) {
  const selected = useWorkspaceState(
    (state) => state.selection.key === listKey && state.selection.ids.has(item.document.id),
  );
  return <DocumentItem {...item} selected={selected} />;
}
