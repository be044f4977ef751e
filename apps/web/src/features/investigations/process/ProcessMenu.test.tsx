import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { BatchAccuracyReport, ClusterDiff } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click } from '../../../test/click';
import { stubApi, textResponse } from '../../../test/stubApi';
import { ProcessMenu } from './ProcessMenu';
import type { ProcessMenuAccess } from './processMenuAccess';

const api = stubApi();

const createObjectURL = vi.fn(() => 'blob:workbook');
beforeEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  createObjectURL.mockClear();
});

const everything: ProcessMenuAccess = { batch: true, reports: true, mergeAll: true };

function renderMenu(access: ProcessMenuAccess = everything) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ProcessMenu access={access} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function openMenu() {
  await click(screen.getByRole('button', { name: 'Process' }));
  return screen.findByRole('menu');
}
async function choose(item: string) {
  await openMenu();
  await click(screen.getByRole('menuitem', { name: item }));
}
const menuItems = async () => (await openMenu()).querySelectorAll('[role="menuitem"]');
const itemNames = async () => [...(await menuItems())].map((item) => item.textContent);

const calledPath = (call: number) => String(api.fetch.mock.calls[call]![0]);
const calledInit = (call: number) => api.fetch.mock.calls[call]![1]!;
const workbookAnswer = () =>
  new Response('xlsx', {
    status: 200,
    headers: { 'Content-Disposition': 'attachment; filename="quality.xlsx"' },
  });

const batchItems = ['Upload Authors File', 'Delete All Pending', 'Restart Failed', 'Upload Investigations'];
const reportItems = [
  'Evaluate Accuracy Using CVs',
  'Quality Estimation Report',
  'Author Feedback Report',
  'Cluster Diff',
];

