import { personDetailsText, personsApi } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';

interface Authored {
  title: string;
  type: string;
  publicationType?: string;
  date: string | null;
  authors: Array<{ person: number; printed: string; affiliation?: string }>;
  concepts?: Record<string, number>;
}

async function insertPerson(
  db: Queryable,
  investigationId: number,
  name: string,
  variants: string[] = [],
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO persons (investigation_id, name, name_key, variants) VALUES ($1, $2, $3, $4) RETURNING id',
    [investigationId, name, name.toLowerCase(), variants],
  );
  return rows[0]!.id;
}

async function insertDocument(db: Queryable, investigationId: number, document: Authored): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO documents (investigation_id, dedupe_key, type, title, date, publication_type, url, harvester_type)
     VALUES ($1, $2, $3, $2, $4, $5, $6, 'MICROSOFT') RETURNING id`,
    [
      investigationId,
      document.title,
      document.type,
      document.date,
      document.publicationType ?? null,
      `https://example.org/${encodeURIComponent(document.title)}`,
    ],
  );
  const id = rows[0]!.id;
  for (const [position, author] of document.authors.entries()) {
    await db.query(
      'INSERT INTO document_authors (document_id, position, person_id, name, affiliations) VALUES ($1, $2, $3, $4, $5)',
      [
        id,
        position,
        author.person,
        author.printed,
        JSON.stringify(author.affiliation ? [{ name: author.affiliation }] : []),
      ],
    );
  }
  for (const [value, score] of Object.entries(document.concepts ?? {})) {
    await db.query(`INSERT INTO document_entities (document_id, kind, value, score) VALUES ($1, 'concept', $2, $3)`, [
      id,
      value,
      score,
    ]);
  }
  return id;
}

