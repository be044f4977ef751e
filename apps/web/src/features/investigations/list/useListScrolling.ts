import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { HIGHLIGHT_PARAM, INVESTIGATION_TABLE_ID } from '../../../lib/routes';

const idOf = (raw: string | null): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/**
 * The list's scrolling (doc 1 §2): ?highlight={id} scrolls to that row once it is on screen, and the fragment
 * #investigation-table scrolls to the table once it has loaded. Gives the id of the highlighted investigation.
 */
export function useListScrolling(loaded: boolean, hasRow: (id: number) => boolean): number | null {
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const highlightedId = idOf(search.get(HIGHLIGHT_PARAM));
  const rowShown = loaded && highlightedId !== null && hasRow(highlightedId);
  const scrolledTo = useRef<number | null>(null);

  useEffect(() => {
    if (!rowShown || scrolledTo.current === highlightedId) return;
    scrolledTo.current = highlightedId;
    document.querySelector(`[data-investigation-id="${highlightedId}"]`)?.scrollIntoView({ block: 'center' });
  }, [rowShown, highlightedId]);

  useEffect(() => {
    if (loaded && hash === `#${INVESTIGATION_TABLE_ID}`)
      document.getElementById(INVESTIGATION_TABLE_ID)?.scrollIntoView();
  }, [loaded, hash]);

  return highlightedId;
}
