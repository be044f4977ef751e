import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSpec, setDateRange, setHighlight, toggleTops, type FilterSpec } from './filterSpec';
import { searchWithSpec, specFromSearch } from './filterUrl';
import { useFilterUrl } from './useFilterUrl';

const author = { name: 'predefined.Persons', selectedValue: '7', selectedDisplayValue: 'Ada Lovelace' };

describe('the workspace address', () => {
  it('carries no filter for the default spec, and opens on the last filter then', () => {
    expect(searchWithSpec('', defaultSpec(true), true)).toBe('');
    expect(searchWithSpec('', defaultSpec(false), false)).toBe('');
    expect(specFromSearch('', true)).toBeNull();
    expect(specFromSearch('?tab=documents', true)).toBeNull();
  });

  it('writes the filter and reads it back, keeping parameters that are not filters', () => {
    const spec = setDateRange(toggleTops(defaultSpec(true), [author]), 2019, null);
    const search = searchWithSpec('?tab=documents&from=1990', spec, true);
    expect(search).toBe('?tab=documents&from=2019&author=7%7EAda+Lovelace');
    expect(specFromSearch(search, true)).toEqual(spec);
  });

  it('leaves out every highlight on (the default), writes a highlight turned off', () => {
    const allOn = setHighlight(setHighlight(defaultSpec(true), 'entities', false), 'entities', true);
    expect(searchWithSpec('', allOn, true)).toBe('');
    const termsOnly = setHighlight(defaultSpec(true), 'entities', false);
    expect(specFromSearch(searchWithSpec('', termsOnly, true), true)).toEqual(termsOnly);
  });

  it('gives a Person investigation its own default sort, and no Relevance sort', () => {
    expect(specFromSearch('?q=soil', false)?.sortDocumentsBy).toBe('publishDateDesc');
    expect(specFromSearch('?q=soil&sort=relevance', false)?.sortDocumentsBy).toBe('publishDateDesc');
    expect(specFromSearch('?q=soil&sort=citations', false)?.sortDocumentsBy).toBe('citations');
    expect(specFromSearch('?sort=relevance', true)?.sortDocumentsBy).toBe('relevance');
  });

  it('opens a mangled address on what it can read', () => {
    expect(specFromSearch('?from=abc&show=Nope&q=%20vineyards%20&author=', true)).toEqual({
      ...defaultSpec(true),
      freeText: 'vineyards',
    });
  });
});

/** A workspace stand-in: its spec in state, kept in the address by useFilterUrl. */
function Harness({
  start,
  seen,
}: {
  start: FilterSpec;
  seen: { spec?: FilterSpec; update?: (spec: FilterSpec) => void };
}) {
  const [spec, setSpec] = useState(start);
  useFilterUrl(spec, true, setSpec);
  Object.assign(seen, { spec, update: setSpec });
  return null;
}

/** The workspace route in a browser router on jsdom's history, opened from `from`. */
function openAt(from: string, path: string, start: FilterSpec) {
  window.history.replaceState(null, '', from);
  window.history.pushState(null, '', path);
  const seen: { spec?: FilterSpec; update?: (spec: FilterSpec) => void } = {};
  const router = createBrowserRouter([
    { path: '/investigations/topic/:id', element: <Harness start={start} seen={seen} /> },
    { path: '/investigations', element: null },
  ]);
  render(<RouterProvider router={router} />);
  return { router, seen };
}

const search = () => window.location.search;

describe('useFilterUrl', () => {
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  afterEach(() => router?.dispose());

  it('writes the opening spec into the address and each change after it, replacing the entry', async () => {
    const start = toggleTops(defaultSpec(true), [author]);
    const opened = openAt('/investigations', '/investigations/topic/3', start);
    router = opened.router;
    const entries = window.history.length;
    await act(async () => undefined);
    expect(search()).toBe('?author=7%7EAda+Lovelace');

    await act(async () => {
      opened.seen.update!(setDateRange(start, 2020, 2021));
      opened.seen.update!(setDateRange(start, 2020, null));
      opened.seen.update!(setDateRange(start, 2018, null));
    });
    expect(search()).toBe('?from=2018&author=7%7EAda+Lovelace');
    expect(window.history.length).toBe(entries);
    // Back leaves the workspace: the filter changes replaced its entry.
    await act(async () => router!.navigate(-1));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/investigations'));
  });

  it('adopts a navigation to another view of the page, and writes the filter into one without', async () => {
    const opened = openAt('/investigations', '/investigations/topic/3', defaultSpec(true));
    router = opened.router;
    await act(async () => undefined);
    expect(search()).toBe('');
    await act(async () => router!.navigate('/investigations/topic/3?q=soil&show=Unread'));
    expect(opened.seen.spec).toMatchObject({ freeText: 'soil', displayedResultsStatus: 'Unread' });
    await act(async () => router!.navigate('/investigations/topic/3'));
    expect(search()).toBe('?show=Unread&q=soil');
    expect(opened.seen.spec).toMatchObject({ freeText: 'soil', displayedResultsStatus: 'Unread' });
  });
});