describe(`the author summary (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let id: number;
  let ada: number;
  let babbage: number;
  let elsewhere: number;
  const documents: Record<string, number> = {};
  const summary = (personId: number, query = '', client = owner, investigationId = id) =>
    client.get(`/api/investigations/topic/${investigationId}/person-summary/${personId}${query}`);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    const db = t.database.db;
    id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    ada = await insertPerson(db, id, 'Ada Lovelace', ['Augusta Ada King']);
    babbage = await insertPerson(db, id, 'Charles Babbage');
    documents.article = await insertDocument(db, id, {
      title: 'Carbon in soils',
      type: 'Article',
      publicationType: 'journal-article',
      date: '2019-05-01',
      authors: [
        { person: ada, printed: 'Ada Lovelace', affiliation: 'University of London' },
        { person: babbage, printed: 'C. Babbage' },
      ],
      concepts: { 'soil carbon': 0.8 },
    });
    documents.chapter = await insertDocument(db, id, {
      title: 'Peat and carbon',
      type: 'Book Chapter',
      date: '2021-01-01',
      authors: [
        { person: ada, printed: 'A. Lovelace', affiliation: 'Analytical Society' },
        { person: babbage, printed: 'Charles Babbage' },
      ],
      concepts: { 'soil carbon': 0.5, peat: 0.9 },
    });
    documents.book = await insertDocument(db, id, {
      title: 'Notes',
      type: 'Book',
      date: null,
      authors: [{ person: ada, printed: 'ada lovelace', affiliation: 'University of London' }],
    });
    documents.patent = await insertDocument(db, id, {
      title: 'An engine',
      type: 'Article',
      publicationType: 'patent',
      date: '2015-03-01',
      authors: [{ person: ada, printed: 'Ada Lovelace' }],
    });
    const other = (await owner.post('/api/investigations/topic', { searchString: 'engines' })).json().id as number;
    elsewhere = await insertPerson(db, other, 'Ada Lovelace');
  });
  afterAll(() => t.close());

  it('tells what the person wrote, with whom, where, and on what, newest first', async () => {
    const response = await summary(ada, '?personName=Ada%20Lovelace&termsCount=15');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      personName: 'Ada Lovelace',
      terms: [
        { term: 'soil carbon', weight: expect.closeTo(1.3, 5) },
        { term: 'peat', weight: expect.closeTo(0.9, 5) },
      ],
      recentAffiliations: [
        { affiliation: 'Analytical Society', title: '', fromYear: 2021, toYear: 2021 },
        // The undated book counts the affiliation once more but moves no year.
        { affiliation: 'University of London', title: '', fromYear: 2019, toYear: 2019 },
      ],
      bibliographicDetails: { articles: 1, authors: 1, bookChapters: 1, books: 1, patents: 1 },
      documents: [documents.chapter, documents.article, documents.patent, documents.book].map((docId) =>
        expect.objectContaining({ id: docId }),
      ),
      aliasNames: ['Augusta Ada King', 'A. Lovelace'],
      manuallyMerged: false,
      universityProfileUrl: null,
      lastReviewTime: null,
    });
    expect(response.json().documents[0]).toEqual({
      id: documents.chapter,
      title: 'Peat and carbon',
      url: 'https://example.org/Peat%20and%20carbon',
    });
  });

  it('answers as many research interests as asked, 25 by default', async () => {
    expect((await summary(ada, '?termsCount=1')).json().terms.map((term: { term: string }) => term.term)).toEqual([
      'soil carbon',
    ]);
    expect(personsApi.summary.query.parse({}).termsCount).toBe(25);
  });

  it('reads the review fields a reviewer set', async () => {
    await t.database.db.query(
      `UPDATE persons SET university_profile_url = 'https://uni.example/ada', last_reviewed_at = '2026-01-02T03:04:05Z' WHERE id = $1`,
      [ada],
    );
    expect((await summary(ada)).json()).toMatchObject({
      universityProfileUrl: 'https://uni.example/ada',
      lastReviewTime: '2026-01-02T03:04:05.000Z',
    });
  });

  it('answers null, the no-data case, for a person this investigation does not have (merged away or another investigation’s)', async () => {
    for (const personId of [elsewhere, 999_999_999]) {
      const response = await summary(personId);
      expect([response.statusCode, response.body]).toEqual([200, 'null']);
    }
  });

  it('refuses bad input, strangers and the signed-out', async () => {
    expect((await summary(ada, '?termsCount=0')).statusCode).toBe(400);
    expect((await summary(ada, '?termsCount=101')).statusCode).toBe(400);
    expect((await owner.get(`/api/investigations/topic/${id}/person-summary/ada`)).statusCode).toBe(400);
    expect((await summary(ada, '', stranger)).statusCode).toBe(404);
    expect((await summary(ada, '', t.newClient())).statusCode).toBe(401);
  });
});

describe(`person details: name, profile page, review (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let omnipotent: TestClient;
  let stranger: TestClient;
  let id: number;
  let omnipotentId: number;
  const path = (personId: number, investigationId = id, rest = '') =>
    `/api/investigations/topic/${investigationId}/person-details/${personId}${rest}`;
  const firstPerson = async (client: TestClient, investigationId: number) => {
    const data = (await client.post(`/api/investigations/topic/${investigationId}/data?pageSize=5`, {})).json();
    return data.persons[0] as { id: number; name: string };
  };
  const authorsTop = async (client: TestClient, investigationId: number) => {
    const data = (await client.post(`/api/investigations/topic/${investigationId}/data?pageSize=5`, {})).json();
    return data.tops.find((top: { name: string }) => top.name === 'predefined.Persons').entries as Array<{
      value: string;
      name: string;
    }>;
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    omnipotent = await signedInClient(t, ['omnisol']);
    stranger = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    omnipotentId = (await omnipotent.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await insertRandomDocuments(t.database.db, id, 20, 5);
    await insertRandomDocuments(t.database.db, omnipotentId, 20, 6);
  });
  afterAll(() => t.close());

  it('answers the details, and 404 for a person the investigation does not have', async () => {
    const person = await firstPerson(owner, id);
    expect((await owner.get(path(person.id))).json()).toEqual({
      id: person.id,
      name: person.name,
      universityProfileUrl: null,
      authorImageId: null,
    });
    const theirs = await firstPerson(omnipotent, omnipotentId);
    expect((await owner.get(path(theirs.id))).statusCode).toBe(404);
    expect((await stranger.get(path(person.id))).statusCode).toBe(404);
  });

  it('lets an omnipotent user rename a person and set the profile page: the Authors list shows the new name at once, the review is stamped', async () => {
    const person = await firstPerson(omnipotent, omnipotentId);
    expect((await authorsTop(omnipotent, omnipotentId)).find((entry) => entry.value === String(person.id))?.name).toBe(
      person.name,
    );
    const saved = await omnipotent.post(path(person.id, omnipotentId), {
      id: person.id,
      name: '  Ada King  ',
      universityProfileUrl: 'https://uni.example/ada',
      authorImageId: null,
    });
    expect(saved.json()).toEqual({
      id: person.id,
      name: 'Ada King',
      universityProfileUrl: 'https://uni.example/ada',
      authorImageId: null,
    });
    expect((await authorsTop(omnipotent, omnipotentId)).find((entry) => entry.value === String(person.id))?.name).toBe(
      'Ada King',
    );
    const summary = (
      await omnipotent.get(`/api/investigations/topic/${omnipotentId}/person-summary/${person.id}`)
    ).json();
    expect(summary).toMatchObject({ personName: 'Ada King', universityProfileUrl: 'https://uni.example/ada' });
    expect(Date.now() - Date.parse(summary.lastReviewTime)).toBeLessThan(60_000);
    const { rows } = await t.database.db.query('SELECT name_overridden FROM persons WHERE id = $1', [person.id]);
    expect(rows[0]).toEqual({ name_overridden: true });
  });

  it('refuses a rename by a user who is not omnipotent, bad input and a mismatched id, changing nothing', async () => {
    const person = await firstPerson(owner, id);
    const body = { id: person.id, name: person.name, universityProfileUrl: null, authorImageId: null };
    const refused = await owner.post(path(person.id), { ...body, name: 'Someone Else' });
    expect([refused.statusCode, refused.body]).toEqual([403, personDetailsText.onlyOmnipotent]);
    for (const bad of [
      { ...body, name: '   ' },
      { ...body, universityProfileUrl: 'ftp://x' },
      { ...body, id: person.id + 1 },
      { ...body, authorImageId: 7 },
    ]) {
      expect((await owner.post(path(person.id), bad)).statusCode).toBe(400);
    }
    expect((await owner.get(path(person.id))).json()).toEqual(body);
    // Unchanged, saving only stamps the review: anyone who works in the investigation may.
    expect((await owner.post(path(person.id), body)).statusCode).toBe(200);
  });

  it('marks a person reviewed now, whatever time the client sends', async () => {
    const person = await firstPerson(owner, id);
    const reviewed = await owner.post(path(person.id, id, '/reviewed'), {
      personId: person.id,
      lastReviewTime: '1999-01-01T00:00:00Z',
    });
    expect(Date.now() - Date.parse(reviewed.json().lastReviewTime)).toBeLessThan(60_000);
    expect((await owner.get(`/api/investigations/topic/${id}/person-summary/${person.id}`)).json().lastReviewTime).toBe(
      reviewed.json().lastReviewTime,
    );
    expect((await owner.post(path(999_999_999, id, '/reviewed'), {})).statusCode).toBe(404);
    expect((await stranger.post(path(person.id, id, '/reviewed'), {})).statusCode).toBe(404);
  });
});

