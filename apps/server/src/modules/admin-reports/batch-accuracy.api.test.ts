import { batchAccuracyReport, clusterReportMessages, MAX_ACCURACY_CV_FILES } from '@quarry/contract';
import ExcelJS from 'exceljs';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FerreiraHarvest, startFerreiraHarvest, worksLessToTellThemApart } from '../../test/ferreira-harvest.js';
import { docxWithText, pdfWithText } from '../../test/full-text-files.js';
import type { TestApp, TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

const BATCH = '/api/admin/clusters/batch-accuracy-report';

/** Ana Ferreira's CV: two of the harvested works (one of each of her clusters) and one no source has. */
const CV_LINES = [
  'Publications',
  '1. Ferreira, A., Costa, R. (2019). Peatland carbon stocks in northern Portugal. Soil Biology, 12, 1-10.',
  '2. Ferreira, A., Lima, J. (2021). Cork oak soils under drought. Forest Ecology, 3, 4-9.',
  '3. Ferreira, A., Alves, P. (2020). Groundwater recharge in granite catchments. Hydrology, 7, 20-31.',
];

describe(`evaluate accuracy using CVs (${testEngine})`, () => {
  let harvest: FerreiraHarvest;
  let t: TestApp;
  let owner: TestClient;
  let admin: TestClient;
  let id: number;
  let topicId: number;

  beforeAll(async () => {
    const works = worksLessToTellThemApart();
    harvest = await startFerreiraHarvest(() => works);
    ({ t, owner, id } = harvest);
    admin = await signedInClient(t, ['admin']);
    topicId = (await owner.post('/api/investigations/topic', { searchString: 'peat carbon' })).json().id;
  });
  afterAll(() => harvest.close());

  it("scores each investigation's main cluster against its CV, and says why each other file was not used", async () => {
    const answer = await admin.upload(BATCH, {}, [
      { fileName: `${id}.pdf`, content: pdfWithText(CV_LINES) },
      { fileName: 'cv.pdf', content: pdfWithText(CV_LINES) },
      { fileName: `${id}-empty.txt`, content: '' },
      { fileName: `${id}-broken.docx`, content: Buffer.from('not a word file') },
      { fileName: `${id}-notes.txt`, content: 'Dear committee,\nplease find my application attached.\n' },
      { fileName: `${topicId}.docx`, content: await docxWithText(CV_LINES) },
      { fileName: '999999999-cv.txt', content: CV_LINES.join('\n') },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = batchAccuracyReport.parse(answer.json());
    // The main cluster is the one holding most CV titles (a tie: the larger, Ana Ferreira's two works): one of its
    // two documents is in the CV (precision 1/2), one of the CV's three titles is in it (recall 1/3).
    expect(report.investigations).toEqual([
      {
        investigationId: id,
        personName: 'Ana Ferreira',
        cvTitles: 3,
        inMainCluster: 1,
        mainClusterSize: 2,
        precision: 0.5,
        recall: 1 / 3,
        f1: expect.closeTo(0.4, 10),
      },
    ]);
    expect(report.overall).toEqual({ precision: 0.5, recall: 1 / 3, f1: expect.closeTo(0.4, 10) });
    expect(report.errors).toEqual([
      { fileName: 'cv.pdf', message: clusterReportMessages.accuracyFileName('cv.pdf') },
      { fileName: `${id}-empty.txt`, message: clusterReportMessages.emptyCv },
      { fileName: `${id}-broken.docx`, message: expect.stringMatching(/^The CV file could not be read: /) },
      { fileName: `${id}-notes.txt`, message: clusterReportMessages.notACv },
      { fileName: `${topicId}.docx`, message: clusterReportMessages.notPersonInvestigation },
      { fileName: '999999999-cv.txt', message: clusterReportMessages.accuracyUnknownInvestigation(999999999) },
    ]);

    expect(report.location).toMatch(/^reports\/accuracy\/.+\.xlsx$/);
    const file = await t.storage.get(report.location);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buffer(file!.body)) as unknown as ArrayBuffer);
    const rows = (name: string) => {
      const values: unknown[][] = [];
      workbook.getWorksheet(name)!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
      return values;
    };
    expect(rows('Accuracy')).toEqual([
      [
        'Investigation ID',
        'Name',
        'CV titles',
        'CV titles in main cluster',
        'Main cluster documents',
        'Precision %',
        'Recall %',
        'F1 %',
      ],
      [id, 'Ana Ferreira', 3, 1, 2, 50, 33.3, 40],
      ['Overall (micro-averaged)', '', '', '', '', 50, 33.3, 40],
    ]);
    expect(rows('Errors')).toHaveLength(1 + report.errors.length);
  });

  it('refuses a request without CV files or with too many, with the contract’s messages', async () => {
    const none = await admin.upload(BATCH, { note: 'no files' }, []);
    expect([none.statusCode, none.body]).toEqual([400, clusterReportMessages.noAccuracyFiles]);
    const notAForm = await admin.post(BATCH, {});
    expect([notAForm.statusCode, notAForm.body]).toEqual([400, clusterReportMessages.noAccuracyFiles]);
    const many = Array.from({ length: MAX_ACCURACY_CV_FILES + 1 }, (_, n) => ({
      fileName: `${n + 1}.txt`,
      content: 'x',
    }));
    const tooMany = await admin.upload(BATCH, {}, many);
    expect([tooMany.statusCode, tooMany.body]).toEqual([400, clusterReportMessages.tooManyAccuracyFiles]);
  });

  it('refuses everyone but an admin: 403 for a signed-in user, 401 without a session', async () => {
    const files = [{ fileName: `${id}.txt`, content: CV_LINES.join('\n') }];
    expect((await owner.upload(BATCH, {}, files)).statusCode).toBe(403);
    expect((await t.newClient().upload(BATCH, {}, files)).statusCode).toBe(401);
  });
});
