import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultSpec, setDateRange, setHighlight, toggleTop, type FilterSpec } from './filterSpec';
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
    const spec = setDateRange(toggleTop(defaultSpec(true), author), 2019, null);
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
    expect(specFromSearch('?from=abc&show=Nope&q=%20vineyards%20&author=', true)).toEqual({ ...defaultSpec(true), freeText: 'vineyards' });
  });
});

/** A workspace stand-in: its spec in state, kept in the address by useFilterUrl. */
function Harness({ start, onRender }: { start: FilterSpec; onRender: (spec: FilterSpec, update: (spec: FilterSpec) => void, search: string) => void }) {
  const [spec, setSpec] = useState(start);
  useFilterUrl(spec, true, setSpec);
  onRender(spec, setSpec, useLocation().search);
  return null;
}

function renderAt(entries: string[], start: FilterSpec) {
  const seen: { spec?: FilterSpec; update?: (spec: FilterSpec) => void; search?: string } = {};
  const router = createMemoryRouter(
    [
      {
        path: '/investigations/topic/:id',
        element: <Harness start={start} onRender={(spec, update, search) => Object.assign(seen, { spec, update, search })} />,
      },
      { path: '/investigations', element: null },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, seen };
}

describe('useFilterUrl', () => {
  it('writes the opening spec into the address, replacing it, and each change too', async () => {
    const start = toggleTop(defaultSpec(true), author);
    const { router, seen } = renderAt(['/investigations', '/investigations/topic/3'], start);
    await act(async () => undefined);
    expect(router.state.location.search).toBe('?author=7%7EAda+Lovelace');
    expect(router.state.historyAction).toBe('REPLACE');

    await act(async () => seen.update!(setDateRange(start, 2020, 2021)));
    expect(router.state.location.search).toBe('?from=2020&to=2021&author=7%7EAda+Lovelace');
    // Back leaves the workspace: the filter changes replaced the entry.
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/investigations');
  });

  it('adopts an address that changes by other means, and writes the filter back into one without', async () => {
    const { router, seen } = renderAt(['/investigations/topic/3'], defaultSpec(true));
    await act(async () => undefined);
    await act(async () => router.navigate('/investigations/topic/3?q=soil&show=Unread'));
    expect(seen.spec).toMatchObject({ freeText: 'soil', displayedResultsStatus: 'Unread' });
    await act(async () => router.navigate('/investigations/topic/3'));
    await act(async () => undefined);
    expect(seen.search).toBe('?show=Unread&q=soil');
    expect(seen.spec).toMatchObject({ freeText: 'soil', displayedResultsStatus: 'Unread' });
  });
});
