import { MantineProvider, TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDialog } from './AppDialog';

afterEach(cleanup);

function TwoDialogs({ onSave }: { onSave: () => void }) {
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(true);
  return (
    <MantineProvider env="test">
      <AppDialog
        opened={first}
        onClose={() => setFirst(false)}
        title="First"
        primaryAction={{ label: 'OK', onClick: () => setFirst(false) }}
      />
      <AppDialog
        opened={second}
        onClose={() => setSecond(false)}
        title="Second"
        primaryAction={{ label: 'Save', onClick: onSave }}
      >
        <TextInput label="Name" />
      </AppDialog>
    </MantineProvider>
  );
}

const rootOf = (name: string) => screen.getByRole('dialog', { name }).closest<HTMLElement>('.mantine-Modal-root')!;

describe('AppDialog', () => {
  it('stacks dialogs two z-index steps apart from the base layer', () => {
    render(<TwoDialogs onSave={() => undefined} />);
    expect(rootOf('First').style.getPropertyValue('--mb-z-index')).toBe('9002');
    expect(rootOf('Second').style.getPropertyValue('--mb-z-index')).toBe('9004');
  });

  it('signals Enter in a field to the primary action, and Escape closes only the top dialog', async () => {
    const onSave = vi.fn();
    render(<TwoDialogs onSave={onSave} />);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Enter' });
    expect(onSave).toHaveBeenCalledOnce();

    await act(async () => {
      fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();
  });
});
