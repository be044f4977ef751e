import { MantineProvider } from '@mantine/core';
import { clusterReportMessages, type ClusterReport as Report, type MergeDebugResult } from '@quarry/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { click } from '../../../test/click';
import { sentBody, stubApi, textResponse } from '../../../test/stubApi';
import { ClusterReport } from './ClusterReport';

const api = stubApi();

const stat = (count: number, percentage: number) => ({ count, percentage });
const stats = {
  cvTitlesCount: stat(3, 100),
  cvTitlesFound: stat(2, 66.6666),
  cvTitlesInMainCluster: stat(1, 33.3333),
  cvTitlesInWrongCluster: stat(1, 33.3333),
  cvTitlesNotFound: stat(1, 33.3333),
  allTitlesInMainCluster: stat(2, 66.6666),
  mainClusterTitlesNotInCV: stat(1, 50),
  extraTitles: stat(0, 0),
};
const noStats = Object.fromEntries(Object.keys(stats).map((key) => [key, stat(0, 0)])) as typeof stats;

const report: Report = {
  investigationId: 7,
  personName: 'Ana Ferreira',
  generatedAt: '2026-11-28T09:00:00.000Z',
  fileKey: 'cluster-reports/7/report.json',
  cvFileKey: null,
  cvTitles: ['Soil carbon', 'Coastal wetlands', 'Unknown'],
  articleStats: stats,
  patentStats: noStats,
  documents: [
    {
      documentId: 31,
      documentTitle: 'Coastal wetlands',
      appearsInCv: 'Yes',
      patent: false,
      cluster1PersonId: 501,
      cluster1PersonName: 'Ana Ferreira',
      cluster2PersonId: 'A100',
      cluster2PersonName: 'Ana Ferreira',
      mergeScore: 0.8765,
    },
    {
      documentId: 4,
      documentTitle: 'Soil carbon',
      appearsInCv: 'Yes',
      patent: false,
      cluster1PersonId: 502,
      cluster1PersonName: 'A. Ferreira',
      cluster2PersonId: 'A200',
      cluster2PersonName: 'A. Ferreira',
      mergeScore: 0.25,
    },
    {
      documentId: 12,
      documentTitle: 'River deltas',
      appearsInCv: 'No',
      patent: false,
      cluster1PersonId: 501,
      cluster1PersonName: 'Ana Ferreira',
      cluster2PersonId: null,
      cluster2PersonName: null,
      mergeScore: 0.5,
    },
  ],
  comparisons: [
    { sourceClusterId: 502, sourceClusterCount: 1, targetClusters: [{ targetClusterId: 'A200', value: stat(1, 100) }] },
    {
      sourceClusterId: 501,
      sourceClusterCount: 2,
      targetClusters: [
        { targetClusterId: 'A100', value: stat(1, 50) },
        { targetClusterId: 'A300', value: stat(1, 50) },
      ],
    },
  ],
  matchingClusterId: 501,
  doiList: [],
};

function renderReport() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ClusterReport investigationId={7} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const calledPath = (call: number) => String(api.fetch.mock.calls[call]![0]);
const sentForm = (call: number) => api.fetch.mock.calls[call]![1]!.body as FormData;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

async function generated(answer: Report = report) {
  api.fetch.mockResolvedValueOnce(Response.json(answer));
  renderReport();
  type('DOI List', '10.1/abc\n10.1/def');
  await click(button('Generate Report'));
  await screen.findByTestId('cluster-report');
}

