import { Center, Loader, Stack } from '@mantine/core';
import type { WorkspaceDocument } from '@quarry/contract';
import { Fragment, useEffect, useRef, type ComponentProps } from 'react';
import { endMarkerIndex } from '../data/documentPages';
import type { MarkupsByDocument } from '../data/useDocumentMarkups';
import { useWorkspaceState } from '../state/workspaceContext';
import { DocumentItem, type ItemOptions } from './DocumentItem';

interface DocumentListProps {
  documents: readonly WorkspaceDocument[];
  /** The loaded markups; a document without any is drawn plain. */
  markups: MarkupsByDocument;
  options: ItemOptions;
  pageSize: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The scrolling element the end marker is watched in. */
  scrollRoot: HTMLElement | null;
  /** The list whose selection the rows show (selection.ts). */
  listKey: string;
}

/** The results with infinite scroll: the end marker sits half a page size before the end of the list (doc 2 §2). */
export function DocumentList({
  documents,
  markups,
  options,
  pageSize,
  hasMore,
  loadingMore,
  onLoadMore,
  scrollRoot,
  listKey,
}: DocumentListProps) {
  const marker = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  const markerAt = endMarkerIndex(documents.length, pageSize);

  useEffect(() => {
    const element = marker.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { root: scrollRoot },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, markerAt, scrollRoot, documents.length]);

  return (
    <Stack gap="xs" p="sm" data-testid="document-list">
      {documents.map((document, index) => (
        <Fragment key={document.id}>
          {hasMore && index === markerAt && <div ref={marker} data-testid="documents-end-marker" />}
          <SelectableDocument document={document} markups={markups.get(document.id)} options={options} listKey={listKey} />
        </Fragment>
      ))}
      {hasMore && markerAt >= documents.length && <div ref={marker} data-testid="documents-end-marker" />}
      {loadingMore && (
        <Center py="sm">
          <Loader size="sm" aria-label="Loading more documents" />
        </Center>
      )}
    </Stack>
  );
}

/** A row that reads its own selected state: selecting a document re-renders that row only. */
function SelectableDocument({ listKey, ...item }: Omit<ComponentProps<typeof DocumentItem>, 'selected'> & { listKey: string }) {
  const selected = useWorkspaceState((state) => state.selection.key === listKey && state.selection.ids.has(item.document.id));
  return <DocumentItem {...item} selected={selected} />;
}
