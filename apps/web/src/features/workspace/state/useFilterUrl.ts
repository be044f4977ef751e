import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { FilterSpec } from './filterSpec';
import { searchWithSpec, specFromSearch } from './filterUrl';

/** Rewrites the query string of the current history entry, in place. */
function replaceSearch(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/**
 * Keeps the address showing the workspace's filter, so that a reload or a copied link opens the same view.
 *
 * Each change replaces the address instead of pushing a new one: a review session changes the filter dozens of
 * times (every bar, handle drag, Displayed Results click), and Back should leave the workspace for the page the
 * user came from, not step through each of those; the chips and Clear Filters already undo a filter. The entry is
 * rewritten in place (history.replaceState), not through a router navigation: nothing about the page changes but
 * its address, and an asynchronous navigation per change could land after a newer one. A router navigation to
 * this page after it opened (Back or Forward to another view of it, a link) is adopted; one without a filter gets
 * the current filter written in.
 */
export function useFilterUrl(spec: FilterSpec, topic: boolean, adopt: (spec: FilterSpec) => void): void {
  const location = useLocation();
  const shownAt = useRef(location.key);
  const latest = useRef({ spec, pathname: location.pathname });
  useEffect(() => {
    latest.current = { spec, pathname: location.pathname };
  });

  useEffect(() => {
    // Not once the router has moved on to another page whose entry it has not written yet.
    if (window.location.pathname !== latest.current.pathname) return;
    const wanted = searchWithSpec(window.location.search, spec, topic);
    if (wanted !== window.location.search) replaceSearch(wanted);
  }, [spec, topic]);

  useEffect(() => {
    if (location.key === shownAt.current) return;
    shownAt.current = location.key;
    const fromAddress = specFromSearch(location.search, topic);
    if (fromAddress) adopt(fromAddress);
    else replaceSearch(searchWithSpec(location.search, latest.current.spec, topic));
  }, [location.key, location.search, topic, adopt]);
}