const documentIds = () =>
  within(screen.getByTestId('cluster-report-documents'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(row.getAttribute('data-document-id')));

const statCells = (table: string, label: string) => {
  const row = within(screen.getByRole('table', { name: table }))
    .getByRole('rowheader', { name: label })
    .closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('the cluster report page', () => {
  it('says what to do before there is a report, and asks for a CV or DOIs before calling', async () => {
    renderReport();
    expect(screen.getByText(/^Generate a report to see/)).toBeTruthy();
    await click(button('Generate Report'));
    expect(screen.getByRole('alert').textContent).toBe(clusterReportMessages.nothingToMatch);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('posts the investigation and the DOI list as a multipart form, then shows the report and its S3 Path', async () => {
    await generated();
    expect(calledPath(0)).toBe('/api/admin/clusters/generate-report');
    const form = sentForm(0);
    expect(form.get('investigationId')).toBe('7');
    expect(form.get('doiList')).toBe('10.1/abc\n10.1/def');
    expect(form.has('cvFile')).toBe(false);
    expect((screen.getByLabelText('S3 Path') as HTMLInputElement).value).toBe(report.fileKey);

    expect(statCells('Articles', 'CV titles found')).toEqual(['2', '66.7 %']);
    expect(statCells('Articles', 'CV titles not found')).toEqual(['1', '33.3 %']);
    expect(statCells('Patents', 'CV titles')).toEqual(['0', '0.0 %']);
    expect(screen.getByTestId('main-cluster').textContent).toBe('Main cluster: 501');
  });

  it('sends the CV chosen in the upload dialog, and shows its refusal there', async () => {
    renderReport();
    await click(button('Upload CV'));
    const dialog = screen.getByRole('dialog', { name: 'Upload CV' });
    const input = within(dialog).getByTestId('upload-file-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.doc')] } });
    expect(within(dialog).getByTestId('upload-problem').textContent).toBe(clusterReportMessages.cvWrongType);

    api.fetch.mockResolvedValueOnce(textResponse(clusterReportMessages.notACv, 400));
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf')] } });
    await click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByTestId('upload-problem').textContent).toBe(clusterReportMessages.notACv);
    expect((sentForm(0).get('cvFile') as File).name).toBe('cv.pdf');

    // A refused file is chosen again (or another one) before the next Upload.
    api.fetch.mockResolvedValueOnce(Response.json(report));
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf')] } });
    await click(within(dialog).getByRole('button', { name: 'Upload' }));
    await screen.findByTestId('cluster-report');
    expect(screen.getByTestId('chosen-cv').textContent).toBe('CV: cv.pdf');
    expect(screen.queryByRole('dialog', { name: 'Upload CV' })).toBeNull();

    // Generate Report sends the same CV again, with the DOI list.
    api.fetch.mockResolvedValueOnce(Response.json(report));
    await click(button('Generate Report'));
    expect((sentForm(2).get('cvFile') as File).name).toBe('cv.pdf');
  });

  it("shows the server's message in the page when the report cannot be made", async () => {
    api.fetch.mockResolvedValueOnce(textResponse(clusterReportMessages.notPersonInvestigation, 400));
    renderReport();
    type('DOI List', '10.1/abc');
    await click(button('Generate Report'));
    expect(screen.getByTestId('cluster-report-error').textContent).toBe(clusterReportMessages.notPersonInvestigation);
    expect(api.showErrorDialog).not.toHaveBeenCalled();
    expect(screen.getByText(/^Generate a report to see/)).toBeTruthy();
  });

  it('loads a stored report by its S3 Path, and says when there is none', async () => {
    renderReport();
    api.fetch.mockResolvedValueOnce(textResponse(clusterReportMessages.unknownReport, 404));
    type('S3 Path', 'cluster-reports/nope.json');
    await click(button('Load Report'));
    expect(screen.getByTestId('cluster-report-error').textContent).toBe(clusterReportMessages.unknownReport);

    api.fetch.mockResolvedValueOnce(Response.json(report));
    type('S3 Path', ` ${report.fileKey} `);
    await click(button('Load Report'));
    await screen.findByTestId('cluster-report');
    expect(calledPath(1)).toBe('/api/admin/clusters/report-by-file');
    expect(sentBody(api.fetch, 1)).toEqual({ fileKey: report.fileKey });
    expect(screen.queryByTestId('cluster-report-error')).toBeNull();
  });

  it('lists the documents by DocumentId ascending; a header sorts them and says so with aria-sort', async () => {
    await generated();
    expect(documentIds()).toEqual([4, 12, 31]);
    const idHeader = screen.getByRole('columnheader', { name: /DocumentId/ });
    expect(idHeader.getAttribute('aria-sort')).toBe('ascending');

    await click(within(idHeader).getByRole('button'));
    expect(documentIds()).toEqual([31, 12, 4]);
    expect(idHeader.getAttribute('aria-sort')).toBe('descending');

    const titleHeader = screen.getByRole('columnheader', { name: /Title/ });
    await click(within(titleHeader).getByRole('button'));
    expect(documentIds()).toEqual([31, 12, 4]);
    expect(titleHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(idHeader.getAttribute('aria-sort')).toBe('none');
  });

  it('shows the cluster ids with Show Cluster ID and the merge scores (percentages to 0.1) with Show Merge Scores', async () => {
    await generated();
    expect(screen.queryByRole('columnheader', { name: /Cluster 1 ID/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Merge Score/ })).toBeNull();

    await click(screen.getByRole('switch', { name: 'Show Cluster ID' }));
    expect(screen.getByRole('columnheader', { name: /Cluster 1 ID/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Cluster 2 ID/ })).toBeTruthy();
    expect(within(screen.getByTestId('cluster-report-documents')).getByText('A200')).toBeTruthy();

    await click(button('Show Merge Scores'));
    expect(screen.getByRole('columnheader', { name: /Merge Score/ })).toBeTruthy();
    const row = screen.getByTestId('cluster-report-documents').querySelector('[data-document-id="31"]')!;
    expect(within(row as HTMLElement).getByText('87.6 %')).toBeTruthy();
    await click(button('Hide Merge Scores'));
    expect(screen.queryByRole('columnheader', { name: /Merge Score/ })).toBeNull();
  });

  it('lists the comparisons by SNE ascending, then MAG descending', async () => {
    await generated();
    const rows = within(screen.getByTestId('cluster-report-comparisons')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-source-cluster'))).toEqual(['501', '501', '502']);
    expect(rows[0]!.textContent).toContain('50.0 %');
  });

  it('cycles a document’s Merge Group Selection None → Correct → Incorrect → None', async () => {
    await generated();
    const selection = () => button('Merge Group Selection of document 12: ' + current);
    let current = 'None';
    expect(selection().textContent).toBe('None');
    for (const next of ['Correct', 'Incorrect', 'None']) {
      await click(selection());
      current = next;
      expect(selection().textContent).toBe(next);
    }
  });

  it("says 'Main cluster not specified' when nothing names one, and calls nothing", async () => {
    await generated({ ...report, matchingClusterId: null });
    expect(screen.getAllByText('Main cluster not specified')).toHaveLength(1);
    await click(button('Find Points of Contact'));
    await click(button('Debug Merge'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Main cluster not specified',
      'Main cluster not specified',
    ]);
    expect(api.fetch).toHaveBeenCalledOnce();
  });

  it('finds the points of contact of the matching cluster, or of the cluster the admin picks', async () => {
    await generated();
    api.fetch.mockResolvedValueOnce(
      Response.json({
        emails: [{ email: 'ana@uni.pt', documents: 2, lastYear: 2024 }],
        affiliations: [{ name: 'University of Lisbon', documents: 2, lastYear: null }],
      }),
    );
    await click(button('Find Points of Contact'));
    expect(calledPath(1)).toBe('/api/admin/clusters/points-of-contact');
    expect(sentBody(api.fetch, 1)).toEqual({ investigationId: 7, personId: 501 });
    expect(screen.getByRole('table', { name: 'E-mail addresses' }).textContent).toContain('ana@uni.pt');
    expect(screen.getByRole('table', { name: 'Affiliations' }).textContent).toContain('University of Lisbon');

    // A click on a cluster id of the comparison table picks that cluster.
    await click(button('Make cluster 502 the main cluster'));
    expect(screen.getByTestId('main-cluster').textContent).toBe('Main cluster: 502');
    expect(screen.queryByRole('table', { name: 'E-mail addresses' })).toBeNull();
    api.fetch.mockResolvedValueOnce(textResponse('Person 502 does not exist', 404));
    await click(button('Find Points of Contact'));
    expect(sentBody(api.fetch, 2)).toEqual({ investigationId: 7, personId: 502 });
    expect(screen.getByRole('alert').textContent).toBe('Person 502 does not exist');

    await click(button('Use the matching cluster'));
    expect(screen.getByTestId('main-cluster').textContent).toBe('Main cluster: 501');
  });

  it('debugs the merge of the main cluster with the Correct documents as good and the Incorrect as bad', async () => {
    await generated();
    await click(button('Merge Group Selection of document 31: None'));
    await click(button('Merge Group Selection of document 4: None'));
    await click(button('Merge Group Selection of document 12: None'));
    await click(button('Merge Group Selection of document 12: Correct'));
    expect(screen.getByTestId('merge-marks').textContent).toBe('Marked: 2 Correct, 1 Incorrect');

    const result: MergeDebugResult = {
      personId: 501,
      threshold: 0.5,
      badDocuments: [
        {
          documentId: 12,
          documentTitle: 'River deltas',
          bestScore: 0.8123,
          pairs: [
            { goodDocumentId: 4, totalScore: 0.8123, scores: { coauthors: 0.61, name: 0.94 } },
            { goodDocumentId: 31, totalScore: 0.3, scores: { name: 0.5 } },
          ],
        },
      ],
    };
    api.fetch.mockResolvedValueOnce(Response.json(result));
    await click(button('Debug Merge'));
    expect(calledPath(1)).toBe('/api/admin/merge/debug');
    expect(sentBody(api.fetch, 1)).toEqual({
      fileKey: report.fileKey,
      personId: 501,
      goodDocumentIds: [4, 31],
      badDocumentIds: [12],
    });
    const debug = screen.getByTestId('merge-debug-result');
    expect(within(debug).getByText('Threshold: 50.0 %')).toBeTruthy();
    const bad = within(debug).getByRole('region', { name: '12: River deltas' });
    expect(within(bad).getByTestId('best-score').textContent).toBe('81.2 %');
    expect(within(bad).getByText('above the threshold: joined')).toBeTruthy();
    const pairRows = within(bad).getAllByRole('row');
    expect(pairRows.map((row) => row.textContent)).toEqual([
      'Correct documentTotal scorecoauthorsname',
      '481.2 %61.0 %94.0 %',
      '3130.0 %—50.0 %',
    ]);
  });

  it('says no document is marked Incorrect instead of calling the debug', async () => {
    await generated();
    await click(button('Debug Merge'));
    expect(screen.getByRole('alert').textContent).toBe('No document is marked Incorrect.');
    expect(api.fetch).toHaveBeenCalledOnce();
  });

  it('shows a refused merge debug in the panel', async () => {
    await generated();
    await click(button('Merge Group Selection of document 12: None'));
    await click(button('Merge Group Selection of document 12: Correct'));
    api.fetch.mockResolvedValueOnce(textResponse(clusterReportMessages.unknownReport, 404));
    await click(button('Debug Merge'));
    expect(screen.getByRole('alert').textContent).toBe(clusterReportMessages.unknownReport);
  });

  it('is used from the keyboard: Enter in the S3 Path loads the report', async () => {
    renderReport();
    api.fetch.mockResolvedValueOnce(Response.json(report));
    type('S3 Path', report.fileKey);
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Load Report' }));
    });
    await screen.findByTestId('cluster-report');
  });
});
