import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FilterSpec } from './filterSpec';
import { searchWithSpec, specFromSearch } from './filterUrl';

/**
 * Keeps the address showing the workspace's filter, so that a reload or a copied link opens the same view.
 *
 * Each change replaces the address instead of pushing a new one: a review session changes the filter dozens of
 * times (every bar, handle drag, Displayed Results click), and Back should leave the workspace for the page the
 * user came from, not step through each of those; the chips and Clear Filters already undo a filter. An address
 * that changes by other means (Back or Forward to another view of this investigation, a link to it) is adopted;
 * one without a filter gets the current one written back.
 */
export function useFilterUrl(spec: FilterSpec, topic: boolean, adopt: (spec: FilterSpec) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const written = useRef<string | null>(null);
  const current = useRef(location);
  // Effects run in order: the ones below see this render's address.
  useEffect(() => {
    current.current = location;
  });

  useEffect(() => {
    const { pathname, search, hash, state } = current.current;
    const wanted = searchWithSpec(search, spec, topic);
    written.current = wanted;
    if (wanted !== search) void navigate({ pathname, search: wanted, hash }, { replace: true, state, preventScrollReset: true });
  }, [spec, topic, navigate]);

  const opened = useRef(false);
  useEffect(() => {
    // The address the workspace opened on is where its first spec came from.
    if (!opened.current) {
      opened.current = true;
      return;
    }
    if (location.search === written.current) return;
    const fromAddress = specFromSearch(location.search, topic);
    if (fromAddress) {
      adopt(fromAddress);
      return;
    }
    written.current = searchWithSpec(location.search, spec, topic);
    void navigate({ ...location, search: written.current }, { replace: true, state: location.state, preventScrollReset: true });
    // Only a change of address is acted on here; a change of spec is the effect above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);
}
