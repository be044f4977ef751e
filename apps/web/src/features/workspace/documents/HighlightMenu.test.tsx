import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HighlightMenu } from './HighlightMenu';

afterEach(cleanup);

async function openMenu(entityDetection: boolean, onChange = vi.fn()) {
  render(
    <MantineProvider env="test">
      <HighlightMenu
        highlight={{ searchTerms: true, entities: false }}
        entityDetection={entityDetection}
        onChange={onChange}
      />
    </MantineProvider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Highlight' }));
  });
  return screen.getAllByRole('menuitemcheckbox');
}

describe('the highlight menu', () => {
  it('offers both modes with entity detection, each ticked as the highlight says', async () => {
    const onChange = vi.fn();
    const items = await openMenu(true, onChange);
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Highlight Search Terms', 'true'],
      ['Highlight Mentioned Entities', 'false'],
    ]);
    fireEvent.click(items[0]!);
    expect(onChange).toHaveBeenLastCalledWith('searchTerms', false);
    fireEvent.click(items[1]!);
    expect(onChange).toHaveBeenLastCalledWith('entities', true);
  });

  it('leaves out mentioned entities without entity detection', async () => {
    const items = await openMenu(false);
    expect(items.map((item) => item.textContent)).toEqual(['Highlight Search Terms']);
  });
});
