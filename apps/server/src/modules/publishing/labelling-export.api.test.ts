import { LABELLING_SHEET, labellingColumns, requiredUserKindText } from '@quarry/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublication } from '../../test/publication-fixture.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

describe(`the publications for labelling (${testEngine})`, () => {
  let t: TestApp;
  let faculty: TestClient;
  let id: number;
  const ids: number[] = [];
  const exportAt = (investigationId = id) => `/api/investigations/person/${investigationId}/export-publications`;

  beforeAll(async () => {
    t = await startTestApp();
    faculty = await signedInClient(t, ['faculty_works']);
    id = (
      await faculty.post('/api/investigations/person/facultyworks', {
        instituteName: 'Weizmann Institute',
        facultyName: 'Earth Sciences',
        researcherNames: 'Ana Ferreira',
      })
    ).json().id;
    const db = t.database.db;
    ids.push(
      await insertPublication(db, id, {
        title: 'Soil carbon stocks',
        date: '2022-03-01',
        authors: ['A. Ferreira', 'Bo Li'],
        journal: 'Soil Letters',
        doi: '10.1000/soil.2',
        url: 'https://example.org/soil',
        labels: ['fix', 'Mine'],
      }),
      await insertPublication(db, id, {
        title: 'Peat bogs',
        date: '2020-01-01',
        authors: ['Carla Diaz'],
        labels: ['accepted'],
      }),
    );
    await insertPublication(db, id, { title: 'The lab page', type: 'Web Page', authors: ['Ana Ferreira'] });
  });
  afterAll(() => t.close());

  it('downloads a workbook with a row per publication and the columns a labeller needs', async () => {
    const response = await faculty.post(exportAt(), { sortDocumentsBy: 'publishDateDesc' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(
      /Earth Sciences.* publications\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(LABELLING_SHEET)!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...labellingColumns]);
    const rows = [2, 3].map((row) => (sheet.getRow(row).values as unknown[]).slice(1));
    expect(sheet.rowCount).toBe(3);
    expect(rows).toEqual([
      [
        ids[0],
        'Soil carbon stocks',
        'A. Ferreira; Bo Li',
        2022,
        'Soil Letters',
        '10.1000/soil.2',
        'https://example.org/soil',
        'fix; Mine',
        'fix',
        'Yes',
      ],
      [ids[1], 'Peat bogs', 'Carla Diaz', 2020, '', '', '', 'accepted', 'accepted', 'No'],
    ]);
  });

  it('refuses a stranger, no session, and an owner who is not a faculty user', async () => {
    const stranger = await signedInClient(t, ['faculty_works']);
    expect((await stranger.post(exportAt(), {})).statusCode).toBe(404);
    expect((await t.newClient().post(exportAt(), {})).statusCode).toBe(401);
    const plain = await signedInClient(t);
    const own = (await plain.post('/api/investigations/person', { personName: 'Ada Lovelace' })).json().id;
    const refused = await plain.post(exportAt(own), {});
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe(requiredUserKindText.facultyWorks);
  });

  it('refuses a filter that is not one', async () => {
    expect((await faculty.post(exportAt(), { sortDocumentsBy: 'colour' })).statusCode).toBe(400);
  });
});
