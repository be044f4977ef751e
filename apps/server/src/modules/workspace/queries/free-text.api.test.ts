import type { InvestigationData } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';

/** Documents by title, each with its authors' names. */
const DOCUMENTS: Record<string, string[]> = {
  'Soil carbon in drylands': ['María Bayón', 'John Smith'],
  'Peat bog methane': ['Ana Ruiz'],
  'Crop rotation and soil': ['John Smithers', 'Ana Ruiz'],
};

describe(`the free-text filter (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let id: number;
  const idOf = new Map<number, string>();
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'soil' })).json().id;
    const persons = new Map<string, number>();
    for (const [k, [title, authors]] of Object.entries(DOCUMENTS).entries()) {
      const { rows } = await t.database.db.query<{ id: number }>(
        `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, harvester_type) VALUES ($1, $2, 'Article', $3, 'An abstract.', 'MICROSOFT') RETURNING id`,
        [id, `k${k}`, title],
      );
      idOf.set(rows[0]!.id, title);
      for (const [position, name] of authors.entries()) {
        if (!persons.has(name)) {
          const person = await t.database.db.query<{ id: number }>(
            `INSERT INTO persons (investigation_id, name, name_key) VALUES ($1, $2, $3) RETURNING id`,
            [id, name, name.toLowerCase()],
          );
          persons.set(name, person.rows[0]!.id);
        }
        await t.database.db.query(
          `INSERT INTO document_authors (document_id, position, person_id, name, affiliations) VALUES ($1, $2, $3, $4, '[]')`,
          [rows[0]!.id, position, persons.get(name), name],
        );
      }
    }
    await t.database.db.query('UPDATE investigations SET total_documents = $2 WHERE id = $1', [
      id,
      Object.keys(DOCUMENTS).length,
    ]);
  });
  afterAll(() => t.close());

  const titlesFor = async (freeText: string): Promise<string[]> => {
    const answer = await owner.post(`/api/investigations/topic/${id}/data?pageSize=10`, {
      freeText,
      includeSingleAuthoredDocuments: true,
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as InvestigationData).availableDocumentIds.map((documentId) => idOf.get(documentId)!).sort();
  };

  it("matches the authors' names, accents and case aside, like titles and abstracts", async () => {
    expect(await titlesFor('bayon')).toEqual(['Soil carbon in drylands']);
    expect(await titlesFor('MARÍA BAYÓN')).toEqual(['Soil carbon in drylands']);
    expect(await titlesFor('smith')).toEqual(['Crop rotation and soil', 'Soil carbon in drylands']);
    expect(await titlesFor('ruiz')).toEqual(['Crop rotation and soil', 'Peat bog methane']);
  });

  it('needs every word, each in the text or in a name', async () => {
    expect(await titlesFor('soil ruiz')).toEqual(['Crop rotation and soil']);
    expect(await titlesFor('methane smith')).toEqual([]);
    expect(await titlesFor('nobody')).toEqual([]);
  });
});