describe(`semantic affinity and correlated investigations (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let id: number;
  const persons: Record<string, number> = {};
  const topic = (rest: string, investigationId = id) => `/api/investigations/topic/${investigationId}${rest}`;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    const db = t.database.db;
    id = (await owner.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
    for (const name of ['Ada Lovelace', 'Bruno Costa', 'Carla Dias', 'Dora Lima'])
      persons[name] = await insertPerson(db, id, name);
    const write = (title: string, author: string, concepts: Record<string, number>) =>
      insertDocument(db, id, {
        title,
        type: 'Article',
        date: '2020-01-01',
        authors: [{ person: persons[author]!, printed: author }],
        concepts,
      });
    await write('Peat carbon', 'Ada Lovelace', { peat: 1, carbon: 0.5 });
    await write('Peat stocks', 'Bruno Costa', { peat: 0.9, carbon: 0.4 });
    await write('Carbon finance', 'Carla Dias', { finance: 1, carbon: 0.2 });
    await write('Opera houses', 'Dora Lima', { opera: 1 });
  });
  afterAll(() => t.close());

  it('answers the other persons whose concepts overlap, most alike first, between 0 and 1', async () => {
    const answer = await owner.get(topic(`/semantic-affinity/${persons['Ada Lovelace']}`));
    expect(answer.statusCode, answer.body).toBe(200);
    const affinities: Array<{ personId: number; semanticAffinity: number }> = answer.json().personSemanticAffinities;
    expect(affinities.map((entry) => entry.personId)).toEqual([persons['Bruno Costa'], persons['Carla Dias']]);
    expect(affinities[0]!.semanticAffinity).toBeGreaterThan(0.95);
    expect(affinities[1]!.semanticAffinity).toBeGreaterThan(0);
    expect(affinities[1]!.semanticAffinity).toBeLessThan(0.3);
    // Someone with nothing in common: no one is alike.
    expect((await owner.get(topic(`/semantic-affinity/${persons['Dora Lima']}`))).json()).toEqual({
      personSemanticAffinities: [],
    });
  });

  it('refuses an unknown person and another user’s investigation with 404', async () => {
    expect((await owner.get(topic('/semantic-affinity/99999999'))).statusCode).toBe(404);
    expect((await stranger.get(topic(`/semantic-affinity/${persons['Ada Lovelace']}`))).statusCode).toBe(404);
    expect((await stranger.post(topic('/correlated'), { personId: persons['Ada Lovelace'] })).statusCode).toBe(404);
  });

  it('starts a Person investigation of the selected person, its harvest queued', async () => {
    const answer = await owner.post(topic('/correlated'), { personId: persons['Carla Dias'] });
    expect(answer.statusCode, answer.body).toBe(200);
    const created = answer.json();
    const opened = (await owner.get(`/api/investigations/person/${created.id}`)).json();
    expect(opened).toMatchObject({
      investigationType: 'Person',
      investigationSubType: 'Person',
      title: expect.stringContaining('Carla Dias'),
    });
    const jobs = await t.database.db.query('SELECT kind FROM jobs WHERE investigation_id = $1', [created.id]);
    expect(jobs.rows).toEqual([{ kind: 'harvest-investigation' }]);
    expect((await owner.post(topic('/correlated'), { personId: 'x' })).statusCode).toBe(400);
    expect((await owner.post(topic('/correlated'), { personId: 99999999 })).statusCode).toBe(404);
  });
});
