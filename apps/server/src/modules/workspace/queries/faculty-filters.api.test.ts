import { type InvestigationData, urlFilterMessages } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';

/** Documents by title: their address, labels and authors. */
const DOCUMENTS = [
  { title: 'Peat carbon in boreal soils', url: 'https://www.example.org/a/?x=1&y=2', authors: ['Ada Lovelace'] },
  { title: 'Peat Carbon in Boreal Soils.', url: 'http://example.org/b', authors: ['Lovelace, A.'] },
  { title: 'Methane from rice paddies', url: 'https://rice.example.net/paper', authors: ['Grace Hopper'] },
  { title: 'A lonely suspect', url: null, authors: ['Alan Turing'], labels: ['dup-suspect'] },
];

describe(`the faculty filters: researcher names, new duplicates, document URLs (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let id: number;
  const idOf = new Map<string, number>();
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
    const persons = new Map<string, number>();
    for (const [k, doc] of DOCUMENTS.entries()) {
      const { rows } = await t.database.db.query<{ id: number }>(
        `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, harvester_type, url, labels)
         VALUES ($1, $2, 'Article', $3, 'An abstract.', 'MICROSOFT', $4, $5) RETURNING id`,
        [id, `k${k}`, doc.title, doc.url, doc.labels ?? []],
      );
      idOf.set(doc.title, rows[0]!.id);
      for (const [position, name] of doc.authors.entries()) {
        const person = await t.database.db.query<{ id: number }>(
          `INSERT INTO persons (investigation_id, name, name_key) VALUES ($1, $2, $3) RETURNING id`,
          [id, name, name.toLowerCase()],
        );
        persons.set(name, person.rows[0]!.id);
        await t.database.db.query(
          `INSERT INTO document_authors (document_id, position, person_id, name, affiliations) VALUES ($1, $2, $3, $4, '[]')`,
          [rows[0]!.id, position, persons.get(name), name],
        );
      }
    }
    await t.database.db.query('UPDATE investigations SET total_documents = $2 WHERE id = $1', [id, DOCUMENTS.length]);
  });
  afterAll(() => t.close());

  const data = async (spec: object) => {
    const answer = await owner.post(`/api/investigations/topic/${id}/data?pageSize=10`, spec);
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json() as InvestigationData;
    const titleOf = new Map([...idOf].map(([title, docId]) => [docId, title]));
    return { titles: result.availableDocumentIds.map((docId) => titleOf.get(docId)!).sort(), result };
  };

  it('matches document URLs fuzzily and names the ones no document has', async () => {
    const { titles, result } = await data({
      specificDocumentUrls: ['http://EXAMPLE.org/a?y=2&x=1', 'https://example.org/b/', 'https://nowhere.org/c'],
    });
    expect(titles).toEqual(['Peat Carbon in Boreal Soils.', 'Peat carbon in boreal soils']);
    expect(result.unmatchedUrls).toEqual(['https://nowhere.org/c']);
    expect((await data({})).result.unmatchedUrls).toBeUndefined();
  });

  it('refuses a line that is not an http(s) URL, with its message', async () => {
    const answer = await owner.post(`/api/investigations/topic/${id}/data`, {
      specificDocumentUrls: ['https://example.org/a', 'example.org/b'],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(urlFilterMessages.notUrl('example.org/b'));
  });

  it('shows the researchers’ documents, by compatible name, once the configuration names them', async () => {
    expect((await data({ onlyInvestigationResearchers: true })).titles).toEqual([]);
    const saved = await owner.post(`/api/investigations/${id}/configuration`, { researchers: ['Ada Lovelace'] });
    expect(saved.statusCode, saved.body).toBe(204);
    expect((await data({ onlyInvestigationResearchers: true })).titles).toEqual([
      'Peat Carbon in Boreal Soils.',
      'Peat carbon in boreal soils',
    ]);
  });

  it('shows new duplicates: same titles and dup-suspects, until the user labels them duplicate', async () => {
    expect((await data({ onlyDuplicateDocuments: true })).titles).toEqual([
      'A lonely suspect',
      'Peat Carbon in Boreal Soils.',
      'Peat carbon in boreal soils',
    ]);
    const labelled = await owner.post(
      `/api/investigations/topic/${id}/documents/${idOf.get('Peat Carbon in Boreal Soils.')}/label`,
      { labels: ['duplicate'] },
    );
    expect(labelled.statusCode, labelled.body).toBe(200);
    expect((await data({ onlyDuplicateDocuments: true })).titles).toEqual(['A lonely suspect']);
  });

  it('narrows the De-dup stage to the documents labelled fix or accepted (labels selected together match any)', async () => {
    const label = async (title: string, labels: string[]) =>
      expect(
        (await owner.post(`/api/investigations/topic/${id}/documents/${idOf.get(title)}/label`, { labels })).statusCode,
      ).toBe(200);
    await label('Methane from rice paddies', ['fix']);
    await label('A lonely suspect', ['accepted']);
    const fixOrAccepted = [
      { name: 'predefined.Labels', selectedValue: 'fix' },
      { name: 'predefined.Labels', selectedValue: 'accepted' },
    ];
    expect((await data({ selectedTops: fixOrAccepted })).titles).toEqual([
      'A lonely suspect',
      'Methane from rice paddies',
    ]);
    expect((await data({ selectedTops: fixOrAccepted, onlyDuplicateDocuments: true })).titles).toEqual([
      'A lonely suspect',
    ]);
  });
});
