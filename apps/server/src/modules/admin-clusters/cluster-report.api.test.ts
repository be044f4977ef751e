import {
  type ClusterReport,
  clusterReportMessages,
  MAX_CV_FILE_BYTES,
  MAX_DOI_LIST_LENGTH,
  storageKeyProblem,
} from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FerreiraHarvest, startFerreiraHarvest, worksLessToTellThemApart } from '../../test/ferreira-harvest.js';
import { docxWithText, pdfWithText } from '../../test/full-text-files.js';
import type { TestApp, TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

const GENERATE = '/api/admin/clusters/generate-report';

describe(`the cluster report (${testEngine})`, () => {
  let harvest: FerreiraHarvest;
  let t: TestApp;
  let admin: TestClient;
  let id: number;
  /** The harvested documents with the person of their Ferreira mention, read from the database. */
  let documents: Array<{ id: number; title: string; doi: string; person_id: number }>;
  const byTitle = (start: string) => documents.find((document) => document.title.startsWith(start))!;
  const storedKeys = async () => (await t.storage.list('cluster-reports/')).map((entry) => entry.key).sort();

  /** The cluster with most of these documents (ties: the larger cluster), as the contract defines it. */
  const expectedMainCluster = (matched: number[]) => {
    const count = (person: number, among: number[]) =>
      documents.filter((document) => document.person_id === person && among.includes(document.id)).length;
    const all = documents.map((document) => document.id);
    return [...new Set(documents.map((document) => document.person_id))]
      .filter((person) => count(person, matched) > 0)
      .sort((a, b) => count(b, matched) - count(a, matched) || count(b, all) - count(a, all) || a - b)[0];
  };

  beforeAll(async () => {
    const works = worksLessToTellThemApart();
    harvest = await startFerreiraHarvest(() => works);
    ({ t, id } = harvest);
    admin = await signedInClient(t, ['admin']);
    documents = (
      await t.database.db.query<{ id: number; title: string; doi: string; person_id: number }>(
        `SELECT d.id::int, d.title, d.doi, a.person_id::int FROM documents d
         JOIN document_authors a ON a.document_id = d.id AND a.name LIKE '%Ferreira%'
         WHERE d.investigation_id = $1 ORDER BY d.id`,
        [id],
      )
    ).rows;
  });
  afterAll(() => harvest.close());

  it('compares the clusters with a PDF CV whose titles are mangled, wrapped and with a subtitle, and stores both', async () => {
    const peat = byTitle('Peatland');
    const cork = byTitle('Cork oak');
    expect([peat, cork].every(Boolean)).toBe(true);
    const cv = pdfWithText([
      'ANA FERREIRA',
      'Curriculum Vitae',
      'Publications',
      `1. Ferreira, A., Costa, R. (2019). ${peat.title.toUpperCase().split(' ').slice(0, 3).join(' ')}`,
      `${peat.title.split(' ').slice(3).join(' ')}. Soil Biology, 12, 1-10.`,
      `2. Ferreira, A., Lima, J. (2020). ${cork.title.toLowerCase()}: evidence from`,
      'the Alentejo. Geoderma, 361, 114-120.',
      '3. Ferreira, A. (2021). A history of cork stoppers in Portuguese wine. Wine Journal, 2, 3-4.',
    ]);
    const answer = await admin.upload(GENERATE, { investigationId: String(id), doiList: '' }, [
      { name: 'cvFile', fileName: 'cv.pdf', content: cv },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const report: ClusterReport = answer.json();

    const matched = [peat.id, cork.id];
    const main = expectedMainCluster(matched);
    const inMain = matched.filter(
      (documentId) => byTitle(documents.find((d) => d.id === documentId)!.title).person_id === main,
    );
    expect(report.cvTitles).toHaveLength(3);
    expect(report.matchingClusterId).toBe(main);
    expect(report.articleStats.cvTitlesCount).toEqual({ count: 3, percentage: 100 });
    expect(report.articleStats.cvTitlesFound).toEqual({ count: 2, percentage: (100 * 2) / 3 });
    expect(report.articleStats.cvTitlesInMainCluster.count).toBe(inMain.length);
    expect(report.articleStats.cvTitlesInWrongCluster.count).toBe(2 - inMain.length);
    expect(report.articleStats.cvTitlesNotFound).toEqual({ count: 1, percentage: 100 / 3 });
    const mainDocuments = documents.filter((document) => document.person_id === main);
    expect(report.articleStats.allTitlesInMainCluster).toEqual({
      count: mainDocuments.length,
      percentage: (100 * mainDocuments.length) / documents.length,
    });
    expect(report.articleStats.mainClusterTitlesNotInCV.count).toBe(
      mainDocuments.filter((document) => !matched.includes(document.id)).length,
    );
    expect(report.patentStats.cvTitlesCount.count).toBe(0);

    expect(report.documents.map((document) => document.documentId)).toEqual(documents.map((document) => document.id));
    for (const document of report.documents) {
      const expected = documents.find((d) => d.id === document.documentId)!;
      expect(document.appearsInCv).toBe(matched.includes(expected.id) ? 'Yes' : 'No');
      expect(document.cluster1PersonId).toBe(expected.person_id);
      expect(document.cluster2PersonId).toMatch(/A58/);
      expect(document.cluster2PersonName).toContain('Ferreira');
      if (document.cluster1PersonId === main && mainDocuments.length === 1) expect(document.mergeScore).toBeNull();
      else expect(document.mergeScore).toBeGreaterThanOrEqual(0);
    }
    // Quarry's clusters by id, each spread over the OpenAlex ids its mentions came with
    expect(report.comparisons.map((comparison) => comparison.sourceClusterId)).toEqual(
      [...new Set(documents.map((document) => document.person_id))].sort((a, b) => a - b),
    );
    const total = report.comparisons.reduce((sum, comparison) => sum + comparison.sourceClusterCount, 0);
    expect(total).toBe(documents.length);

    expect(storageKeyProblem(report.fileKey)).toBeUndefined();
    expect(report.fileKey).toMatch(new RegExp(`^cluster-reports/${id}/.+\\.json$`));
    expect(report.cvFileKey).toMatch(new RegExp(`^cluster-reports/${id}/.+-cv\\.pdf$`));
    expect(await storedKeys()).toEqual(expect.arrayContaining([report.fileKey, report.cvFileKey]));
    const again = await admin.post('/api/admin/clusters/report-by-file', { fileKey: report.fileKey });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(report);
  });

  it('matches a DOI list in any written form, and a Word CV with it', async () => {
    const third = byTitle('Smallholder');
    const list = `https://doi.org/${third.doi.replace(/^https:\/\/doi\.org\//, '').toUpperCase()}\n doi:10.5555/nothing.here`;
    const byDois = await admin.upload(GENERATE, { investigationId: String(id), doiList: list }, []);
    expect(byDois.statusCode, byDois.body).toBe(200);
    const report: ClusterReport = byDois.json();
    expect(report.doiList).toEqual([
      third.doi.replace(/^https:\/\/doi\.org\//, '').toLowerCase(),
      '10.5555/nothing.here',
    ]);
    expect(report.cvFileKey).toBeNull();
    expect(report.cvTitles).toEqual([]);
    expect(report.articleStats.cvTitlesCount.count).toBe(2);
    expect(report.articleStats.cvTitlesFound.count).toBe(1);
    expect(report.matchingClusterId).toBe(third.person_id);
    expect(report.documents.filter((document) => document.appearsInCv === 'Yes').map((d) => d.documentId)).toEqual([
      third.id,
    ]);

    const cork = byTitle('Cork oak');
    const docx = await docxWithText(['Selected publications', `Ferreira, A. (2020). ${cork.title}. Geoderma, 361.`]);
    const withCv = await admin.upload(GENERATE, { investigationId: String(id), doiList: list }, [
      { name: 'cvFile', fileName: 'Ferreira CV.docx', content: docx },
    ]);
    expect(withCv.statusCode, withCv.body).toBe(200);
    const combined: ClusterReport = withCv.json();
    expect(combined.cvTitles).toEqual([cork.title]);
    expect(combined.articleStats.cvTitlesFound.count).toBe(2);
    expect(combined.cvFileKey).toMatch(/-cv\.docx$/);
  });

  describe('refuses', () => {
    const send = (fields: Record<string, string>, fileName?: string, content?: Buffer | string) =>
      admin.upload(GENERATE, fields, fileName === undefined ? [] : [{ name: 'cvFile', fileName, content: content! }]);
    const form = () => ({ investigationId: String(id), doiList: '' });

    it('a caller who is not signed in (401) or not an admin (403)', async () => {
      expect((await t.newClient().upload(GENERATE, form(), [])).statusCode).toBe(401);
      expect((await harvest.owner.upload(GENERATE, { ...form(), doiList: '10.5555/x' }, [])).statusCode).toBe(403);
      expect((await harvest.owner.post('/api/admin/clusters/report-by-file', { fileKey: 'a.json' })).statusCode).toBe(
        403,
      );
    });

    it('each bad form with its message, storing nothing', async () => {
      const before = await storedKeys();
      const cases: Array<[string, Awaited<ReturnType<typeof send>>]> = [
        [clusterReportMessages.missingInvestigationId, await send({ doiList: '10.5555/x' })],
        [clusterReportMessages.nothingToMatch, await send(form())],
        [clusterReportMessages.emptyCv, await send(form(), 'cv.pdf', Buffer.alloc(0))],
        [clusterReportMessages.cvTooLarge, await send(form(), 'cv.txt', Buffer.alloc(MAX_CV_FILE_BYTES + 1, 'a'))],
        [clusterReportMessages.cvWrongType, await send(form(), 'cv.doc', 'Ferreira, A. (2019). A title of mine. J.')],
        [clusterReportMessages.notACv, await send(form(), 'letter.pdf', pdfWithText(['Dear committee,', 'Regards']))],
        [
          clusterReportMessages.unreadableCv('no text could be read'),
          await send(form(), 'cv.pdf', Buffer.from('not a pdf at all')),
        ],
        [
          clusterReportMessages.tooManyDois,
          await send({
            ...form(),
            doiList: Array.from({ length: MAX_DOI_LIST_LENGTH + 1 }, (_, k) => `10.5555/${k}`).join('\n'),
          }),
        ],
      ];
      for (const [message, answer] of cases) {
        expect(answer.statusCode, message).toBe(400);
        expect(answer.body).toBe(message);
      }
      const topic = (await harvest.owner.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
      const notPerson = await send({ investigationId: String(topic), doiList: '10.5555/x' });
      expect([notPerson.statusCode, notPerson.body]).toEqual([400, clusterReportMessages.notPersonInvestigation]);
      expect((await send({ investigationId: '999999', doiList: '10.5555/x' })).statusCode).toBe(404);
      expect(await storedKeys()).toEqual(before);
    });

    it('an unknown or malformed report key', async () => {
      const unknown = await admin.post('/api/admin/clusters/report-by-file', { fileKey: 'cluster-reports/1/no.json' });
      expect([unknown.statusCode, unknown.body]).toEqual([404, clusterReportMessages.unknownReport]);
      const malformed = await admin.post('/api/admin/clusters/report-by-file', { fileKey: '../etc/passwd' });
      expect([malformed.statusCode, malformed.body]).toEqual([400, storageKeyProblem('../etc/passwd')]);
    });
  });

  it("finds the points of contact of a person: its documents' affiliations, most documents first", async () => {
    const peat = byTitle('Peatland');
    await t.database.db.query(
      `INSERT INTO document_entities (document_id, kind, value) VALUES ($1, 'email', 'ana.ferreira@ulisboa.pt')`,
      [peat.id],
    );
    const answer = await admin.post('/api/admin/clusters/points-of-contact', {
      investigationId: id,
      personId: peat.person_id,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const contact = answer.json();
    expect(contact.affiliations[0]).toMatchObject({ name: 'University of Lisbon', documents: 1 });
    expect(contact.emails).toEqual([{ email: 'ana.ferreira@ulisboa.pt', documents: 1, lastYear: expect.any(Number) }]);
    const unknown = await admin.post('/api/admin/clusters/points-of-contact', {
      investigationId: id,
      personId: 999999,
    });
    expect(unknown.statusCode).toBe(404);
    const owner = await harvest.owner.post('/api/admin/clusters/points-of-contact', {
      investigationId: id,
      personId: peat.person_id,
    });
    expect(owner.statusCode).toBe(403);
  });
});
