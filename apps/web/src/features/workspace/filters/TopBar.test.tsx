import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar';

afterEach(cleanup);

describe('a bar of a bar graph', () => {
  it('is a button named by its value and count, pressed when selected', () => {
    const onToggle = vi.fn();
    render(
      <MantineProvider env="test">
        <TopBar
          entry={{ name: 'Bayón', value: 'a1', totalCount: 3, relevantCount: 1, totalScore: 3, relevantScore: 1 }}
          max={3}
          selected
          onToggle={onToggle}
        />
        <TopBar
          entry={{ name: 'Lena', value: 'a2', totalCount: 1, relevantCount: 0, totalScore: 1, relevantScore: 0 }}
          max={3}
          selected={false}
          onToggle={vi.fn()}
        />
      </MantineProvider>,
    );
    const bar = screen.getByRole('button', { name: 'Bayón 3 documents' });
    expect(bar.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Lena 1 document' }).getAttribute('aria-pressed')).toBe('false');
    // A native button: focusable, and Enter or Space click it.
    expect(bar.tagName).toBe('BUTTON');
    bar.focus();
    expect(document.activeElement).toBe(bar);
    fireEvent.click(bar);
    expect(onToggle).toHaveBeenCalledOnce();
  });
});
