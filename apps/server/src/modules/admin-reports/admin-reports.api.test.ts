import { buffer } from 'node:stream/consumers';
import { clusterDiff, type PersonCandidate, storedReport } from '@quarry/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FerreiraHarvest, startFerreiraHarvest, worksLessToTellThemApart } from '../../test/ferreira-harvest.js';
import type { TestApp, TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

const FEEDBACK = '/api/admin/clusters/author-feedback-report';
const QUALITY = '/api/admin/clusters/quality-estimation-report';
const diffUrl = (query: string) => `/api/admin/clusters/diff?${query}`;

/** The rows of a stored workbook's sheet, header first, as plain values. */
async function sheetRows(t: TestApp, key: string, sheetName: string): Promise<unknown[][]> {
  const file = await t.storage.get(key);
  expect(file, key).toBeDefined();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buffer(file!.body)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(sheetName);
  expect(sheet, sheetName).toBeDefined();
  const rows: unknown[][] = [];
  sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe(`the process menu's admin reports (${testEngine})`, () => {
  let harvest: FerreiraHarvest;
  let t: TestApp;
  let owner: TestClient;
  let admin: TestClient;
  let id: number;
  let ownerEmail: string;
  let ana: number;
  let initial: number;
  let coauthor: { id: number; name: string };
  const person = (rest: string) => `/api/investigations/person/${id}${rest}`;
  const matches = async (): Promise<PersonCandidate[]> =>
    (await owner.get(person('/possible-matches?name=Ana%20Ferreira'))).json();

  beforeAll(async () => {
    const works = worksLessToTellThemApart();
    harvest = await startFerreiraHarvest(() => works);
    ({ t, owner, id } = harvest);
    admin = await signedInClient(t, ['admin']);
    ownerEmail = (await owner.get('/api/users/current')).json().email;
    const candidates = await matches();
    ana = candidates.find((candidate) => candidate.name === 'Ana Ferreira')!.id;
    initial = candidates.find((candidate) => candidate.name === 'A. Ferreira')!.id;
    const { rows } = await t.database.db.query<{ id: string; name: string }>(
      `SELECT p.id, p.name FROM persons p WHERE p.investigation_id = $1 AND p.name NOT LIKE '%Ferreira%' ORDER BY p.id LIMIT 1`,
      [id],
    );
    coauthor = { id: Number(rows[0]!.id), name: rows[0]!.name };
  });
  afterAll(() => harvest.close());

  it('compares no runs while the investigation has had one clustering, and answers 404 for an unknown one', async () => {
    const answer = await admin.get(diffUrl(`investigationId=${id}`));
    expect(answer.statusCode, answer.body).toBe(200);
    const diff = clusterDiff.parse(answer.json());
    expect(diff).toMatchObject({ investigationId: id, fromRunId: null, toRunId: null, moved: [], unchanged: 0 });
    expect(diff.runs).toHaveLength(1);
    expect(diff.location).toMatch(new RegExp(`^reports/cluster-diff/${id}-.+\\.xlsx$`));
    expect((await admin.get(diffUrl('investigationId=999999999'))).statusCode).toBe(404);
    expect((await admin.get(diffUrl(`investigationId=${id}&fromRunId=999999999`))).statusCode).toBe(404);
    expect((await admin.get(diffUrl('investigationId=abc'))).statusCode).toBe(400);
    expect((await admin.get(diffUrl(''))).statusCode).toBe(400);
  });

  it("lists the users' merges, undone merges and votes over time, and counts them per month", async () => {
    expect((await owner.post(person('/merge'), [ana, initial])).statusCode).toBe(200);
    expect((await owner.post(person('/merge/undo'), [ana])).statusCode).toBe(200);
    await t.jobs.idle();
    expect((await owner.post(person('/merge'), [ana, initial])).statusCode).toBe(200);
    expect((await owner.post(person('/disambiguate'), { relevantPersonIds: [ana] })).statusCode).toBe(200);
    expect((await owner.post(person('/disambiguate'), { irrelevantPersonIds: [coauthor.id] })).statusCode).toBe(200);

    const answer = await admin.get(FEEDBACK);
    expect(answer.statusCode, answer.body).toBe(200);
    const { location } = storedReport.parse(answer.json());
    expect(location).toMatch(/^reports\/author-feedback\/.+\.xlsx$/);
    const [header, ...events] = await sheetRows(t, location, 'Events');
    expect(header).toEqual(['Time', 'User', 'Investigation ID', 'Investigation', 'Kind', 'Persons']);
    const pair = `Ana Ferreira (${ana}); A. Ferreira (${initial})`;
    expect(
      events.map(([, user, investigationId, , kind, persons]) => [user ?? '', investigationId, kind, persons]),
    ).toEqual([
      [ownerEmail, id, 'Merge', pair],
      ['', id, 'Undone merge', pair],
      [ownerEmail, id, 'Merge', pair],
      ['', id, 'Vote: this person', `Ana Ferreira (${ana})`],
      ['', id, 'Not this person', `${coauthor.name} (${coauthor.id})`],
    ]);
    const times = events.map(([time]) => Date.parse(String(time)));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const month = new Date().toISOString().slice(0, 7);
    expect(await sheetRows(t, location, 'Per month')).toEqual([
      ['Month', 'Kind', 'Count'],
      [month, 'Merge', 2],
      [month, 'Undone merge', 1],
      [month, 'Vote: this person', 1],
      [month, 'Not this person', 1],
    ]);
    // The storage's download route serves it to the admin.
    const download = await admin.get(`/api/admin/storage?key=${encodeURIComponent(location)}`);
    expect(download.statusCode).toBe(200);
  });

  it('estimates each Person investigation: its clusters, the main one’s names, co-author cohesion and confidence', async () => {
    const answer = await admin.get(QUALITY);
    expect(answer.statusCode, answer.body).toBe(200);
    const { location } = storedReport.parse(answer.json());
    expect(location).toMatch(/^reports\/quality-estimation\/.+\.xlsx$/);
    const [header, ...rows] = await sheetRows(t, location, 'Investigations');
    expect(header).toEqual([
      'Investigation ID',
      'Name',
      'Clusters',
      'Largest cluster (documents)',
      'Largest cluster share %',
      'Main cluster',
      'Main cluster documents',
      'Name variants',
      'Printed names',
      'Co-author cohesion %',
      'Mentions scored',
      'Low confidence %',
    ]);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    const candidates = await matches();
    const sizes = candidates.map((candidate) => candidate.documentsCount);
    const mainDocuments = candidates.find((candidate) => candidate.id === ana)!.documentsCount;
    expect(row).toMatchObject({
      'Investigation ID': id,
      Name: 'Ana Ferreira',
      Clusters: candidates.length,
      'Largest cluster (documents)': Math.max(...sizes),
      'Main cluster': ana,
      'Main cluster documents': mainDocuments,
      'Mentions scored': mainDocuments,
    });
    expect(String(row['Printed names']).split('; ')).toContain('A. Ferreira');
    expect(row['Name variants']).toBe(String(row['Printed names']).split('; ').length);
    for (const share of ['Largest cluster share %', 'Co-author cohesion %', 'Low confidence %']) {
      expect(row[share]).toBeGreaterThanOrEqual(0);
      expect(row[share]).toBeLessThanOrEqual(100);
    }
  });

  it('shows the mentions a re-clustering moved: the merged author went with the person she was merged into', async () => {
    const { rows: mentions } = await t.database.db.query<{ document_id: string; position: number }>(
      `SELECT a.document_id, a.position FROM document_authors a WHERE a.person_id = $1 AND a.name = 'A. Ferreira'`,
      [ana],
    );
    expect(mentions).toHaveLength(1);
    expect((await admin.post(`/api/admin/merge/investigations/${id}`)).json()).toBe('');
    await t.jobs.idle();

    const answer = await admin.get(diffUrl(`investigationId=${id}`));
    expect(answer.statusCode, answer.body).toBe(200);
    const diff = clusterDiff.parse(answer.json());
    expect(diff.runs).toHaveLength(2);
    expect([diff.fromRunId, diff.toRunId]).toEqual(diff.runs.map((run) => run.runId));
    const moved = diff.moved.find((mention) => mention.name === 'A. Ferreira');
    expect(moved).toEqual({
      mentionId: mentions[0]!.position,
      documentId: Number(mentions[0]!.document_id),
      documentTitle: expect.any(String),
      name: 'A. Ferreira',
      fromPersonId: initial,
      toPersonId: ana,
    });
    expect(diff.unchanged).toBeGreaterThan(0);
    const [header, ...rows] = await sheetRows(t, diff.location, 'Moved mentions');
    expect(header).toEqual(['Document ID', 'Author position', 'Name', 'Document', 'From person', 'To person']);
    expect(rows).toHaveLength(diff.moved.length);
    expect(rows).toContainEqual([
      moved!.documentId,
      moved!.mentionId,
      'A. Ferreira',
      moved!.documentTitle,
      initial,
      ana,
    ]);

    // The same two runs asked for by id; the other way round, the mention moves back.
    const [first, second] = diff.runs.map((run) => run.runId);
    const back = clusterDiff.parse(
      (await admin.get(diffUrl(`investigationId=${id}&fromRunId=${second}&toRunId=${first}`))).json(),
    );
    expect(back.moved.find((mention) => mention.name === 'A. Ferreira')).toMatchObject({
      fromPersonId: ana,
      toPersonId: initial,
    });
  });

  it('refuses everyone but an admin: 403 for a signed-in user, 401 without a session', async () => {
    const anonymous = t.newClient();
    for (const [client, status] of [
      [owner, 403],
      [anonymous, 401],
    ] as const) {
      expect((await client.get(FEEDBACK)).statusCode).toBe(status);
      expect((await client.get(QUALITY)).statusCode).toBe(status);
      expect((await client.get(diffUrl(`investigationId=${id}`))).statusCode).toBe(status);
    }
  });
});
