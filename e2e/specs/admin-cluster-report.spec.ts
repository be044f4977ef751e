import {
  clusterReportMessages,
  clusterReportText,
  type ClusterReport,
  type HealthCheckReport,
  type MergeDebugInput,
} from '@quarry/contract';
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { signedInUser } from '../helpers/createScreen.js';
import { waitForTitle } from '../helpers/documentTitle.js';
import { docxWithParagraphs, pdfWithLines } from '../helpers/files.js';
import { createByApi, eventually } from '../helpers/investigations.js';
import { see, waitForPath } from '../helpers/pageActions.js';
import { useFerreiraQuarry } from '../helpers/ferreira.js';
import { uploadInDialog } from '../helpers/uploadDialog.js';
import { untilReady } from '../helpers/workspace.js';

/** Her real titles, as the recorded OpenAlex works give them, and titles she never published. */
const peatland = 'Peatland carbon stocks in northern Portugal';
const corkOak = 'Cork oak soils under drought';
const smallholder = 'Smallholder land tenure in Minho';
const notHers = [
  'Granite weathering on the mountain slopes of Estrela',
  'Glacial lakes and their sediments in Iceland',
];

/** A CV's publication list: a heading, then one numbered "Authors (year). Title. Journal." entry a line. */
const cvLines = (titles: readonly string[]) => [
  'PUBLICATIONS',
  ...titles.map(
    (title, index) =>
      `${index + 1}. Ferreira, A., Costa, R. (${2015 + index}). ${title}. Journal of Soils, ${index + 3}, 1-10.`,
  ),
];

/** Titles compared as the report promises to: case, punctuation and spacing aside. */
const normalized = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The figures the Articles table should show for a CV, computed here from the report's documents (the API's): a CV
 * title is found when a document has it; the main cluster holds most found titles, so in it are that many.
 */
function expectedFigures(report: ClusterReport, cvTitles: readonly string[]) {
  const byTitle = new Map(report.documents.map((document) => [normalized(document.documentTitle), document]));
  const found = cvTitles.map((title) => byTitle.get(normalized(title))).filter((document) => document !== undefined);
  const perCluster = new Map<number, number>();
  for (const document of found) {
    if (document.cluster1PersonId !== null)
      perCluster.set(document.cluster1PersonId, (perCluster.get(document.cluster1PersonId) ?? 0) + 1);
  }
  const inMainCluster = Math.max(0, ...perCluster.values());
  return {
    cvTitles: cvTitles.length,
    found: found.length,
    inMainCluster,
    notFound: cvTitles.length - found.length,
    foundIds: found.map((document) => document.documentId),
    clustersHoldingMost: [...perCluster].filter(([, count]) => count === inMainCluster).map(([id]) => id),
  };
}

/** Waits until no author disambiguation is queued or running, as the health check counts them. */
async function mergesIdle(page: Page): Promise<void> {
  await eventually(
    async () => {
      const report = (await (await page.request.get('/maintenance/healthcheck')).json()) as HealthCheckReport;
      return report.merge.running + report.merge.queued === 0;
    },
    'the author disambiguation to finish',
    30_000,
  );
}

const isCall = (path: string) => (response: Response) => new URL(response.url()).pathname === path;

/** The count the Articles table shows for one statistic. */
const articleCount = async (page: Page, stat: keyof ClusterReport['articleStats']) =>
  Number(
    await page
      .getByRole('region', { name: clusterReportText.articleStats, exact: true })
      .locator(`tr[data-stat="${stat}"] td`)
      .first()
      .innerText(),
  );

async function expectArticleFigures(page: Page, expected: ReturnType<typeof expectedFigures>) {
  expect({
    cvTitles: await articleCount(page, 'cvTitlesCount'),
    found: await articleCount(page, 'cvTitlesFound'),
    inMainCluster: await articleCount(page, 'cvTitlesInMainCluster'),
    notFound: await articleCount(page, 'cvTitlesNotFound'),
  }).toEqual({
    cvTitles: expected.cvTitles,
    found: expected.found,
    inMainCluster: expected.inMainCluster,
    notFound: expected.notFound,
  });
}