describe('the process menu', () => {
  it.each([
    ['an omnisol user with batch support', { batch: true, reports: false, mergeAll: false }, batchItems],
    ['an admin', { batch: false, reports: true, mergeAll: false }, reportItems],
    ['an omnipotent admin', { batch: false, reports: true, mergeAll: true }, [...reportItems, 'Merge All Authors']],
    ['an omnisol admin with batch support', everything, [...batchItems, ...reportItems, 'Merge All Authors']],
  ])('shows %s the items whose calls they may make', async (_, access, items) => {
    renderMenu(access);
    expect(await itemNames()).toEqual(items);
  });

  it('offers .txt, .csv and .xlsx for the authors file, and says what the columns are', async () => {
    renderMenu();
    await choose('Upload Authors File');
    const dialog = await screen.findByRole('dialog', { name: 'Upload Authors File' });
    expect(screen.getByTestId('upload-file-input').getAttribute('accept')).toBe('.txt,.csv,.xlsx');
    expect(within(dialog).getByText(/name, author or researcher/)).toBeTruthy();
  });

  it('lists the rows of an authors file that were not created, named by their row', async () => {
    api.fetch.mockResolvedValueOnce(
      Response.json({ created: [{ id: 3, uuid: 'u' }], errors: ['Row 4: the name is empty'] }),
    );
    renderMenu();
    await choose('Upload Authors File');
    await act(async () => {
      fireEvent.change(screen.getByTestId('upload-file-input'), {
        target: { files: [new File(['name\nAda\n'], 'authors.csv', { type: 'text/csv' })] },
      });
    });
    await click(screen.getByRole('button', { name: 'Upload' }));
    expect(calledPath(0)).toBe('/api/investigations/person/batch');
    expect((calledInit(0).body as FormData).get('file')).toBeInstanceOf(File);
    const dialog = await screen.findByRole('dialog', { name: 'Some authors could not be added' });
    expect(within(dialog).getByText('Row 4: the name is empty')).toBeTruthy();
    await screen.findByText('1 investigation(s) created from the authors file');
  });

  it.each([
    ['Quality Estimation Report', '/api/admin/clusters/quality-estimation-report'],
    ['Author Feedback Report', '/api/admin/clusters/author-feedback-report'],
  ])('makes the %s, then downloads its workbook from its storage location', async (item, path) => {
    api.fetch.mockResolvedValueOnce(Response.json({ location: 'reports/2026/quality.xlsx' }));
    api.fetch.mockResolvedValueOnce(workbookAnswer());
    renderMenu({ batch: false, reports: true, mergeAll: false });
    await choose(item);
    await screen.findByText(`${item}: quality.xlsx downloaded`);
    expect(calledPath(0)).toBe(path);
    expect(calledInit(0).method).toBe('GET');
    expect(calledPath(1)).toBe('/api/admin/storage?key=reports%2F2026%2Fquality.xlsx');
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('leaves a failed report to the generic error dialog', async () => {
    api.fetch.mockResolvedValueOnce(textResponse('Forbidden', 403));
    renderMenu({ batch: false, reports: true, mergeAll: false });
    await choose('Quality Estimation Report');
    await vi.waitFor(() => expect(api.showErrorDialog).toHaveBeenCalled());
    expect(api.fetch).toHaveBeenCalledOnce();
  });

  describe('Evaluate Accuracy Using CVs', () => {
    const report: BatchAccuracyReport = {
      location: 'reports/accuracy.xlsx',
      investigations: [
        {
          investigationId: 12,
          personName: 'Ana Ferreira',
          cvTitles: 10,
          inMainCluster: 8,
          mainClusterSize: 9,
          precision: 8 / 9,
          recall: 0.8,
          f1: 0.8421,
        },
      ],
      overall: { precision: 8 / 9, recall: 0.8, f1: 0.8421 },
      errors: [
        { fileName: 'cv.pdf', message: 'cv.pdf: the file name does not start with an investigation ID' },
        { fileName: '99.pdf', message: 'Investigation 99 does not exist' },
      ],
    };

    async function sendCvs(names: string[]) {
      await choose('Evaluate Accuracy Using CVs');
      const dialog = await screen.findByRole('dialog', { name: 'Evaluate Accuracy Using CVs' });
      const evaluate = within(dialog).getByRole('button', { name: 'Evaluate' }) as HTMLButtonElement;
      expect(evaluate.disabled).toBe(true);
      const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
      expect(input.multiple).toBe(true);
      expect(input.accept).toBe('.pdf,.docx,.txt');
      await act(async () => {
        fireEvent.change(input, { target: { files: names.map((name) => new File(['%PDF'], name)) } });
      });
      expect(within(dialog).getByRole('button', { name: 'Clear the CV files' })).toBeTruthy();
      await click(evaluate);
      return dialog;
    }

    it('sends every CV file in one multipart call and shows each precision, recall and F1, overall and file errors', async () => {
      api.fetch.mockResolvedValueOnce(Response.json(report));
      renderMenu({ batch: false, reports: true, mergeAll: false });
      const dialog = await sendCvs(['12.pdf', 'cv.pdf']);
      expect(calledPath(0)).toBe('/api/admin/clusters/batch-accuracy-report');
      expect(calledInit(0).method).toBe('POST');
      const sent = (calledInit(0).body as FormData).getAll('cvFile') as File[];
      expect(sent.map((file) => file.name)).toEqual(['12.pdf', 'cv.pdf']);

      const table = await within(dialog).findByRole('table', { name: 'Evaluate Accuracy Using CVs' });
      const rows = within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
      expect(rows).toEqual([
        ['Investigation', 'Person', 'CV titles', 'In main cluster', 'Main cluster size', 'Precision', 'Recall', 'F1'],
        ['12', 'Ana Ferreira', '10', '8', '9', '88.9 %', '80.0 %', '84.2 %'],
        ['Overall', '88.9 %', '80.0 %', '84.2 %'],
      ]);
      const fileErrors = within(within(dialog).getByRole('list', { name: 'Files not evaluated' })).getAllByRole(
        'listitem',
      );
      expect(fileErrors.map((item) => item.textContent)).toEqual([
        'cv.pdf: the file name does not start with an investigation ID',
        '99.pdf: Investigation 99 does not exist',
      ]);
      const link = within(dialog).getByRole('link', { name: 'Download the workbook' });
      expect(link.getAttribute('href')).toBe('/api/admin/storage?key=reports%2Faccuracy.xlsx');
      expect(link.getAttribute('download')).toBe('accuracy.xlsx');
    });

    it("shows the server's refusal in the dialog", async () => {
      api.fetch.mockResolvedValueOnce(
        textResponse(
          'Choose at least one CV file whose name starts with its investigation ID (for example 123.pdf).',
          400,
        ),
      );
      renderMenu({ batch: false, reports: true, mergeAll: false });
      const dialog = await sendCvs(['notes.pdf']);
      expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^Choose at least one CV file/);
      expect(api.showErrorDialog).not.toHaveBeenCalled();
    });
  });

  describe('Cluster Diff', () => {
    const diff: ClusterDiff = {
      location: 'reports/diff-12.xlsx',
      investigationId: 12,
      runs: [
        { runId: 3, finishedAt: '2026-11-27T10:00:00.000Z', persons: 40 },
        { runId: 5, finishedAt: '2026-11-28T10:00:00.000Z', persons: 38 },
      ],
      fromRunId: 3,
      toRunId: 5,
      unchanged: 120,
      moved: [
        {
          mentionId: 1,
          documentId: 7,
          documentTitle: 'Soil carbon',
          name: 'A. Ferreira',
          fromPersonId: 4,
          toPersonId: null,
        },
      ],
    };

    async function openDiff() {
      await choose('Cluster Diff');
      return screen.findByRole('dialog', { name: 'Cluster Diff' });
    }

    it('asks for the investigation ID, calls nothing without it, and shows the runs, moved mentions and workbook', async () => {
      renderMenu({ batch: false, reports: true, mergeAll: false });
      const dialog = await openDiff();
      await click(within(dialog).getByRole('button', { name: 'Compare' }));
      expect(within(dialog).getByText('Please fill in the investigation ID')).toBeTruthy();
      expect(api.fetch).not.toHaveBeenCalled();

      api.fetch.mockResolvedValueOnce(Response.json(diff));
      fireEvent.change(within(dialog).getByLabelText('Investigation ID'), { target: { value: '12' } });
      fireEvent.change(within(dialog).getByLabelText('From run (optional)'), { target: { value: 'run 3' } });
      await click(within(dialog).getByRole('button', { name: 'Compare' }));
      expect(calledPath(0)).toBe('/api/admin/clusters/diff?investigationId=12&fromRunId=3');
      expect(calledInit(0).method).toBe('GET');

      const runs = await within(dialog).findByRole('table', { name: 'Runs' });
      expect(within(runs).getAllByRole('row')).toHaveLength(3);
      const moved = within(dialog).getByRole('table', { name: 'Moved mentions (1)' });
      expect([...within(moved).getAllByRole('row')[1]!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(
        ['Soil carbon', 'A. Ferreira', '4', '—'],
      );
      expect(within(dialog).getByText('120 mention(s) unchanged')).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: 'Download the workbook' }).getAttribute('href')).toBe(
        '/api/admin/storage?key=reports%2Fdiff-12.xlsx',
      );
    });

    it('shows an unknown investigation in the dialog', async () => {
      api.fetch.mockResolvedValueOnce(textResponse('Investigation not found', 404));
      renderMenu({ batch: false, reports: true, mergeAll: false });
      const dialog = await openDiff();
      fireEvent.change(within(dialog).getByLabelText('Investigation ID'), { target: { value: '999' } });
      await click(within(dialog).getByRole('button', { name: 'Compare' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Investigation not found');
      expect(api.showErrorDialog).not.toHaveBeenCalled();
    });
  });

  describe('Merge All Authors', () => {
    const access = { batch: false, reports: false, mergeAll: true };

    it('asks first; Cancel calls nothing, confirming redoes every merge and tells so', async () => {
      renderMenu(access);
      await choose('Merge All Authors');
      let dialog = await screen.findByRole('dialog', { name: 'Merge All Authors' });
      expect(within(dialog).getByText(/redo the author disambiguation of every investigation/)).toBeTruthy();
      await click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.fetch).not.toHaveBeenCalled();

      api.fetch.mockResolvedValueOnce(Response.json(''));
      await choose('Merge All Authors');
      dialog = await screen.findByRole('dialog', { name: 'Merge All Authors' });
      await click(within(dialog).getByRole('button', { name: 'Merge All Authors' }));
      expect(calledPath(0)).toBe('/api/admin/merge/investigations');
      expect(calledInit(0).method).toBe('POST');
      await screen.findByText('The authors of every investigation are being merged again');
      expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    });

    it('shows a non-empty answer, or a failure, in the Error dialog', async () => {
      api.fetch.mockResolvedValueOnce(Response.json('No investigation has authors to disambiguate yet'));
      renderMenu(access);
      await choose('Merge All Authors');
      await click(
        within(await screen.findByRole('dialog', { name: 'Merge All Authors' })).getByRole('button', {
          name: 'Merge All Authors',
        }),
      );
      let error = await screen.findByRole('dialog', { name: 'Error' });
      expect(within(error).getByText('No investigation has authors to disambiguate yet')).toBeTruthy();
      await click(within(error).getByRole('button', { name: 'Close' }));

      api.fetch.mockResolvedValueOnce(textResponse('Forbidden', 403));
      await choose('Merge All Authors');
      await click(
        within(await screen.findByRole('dialog', { name: 'Merge All Authors' })).getByRole('button', {
          name: 'Merge All Authors',
        }),
      );
      error = await screen.findByRole('dialog', { name: 'Error' });
      expect(within(error).getByText('Forbidden')).toBeTruthy();
      expect(api.showErrorDialog).not.toHaveBeenCalled();
    });
  });
});
