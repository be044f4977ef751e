import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LaunchScreen } from './LaunchScreen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderAt = (ageSeconds: number) =>
  render(
    <MantineProvider env="test">
      <LaunchScreen ageSeconds={ageSeconds} />
    </MantineProvider>,
  );

describe('the launch screen', () => {
  it('shows the particles and the message as a status, with no 2D context to draw on (jsdom)', () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderAt(10);
    const status = screen.getByRole('status');
    expect(status.getAttribute('data-testid')).toBe('launch-screen');
    expect(status.textContent).toBe('Launching the investigation…');
    expect(status.querySelector('canvas')).not.toBeNull();
    expect(getContext).toHaveBeenCalledWith('2d');
  });

  it('asks for patience after 45 seconds of age', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderAt(50);
    expect(screen.getByRole('status').textContent).toBe(
      'Launching the investigation takes longer than expected, please be patient…',
    );
  });
});
