import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListedCount } from './ListedCount';

afterEach(cleanup);

const results = (overrides: Partial<Parameters<typeof ListedCount>[0]['results']> = {}) => ({
  shown: 50,
  total: 600,
  hasMore: true,
  fetchingMore: false,
  loadingAll: false,
  loadMore: vi.fn(),
  loadAll: vi.fn(() => Promise.resolve()),
  ...overrides,
});

const show = (props: ReturnType<typeof results>) =>
  render(
    <MantineProvider env="test">
      <ListedCount results={props} />
    </MantineProvider>,
  );

describe('the line under the documents list', () => {
  it('says how many of how many are listed, and loads a page or the rest on request', () => {
    const props = results({ shown: 1050, total: 100000 });
    show(props);
    expect(screen.getByRole('status').textContent).toBe('Showing 1,050 of 100,000');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(props.loadMore).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(props.loadAll).toHaveBeenCalledOnce();
  });

  it('offers nothing more once every document is listed', () => {
    show(results({ shown: 600, hasMore: false }));
    expect(screen.getByRole('status').textContent).toBe('Showing 600 of 600');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps its buttons disabled while the rest is loading', () => {
    show(results({ loadingAll: true }));
    expect(screen.getByRole('button', { name: 'Show all' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Load more' }).hasAttribute('disabled')).toBe(true);
  });
});
