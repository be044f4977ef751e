import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { CLIENT_ID_HEADER } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { click } from '../../test/click';
import { pendingResponse, stubApi, textResponse } from '../../test/stubApi';
import { RedoMergeForm } from './RedoMergeForm';

const api = stubApi();

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RedoMergeForm />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return {
    field: screen.getByLabelText('Investigation ID') as HTMLInputElement,
    redo: screen.getByRole('button', { name: 'Redo Merge' }),
    redoAll: screen.getByRole('button', { name: 'Redo Merge All' }),
    form: screen.getByRole('form', { name: 'Merge Control' }),
  };
}

const type = (field: HTMLInputElement, text: string) => fireEvent.change(field, { target: { value: text } });
const errorDialog = () => screen.queryByRole('dialog', { name: 'Error' });
const calledPath = (call: number) => String(api.fetch.mock.calls[call]![0]);
const calledInit = (call: number) => api.fetch.mock.calls[call]![1]!;

describe('Redo Merge and Redo Merge All', () => {
  it('asks for the investigation ID when the field is empty, and calls nothing', async () => {
    const { field, redo, form } = renderForm();
    await click(redo);
    expect(screen.getByText('Please fill in the investigation ID')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(api.fetch).not.toHaveBeenCalled();

    type(field, '1');
    expect(screen.queryByText('Please fill in the investigation ID')).toBeNull();
  });

  it('keeps digits only in the field', () => {
    const { field } = renderForm();
    type(field, ' 4a2 ');
    expect(field.value).toBe('42');
  });

  it("posts to the investigation's redo path; an empty answer opens no Error dialog", async () => {
    api.fetch.mockResolvedValueOnce(Response.json(''));
    const { field, form } = renderForm();
    type(field, '12');
    // Enter in the field submits the form, which runs Redo Merge.
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(api.fetch).toHaveBeenCalledOnce();
    expect(calledPath(0)).toBe('/api/admin/merge/investigations/12');
    expect(calledInit(0).method).toBe('POST');
    expect(new Headers(calledInit(0).headers).get(CLIENT_ID_HEADER)).toBeTruthy();
    await screen.findByText('The merge of investigation 12 is being redone');
    expect(errorDialog()).toBeNull();
  });

  it('takes an answer without a body as nothing to show', async () => {
    api.fetch.mockResolvedValueOnce(new Response(null, { status: 200 }));
    const { field, redo } = renderForm();
    type(field, '3');
    await click(redo);
    await screen.findByText('The merge of investigation 3 is being redone');
    expect(errorDialog()).toBeNull();
    expect(api.showErrorDialog).not.toHaveBeenCalled();
  });

  it('shows a non-empty answer in the Error dialog (doc 3 §8)', async () => {
    api.fetch.mockResolvedValueOnce(Response.json('Investigation 12 is still harvesting: try again when it is Ready'));
    const { field, redo } = renderForm();
    type(field, '12');
    await click(redo);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Investigation 12 is still harvesting: try again when it is Ready')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Investigation 12 is still harvesting: try again when it is Ready')).toBeNull();
  });

  /** Redo Merge All, then its confirmation's own Redo Merge All. */
  const redoAllConfirmed = async (redoAll: HTMLElement) => {
    await click(redoAll);
    const confirmation = await screen.findByRole('dialog', { name: 'Redo Merge All' });
    expect(within(confirmation).getByText(/redo the author disambiguation of every investigation/)).toBeTruthy();
    await click(within(confirmation).getByRole('button', { name: 'Redo Merge All' }));
  };

  it('asks before Redo Merge All, and calls nothing when cancelled', async () => {
    const { redoAll } = renderForm();
    await click(redoAll);
    const confirmation = await screen.findByRole('dialog', { name: 'Redo Merge All' });
    await click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redo Merge All' })).toBeNull());
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('says an ID of 0 is no investigation, and calls nothing', async () => {
    const { field, redo } = renderForm();
    type(field, '0');
    await click(redo);
    expect(screen.getByText('An investigation ID is a whole number greater than 0')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('posts Redo Merge All to the path for every investigation, and shows its message', async () => {
    api.fetch.mockResolvedValueOnce(Response.json('3 investigations are still harvesting and were left out'));
    const { redoAll } = renderForm();
    await redoAllConfirmed(redoAll);
    expect(calledPath(0)).toBe('/api/admin/merge/investigations');
    expect(calledInit(0).method).toBe('POST');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('3 investigations are still harvesting and were left out')).toBeTruthy();

    api.fetch.mockResolvedValueOnce(Response.json(''));
    await click(within(dialog).getByRole('button', { name: 'Close' }));
    await redoAllConfirmed(redoAll);
    await screen.findByText('The merges of all investigations are being redone');
  });

  it("shows the call's failure in the Error dialog instead of the generic one", async () => {
    const { field, redo, redoAll } = renderForm();
    api.fetch.mockResolvedValueOnce(textResponse('Investigation not found', 404));
    type(field, '999');
    await click(redo);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Investigation 999 does not exist')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Close' }));

    api.fetch.mockResolvedValueOnce(textResponse('Forbidden', 403));
    await redoAllConfirmed(redoAll);
    await screen.findByText('Redo Merge All failed: Forbidden (HTTP 403)');
    expect(api.showErrorDialog).not.toHaveBeenCalled();
  });

  it('shows the buttons busy while a call runs, and takes no second call meanwhile', async () => {
    const answer = pendingResponse();
    api.fetch.mockReturnValueOnce(answer.promise);
    const { field, redo, redoAll, form } = renderForm();
    type(field, '7');
    await click(redo);
    expect(redo.hasAttribute('data-loading')).toBe(true);
    expect((redoAll as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(api.fetch).toHaveBeenCalledOnce();

    await act(async () => answer.answer(Response.json('')));
    await screen.findByText('The merge of investigation 7 is being redone');
    expect(redo.hasAttribute('data-loading')).toBe(false);
    expect((redoAll as HTMLButtonElement).disabled).toBe(false);
  });
});