/** Sends a CV through Upload CV; gives the report the server answered. */
async function uploadCv(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<ClusterReport> {
  await page.getByRole('button', { name: clusterReportText.cvUpload, exact: true }).click();
  const answered = page.waitForResponse(isCall('/api/admin/clusters/generate-report'));
  const dialog = await uploadInDialog(page, clusterReportText.cvUpload, file);
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  await dialog.waitFor({ state: 'hidden' });
  return (await response.json()) as ClusterReport;
}

const selectionButton = (page: Page, documentId: number, selection: string): Locator =>
  page.getByRole('button', { name: `Merge Group Selection of document ${documentId}: ${selection}`, exact: true });

describe('the admin cluster report', () => {
  const quarry = useFerreiraQuarry('works-ferreira-variants.json');

  it("holds Ana Ferreira's clusters against CVs made of her real titles, and debugs the merge of the marked documents", async () => {
    const { page } = quarry;
    await signedInUser(quarry, ['admin', 'omnisol']);
    const id = await createByApi(page, '/api/investigations/person', {
      personName: 'Ana Ferreira',
      includePublications: true,
      includeWebPages: false,
    });
    await untilReady(page, id, 'person');
    await mergesIdle(page);

    // From the merge page, by the investigation's ID.
    await page.goto('/admin/merge');
    await page.getByLabel('Investigation ID of the report', { exact: true }).fill(String(id));
    await page.getByRole('button', { name: clusterReportText.title, exact: true }).click();
    await waitForPath(page, `/admin/cluster-report/${id}`);
    await waitForTitle(page, 'Cluster Report · Quarry');
    await see(page, 'Generate a report to see the statistics, the documents and the cluster comparison.');
    await expectNoSeriousViolations(page, 'the empty cluster report');

    // Nothing to match: the page says so and calls nothing.
    await page.getByRole('button', { name: clusterReportText.generate, exact: true }).click();
    await see(page, clusterReportMessages.nothingToMatch);

    // A PDF CV with two of her titles and one she never published.
    const pdfTitles = [peatland, corkOak, notHers[0]!];
    const fromPdf = await uploadCv(page, {
      name: 'ferreira-cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdfWithLines(cvLines(pdfTitles)),
    });
    await page.getByTestId('cluster-report').waitFor();
    const pdfFigures = expectedFigures(fromPdf, pdfTitles);
    expect(pdfFigures.found).toBe(2);
    await expectArticleFigures(page, pdfFigures);
    expect(await page.getByLabel(clusterReportText.s3Path, { exact: true }).inputValue()).toBe(fromPdf.fileKey);
    expect(pdfFigures.clustersHoldingMost).toContain(fromPdf.matchingClusterId);
    const main = fromPdf.matchingClusterId!;
    expect(await page.getByTestId('main-cluster').innerText()).toBe(`Main cluster: ${main}`);

    // The documents, DocumentId ascending; the found ones appear in the CV.
    const documentRow = (documentId: number) =>
      page.locator(`[data-testid="cluster-report-documents"] tr[data-document-id="${documentId}"]`);
    const rows = page.getByTestId('cluster-report-documents').locator('tbody tr');
    const shownIds = (await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-document-id')))).map(
      Number,
    );
    expect(shownIds).toEqual(fromPdf.documents.map((document) => document.documentId).sort((a, b) => a - b));
    for (const documentId of pdfFigures.foundIds) {
      expect(await documentRow(documentId).locator('td').nth(2).innerText()).toBe('Yes');
    }

    // A DOCX CV with all three of her titles and two she never published.
    const docxTitles = [smallholder, peatland, notHers[1]!, corkOak, notHers[0]!];
    const fromDocx = await uploadCv(page, {
      name: 'ferreira-cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await docxWithParagraphs(cvLines(docxTitles)),
    });
    const docxFigures = expectedFigures(fromDocx, docxTitles);
    expect(docxFigures.found).toBe(3);
    await page.getByTestId('chosen-cv').getByText('CV: ferreira-cv.docx').waitFor();
    await expectArticleFigures(page, docxFigures);
    const docxMain = fromDocx.matchingClusterId!;
    expect(docxFigures.clustersHoldingMost).toContain(docxMain);

    // Show Cluster ID (from the keyboard) and Show Merge Scores add their columns.
    const showClusterId = page.getByRole('switch', { name: clusterReportText.showClusterId });
    await showClusterId.focus();
    await page.keyboard.press('Space');
    expect(await showClusterId.isChecked()).toBe(true);
    await page.getByRole('columnheader', { name: /Cluster 1 ID/ }).waitFor();
    await page.getByRole('button', { name: clusterReportText.showMergeScores, exact: true }).click();
    await page.getByRole('columnheader', { name: /Merge Score/ }).waitFor();
    await page.getByRole('button', { name: clusterReportText.hideMergeScores, exact: true }).waitFor();
    await expectNoSeriousViolations(page, 'the cluster report with cluster ids and merge scores');

    // Mark a found document of the main cluster Correct and a found document of another cluster Incorrect.
    const found = fromDocx.documents.filter((document) => docxFigures.foundIds.includes(document.documentId));
    const good = found.find((document) => document.cluster1PersonId === docxMain)!;
    const bad = found.find((document) => document.cluster1PersonId !== docxMain) ?? found.find((one) => one !== good)!;
    await selectionButton(page, good.documentId, 'None').click();
    await selectionButton(page, good.documentId, 'Correct').waitFor();
    await selectionButton(page, bad.documentId, 'None').click();
    await selectionButton(page, bad.documentId, 'Correct').click();
    await selectionButton(page, bad.documentId, 'Incorrect').waitFor();
    await see(page, 'Marked: 1 Correct, 1 Incorrect');

    // Debug Merge: the marks, the main cluster and the report's key; each bad document's pairs.
    const debugged = page.waitForResponse(isCall('/api/admin/merge/debug'));
    await page.getByRole('button', { name: clusterReportText.runMergeDebug, exact: true }).click();
    const debugResponse = await debugged;
    expect(debugResponse.request().postDataJSON() as MergeDebugInput).toEqual({
      fileKey: fromDocx.fileKey,
      personId: docxMain,
      goodDocumentIds: [good.documentId],
      badDocumentIds: [bad.documentId],
    });
    expect(debugResponse.status(), await debugResponse.text()).toBe(200);
    const badResult = page.getByRole('region', { name: `${bad.documentId}: ${bad.documentTitle}`, exact: true });
    await badResult.waitFor();
    await badResult.getByRole('rowheader', { name: String(good.documentId), exact: true }).waitFor();
    await see(page, clusterReportText.debugMergeResults);

    // Find Points of Contact of the main cluster.
    const contacts = page.waitForResponse(isCall('/api/admin/clusters/points-of-contact'));
    await page.getByRole('button', { name: clusterReportText.findPointsOfContact, exact: true }).click();
    const contactsResponse = await contacts;
    expect(contactsResponse.status(), await contactsResponse.text()).toBe(200);
    expect(contactsResponse.request().postDataJSON()).toEqual({ investigationId: id, personId: docxMain });
    await expectNoSeriousViolations(page, 'the cluster report with the merge debug and the points of contact');

    // The Merge Debug Tool: the main cluster against the others, and the merge report as a file.
    const others = [
      ...new Set(fromDocx.documents.map((document) => document.cluster1PersonId).filter((one) => one !== null)),
    ].filter((one) => one !== docxMain);
    expect(others.length, 'Quarry keeps the name variants in clusters of their own').toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Merge Debug Tool...', exact: true }).click();
    const tool = page.getByRole('dialog', { name: clusterReportText.mergeDebugTool });
    await tool.waitFor();
    expect(await tool.getByLabel('Main person ID', { exact: true }).inputValue()).toBe(String(docxMain));
    await tool.getByLabel('Other person IDs', { exact: true }).fill(others.join(', '));
    const finalAnswer = page.waitForResponse(isCall('/api/admin/merge/final-report'));
    await tool.getByRole('button', { name: 'Final Report', exact: true }).click();
    const finalResponse = await finalAnswer;
    expect(finalResponse.status(), await finalResponse.text()).toBe(200);
    await eventually(
      async () =>
        (await tool.getByRole('table', { name: 'Final Report' }).locator('tbody tr').count()) === others.length,
      'the final report to list a decision per other person',
    );
    await expectNoSeriousViolations(page, 'the Merge Debug Tool dialog');
    const download = page.waitForEvent('download');
    await tool.getByRole('button', { name: 'Download Merge Report', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/\.txt$/);
    await tool.getByRole('button', { name: 'Close', exact: true }).click();
    await tool.waitFor({ state: 'hidden' });

    // The stored report again, by its S3 Path, after a reload.
    await page.reload();
    await see(page, 'Generate a report to see the statistics, the documents and the cluster comparison.');
    await page.getByLabel(clusterReportText.s3Path, { exact: true }).fill(fromDocx.fileKey);
    await page.getByRole('button', { name: clusterReportText.loadReport, exact: true }).click();
    await page.getByTestId('cluster-report').waitFor();
    await expectArticleFigures(page, docxFigures);

    // A key that names no report: the server's message, in the page.
    await page.getByLabel(clusterReportText.s3Path, { exact: true }).fill(`${fromDocx.fileKey}.missing`);
    await page.getByRole('button', { name: clusterReportText.loadReport, exact: true }).click();
    await page.getByTestId('cluster-report-error').waitFor();
    expect((await page.getByTestId('cluster-report-error').innerText()).length).toBeGreaterThan(0);

    // A DOI list alone marks the document it names as appearing in the CV.
    const smallholderDocument = fromDocx.documents.find(
      (document) => normalized(document.documentTitle) === normalized(smallholder),
    )!;
    await page.getByLabel(clusterReportText.doiList, { exact: true }).fill('https://doi.org/10.5555/FERREIRA.3');
    const byDoi = page.waitForResponse(isCall('/api/admin/clusters/generate-report'));
    await page.getByRole('button', { name: clusterReportText.generate, exact: true }).click();
    const doiReport = (await (await byDoi).json()) as ClusterReport;
    expect(doiReport.doiList).toEqual(['10.5555/ferreira.3']);
    await eventually(
      async () => (await page.getByLabel(clusterReportText.s3Path, { exact: true }).inputValue()) === doiReport.fileKey,
      'the DOI report to be shown',
    );
    expect(await documentRow(smallholderDocument.documentId).locator('td').nth(2).innerText()).toBe('Yes');
  });
});
