import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';
import { EXPORT_HEADERS } from './export-workbook.js';
import { exportFileName } from '../../../http/downloads.js';
import { insertRandomDocuments } from '../../../test/workspace-fixture.js';

describe(`the Excel export (${testEngine})`, () => {
  let t: TestApp;
  let client: TestClient;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp();
    client = await signedInClient(t);
    id = (await client.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await insertRandomDocuments(t.database.db, id, 40, 11);
  });
  afterAll(() => t.close());

  it('downloads a workbook whose rows are the filtered list, in order, with every field, labels, relevancy and note', async () => {
    const spec = {
      selectedTops: [{ name: 'predefined.Labels', selectedValue: 'fix' }],
      sortDocumentsBy: 'citations' as const,
    };
    const listed = (await client.post(`/api/investigations/topic/${id}/data?pageSize=500`, spec)).json();
    const response = await client.post(`/api/investigations/topic/${id}/export`, spec);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(
      /^attachment; filename="\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d soil carbon\.xlsx"; filename\*=UTF-8''\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d soil carbon\.xlsx$/,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Documents')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_HEADERS]);
    const titles = sheet.getColumn(1).values.slice(2);
    expect(titles).toEqual(listed.documents.map((doc: { title: string }) => doc.title));
    const labelsColumn = EXPORT_HEADERS.indexOf('Labels') + 1;
    for (let row = 2; row <= sheet.rowCount; row++)
      expect(String(sheet.getRow(row).getCell(labelsColumn).value)).toMatch(/fix/);
    expect(sheet.rowCount - 1).toBe(listed.documentCounts.totalDocumentCount);
  });

  it('names the file with a timestamp and a safe title', () => {
    expect(exportFileName('a/b: "c"?', 'xlsx', new Date('2026-01-02T03:04:05Z'))).toBe(
      '2026-01-02_03-04-05 a b c.xlsx',
    );
  });

  it("refuses another user's investigation", async () => {
    const other = await signedInClient(t);
    expect((await other.post(`/api/investigations/topic/${id}/export`, {})).statusCode).toBe(404);
  });
});
