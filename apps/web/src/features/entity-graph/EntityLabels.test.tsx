import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testInvestigation } from '../investigations/testInvestigation';
import { testWorkspace } from '../workspace/state/testWorkspace';
import { WorkspaceContext } from '../workspace/state/workspaceContext';
import { EntityLabels } from './EntityLabels';
import { stubApi } from '../../test/stubApi';

const api = stubApi();
const fetchMock = api.fetch;

function renderLabels(initial: string[], work = true) {
  const investigation = testInvestigation({
    id: 9,
    mine: work,
    can: { open: true, screen: work, work, share: work, delete: work },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WorkspaceContext.Provider value={testWorkspace({ investigation })}>
          <EntityLabels kinds="organizations" name="UNESCO / IOC" initial={initial} />
        </WorkspaceContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const shownLabels = () => screen.queryAllByRole('button', { name: /^Label / }).map((button) => button.textContent);
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) };
};
const addLabel = (label: string) => {
  const input = screen.getByRole('textbox', { name: 'Add label' });
  fireEvent.change(input, { target: { value: label } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('EntityLabels', () => {
  it('adds a label at once and keeps what the server answers', async () => {
    fetchMock.mockResolvedValue(Response.json({ labels: ['funder', 'Partner'] }));
    renderLabels(['Partner']);
    addLabel(' funder ');
    expect(shownLabels()).toEqual(['Partner', 'funder']);
    expect(lastCall()).toEqual({
      url: '/api/investigations/9/entities/organizations/UNESCO%20%2F%20IOC/label',
      method: 'POST',
      body: ['funder'],
    });
    await waitFor(() => expect(shownLabels()).toEqual(['funder', 'Partner']));
    // One it has already, in any case, sends nothing.
    addLabel('FUNDER');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts a removed label back when the call fails, without a message', async () => {
    fetchMock.mockResolvedValue(
      new Response('No entity UNESCO / IOC of this type in the investigation', { status: 400 }),
    );
    renderLabels(['funder']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the label funder' }));
    expect(shownLabels()).toEqual([]);
    expect(lastCall().method).toBe('DELETE');
    await waitFor(() => expect(shownLabels()).toEqual(['funder']));
  });

  it('renames a label on every entity from its menu', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    renderLabels(['funder']);
    fireEvent.click(screen.getByRole('button', { name: 'Label funder: rename or delete' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename Label' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'New label' }), { target: { value: 'donor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastCall()).toEqual({
        url: '/api/investigations/9/entities/label',
        method: 'PATCH',
        body: { oldLabel: 'funder', newLabel: 'donor' },
      }),
    );
  });

  it('offers no change to a user who may only read the investigation', () => {
    renderLabels(['funder'], false);
    expect(screen.queryByRole('textbox', { name: 'Add label' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove the label funder' })).toBeNull();
    expect(screen.getByText('funder')).toBeTruthy();
  });
});
