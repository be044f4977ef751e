import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazyDialog';

afterEach(cleanup);

interface HelloProps {
  opened: boolean;
  name: string;
}

const Hello = ({ opened, name }: HelloProps) => (opened ? <div role="dialog">Hello {name}</div> : <p>closed</p>);

describe('lazyDialog', () => {
  it('loads its code only when it first opens, then stays mounted', async () => {
    const load = vi.fn(async () => Hello);
    const Dialog = lazyDialog<HelloProps>(load);
    const { rerender } = render(<Dialog opened={false} name="Ada" />);
    expect(load).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe('');

    rerender(<Dialog opened name="Ada" />);
    expect(await screen.findByRole('dialog')).toHaveProperty('textContent', 'Hello Ada');

    rerender(<Dialog opened={false} name="Ada" />);
    expect(screen.getByText('closed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens at once in a later instance, without loading again', async () => {
    const load = vi.fn(async () => Hello);
    const Dialog = lazyDialog<HelloProps>(load);
    const first = render(<Dialog opened name="Ada" />);
    await screen.findByRole('dialog');
    first.unmount();

    render(<Dialog opened name="Grace" />);
    expect(screen.getByRole('dialog').textContent).toBe('Hello Grace');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load and tries again on the next opening', async () => {
    const onLoadFailure = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Dialog = lazyDialog<HelloProps>(load, onLoadFailure);
    const { rerender } = render(<Dialog opened name="Ada" />);
    await vi.waitFor(() => expect(onLoadFailure).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => rerender(<Dialog opened={false} name="Ada" />));
    rerender(<Dialog opened name="Ada" />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
