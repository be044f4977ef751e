import { personProfileText } from '@quarry/contract';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublication } from '../../test/publication-fixture.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

describe(`a person's profile (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let id: number;
  let personId: number;
  const at = (rest: string, investigationId = id) => `/api/investigations/person/${investigationId}/profile${rest}`;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    id = (await owner.post('/api/investigations/person', { personName: 'Ana Ferreira' })).json().id;
    const db = t.database.db;
    const first = await insertPublication(db, id, {
      title: 'Soil carbon stocks',
      date: '2022-03-01',
      authors: ['Ana Ferreira', 'Bo Li'],
      journal: 'Soil Letters',
    });
    await insertPublication(db, id, { title: 'Peat bogs', date: '2020-06-01', authors: ['Ana Ferreira'] });
    await insertPublication(db, id, { title: 'Someone else', date: '2021-06-01', authors: ['Carla Diaz'] });
    const { rows } = await db.query<{ person_id: number }>(
      'SELECT person_id FROM document_authors WHERE document_id = $1 ORDER BY position LIMIT 1',
      [first],
    );
    personId = rows[0]!.person_id;
    // Both documents are the one person's (as the disambiguation would have joined them).
    await db.query(
      `UPDATE document_authors SET person_id = $1 WHERE document_id IN (SELECT id FROM documents WHERE investigation_id = $2) AND name = 'Ana Ferreira'`,
      [personId, id],
    );
  });
  afterAll(() => t.close());

  it("answers the overview's tiles in one call: summary, co-authors, publications per year", async () => {
    const response = await owner.post(at(''), { personId });
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json();
    expect(profile.personId).toBe(personId);
    expect(profile.summary.personName).toBe('Ana Ferreira');
    expect(profile.summary.documents.map((d: { title: string }) => d.title)).toEqual([
      'Soil carbon stocks',
      'Peat bogs',
    ]);
    expect(profile.details).toMatchObject({ id: personId, name: 'Ana Ferreira' });
    expect(profile.coAuthors.nodes.map((node: { personName: string }) => node.personName).sort()).toEqual([
      'Ana Ferreira',
      'Bo Li',
    ]);
    expect(
      profile.publicationsPerYear.map((bar: { year: number; totalCount: number }) => [bar.year, bar.totalCount]),
    ).toEqual([
      [2020, 1],
      [2022, 1],
    ]);
  });

  it('exports the profile as a Word file: summary, institutes, interests, publications by year, co-authors', async () => {
    const response = await owner.post(at('/export'), { personId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(/ Ana Ferreira\.docx$/);
    const xml = await (await JSZip.loadAsync(response.rawPayload)).file('word/document.xml')!.async('string');
    const text = xml.replace(/<[^>]+>/g, '');
    const word = personProfileText.word;
    for (const heading of [word.summary, word.institutes, word.interests, word.publicationsByYear, word.coAuthors])
      expect(text).toContain(heading);
    expect(text.indexOf('2022 (1)')).toBeLessThan(text.indexOf('2020 (1)'));
    expect(text).toContain('Soil carbon stocks');
    expect(text).toContain('Bo Li (1)');
    expect(text).not.toContain('Someone else');
  });

  it('refuses an unknown person, a stranger, no session, and a faculty user the Word file', async () => {
    const unknown = await owner.post(at(''), { personId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(personProfileText.unknownPerson);
    expect((await owner.post(at(''), { personId: 'me' })).statusCode).toBe(400);
    const stranger = await signedInClient(t);
    expect((await stranger.post(at(''), { personId })).statusCode).toBe(404);
    expect((await stranger.post(at('/export'), { personId })).statusCode).toBe(404);
    expect((await t.newClient().post(at('/export'), { personId })).statusCode).toBe(401);
    const faculty = await signedInClient(t, ['faculty_works']);
    const own = (
      await faculty.post('/api/investigations/person/researcherworks', {
        instituteName: 'Weizmann Institute',
        facultyName: 'Earth Sciences',
        researcherName: 'Ana Ferreira',
      })
    ).json().id;
    await insertPublication(t.database.db, own, { title: 'Hers', authors: ['Ana Ferreira'] });
    const hers = (await faculty.post(`/api/investigations/person/${own}/data`, {})).json().persons[0].id;
    expect((await faculty.post(at('', own), { personId: hers })).statusCode).toBe(200);
    const refused = await faculty.post(at('/export', own), { personId: hers });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe(personProfileText.noWordExport);
  });
});
