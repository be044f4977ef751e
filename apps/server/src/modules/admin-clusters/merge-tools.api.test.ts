import { clusterReportMessages, type ClusterReport, type FinalReport, type MergeDebugResult } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedModel } from '../../engines/disambiguation/index.js';
import { type FerreiraHarvest, startFerreiraHarvest, worksLessToTellThemApart } from '../../test/ferreira-harvest.js';
import type { TestApp, TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

describe(`the admin merge reports (${testEngine})`, () => {
  let harvest: FerreiraHarvest;
  let t: TestApp;
  let admin: TestClient;
  let id: number;
  /** The Ferreira persons, the one with most documents first, and each document's Ferreira person. */
  let persons: number[];
  let documents: Array<{ id: number; person_id: number }>;
  let report: ClusterReport;

  beforeAll(async () => {
    const works = worksLessToTellThemApart();
    harvest = await startFerreiraHarvest(() => works);
    ({ t, id } = harvest);
    admin = await signedInClient(t, ['admin']);
    documents = (
      await t.database.db.query<{ id: number; person_id: number }>(
        `SELECT d.id::int, a.person_id::int FROM documents d
         JOIN document_authors a ON a.document_id = d.id AND a.name LIKE '%Ferreira%'
         WHERE d.investigation_id = $1 ORDER BY d.id`,
        [id],
      )
    ).rows;
    const count = (person: number) => documents.filter((document) => document.person_id === person).length;
    persons = [...new Set(documents.map((document) => document.person_id))].sort((a, b) => count(b) - count(a));
    const answer = await admin.upload(
      '/api/admin/clusters/generate-report',
      { investigationId: String(id), doiList: '10.5555/ferreira.1' },
      [],
    );
    expect(answer.statusCode, answer.body).toBe(200);
    report = answer.json();
  });
  afterAll(() => harvest.close());

  it('downloads the merge report of persons given by their ids alone, and refuses an unknown one', async () => {
    expect(persons.length).toBeGreaterThanOrEqual(2);
    const answer = await admin.post('/api/admin/merge/report', { personIds: persons });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename=".+\.txt"/);
    expect(answer.body).toContain(`(${persons[0]}) × `);
    expect(answer.body).toMatch(/totalScore: \d\.\d{3}/);

    const unknown = await admin.post('/api/admin/merge/report', { personIds: [persons[0], 999999] });
    expect([unknown.statusCode, unknown.body]).toEqual([404, clusterReportMessages.unknownPerson(999999)]);
    const one = await admin.post('/api/admin/merge/report', { personIds: [persons[0]] });
    expect(one.statusCode).toBe(400);
    expect(one.body).toContain(clusterReportMessages.mergeReportPersons);
    expect((await harvest.owner.post('/api/admin/merge/report', { personIds: persons })).statusCode).toBe(403);
    expect((await t.newClient().post('/api/admin/merge/report', { personIds: persons })).statusCode).toBe(401);
  });

  it("gives the final report: the main person's decision with each other, and the model's threshold", async () => {
    const [main, ...others] = persons;
    const answer = await admin.post('/api/admin/merge/final-report', { mainPersonId: main, personIds: others });
    expect(answer.statusCode, answer.body).toBe(200);
    const final: FinalReport = answer.json();
    expect(final.mainPersonId).toBe(main);
    expect(final.threshold).toBeCloseTo(1 - shippedModel().threshold);
    expect(final.decisions.map((decision) => [decision.id1, decision.id2])).toEqual(
      others.map((other) => [main, other]),
    );
    for (const decision of final.decisions) {
      expect(decision.totalScore).toBeGreaterThanOrEqual(0);
      expect(decision.totalScore).toBeLessThanOrEqual(1);
      expect(Object.keys(decision.scores).length).toBeGreaterThan(0);
    }
    const unknown = await admin.post('/api/admin/merge/final-report', { mainPersonId: 999999, personIds: others });
    expect(unknown.statusCode).toBe(404);
  });

  it("debugs a report's bad documents against its good ones, feature by feature", async () => {
    const main = report.matchingClusterId!;
    const good = documents.filter((document) => document.person_id === main).map((document) => document.id);
    const bad = documents.filter((document) => document.person_id !== main).map((document) => document.id);
    const body = { fileKey: report.fileKey, personId: main, goodDocumentIds: good, badDocumentIds: bad };
    const answer = await admin.post('/api/admin/merge/debug', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const debug: MergeDebugResult = answer.json();
    expect(debug.personId).toBe(main);
    expect(debug.threshold).toBeCloseTo(1 - shippedModel().threshold);
    expect(debug.badDocuments.map((document) => document.documentId)).toEqual(bad);
    for (const document of debug.badDocuments) {
      expect(document.documentTitle).not.toBe('');
      expect(document.pairs.map((pair) => pair.goodDocumentId)).toEqual(good);
      expect(document.bestScore).toBe(Math.max(...document.pairs.map((pair) => pair.totalScore)));
      expect(Object.keys(document.pairs[0]!.scores).length).toBeGreaterThan(0);
    }

    const stranger = await admin.post('/api/admin/merge/debug', { ...body, badDocumentIds: [999999] });
    expect(stranger.statusCode).toBe(400);
    const noPerson = await admin.post('/api/admin/merge/debug', { ...body, personId: 999999 });
    expect([noPerson.statusCode, noPerson.body]).toEqual([404, clusterReportMessages.unknownPerson(999999)]);
    const noReport = await admin.post('/api/admin/merge/debug', { ...body, fileKey: 'cluster-reports/1/none.json' });
    expect([noReport.statusCode, noReport.body]).toEqual([404, clusterReportMessages.unknownReport]);
    expect((await harvest.owner.post('/api/admin/merge/debug', body)).statusCode).toBe(403);
  });
});
