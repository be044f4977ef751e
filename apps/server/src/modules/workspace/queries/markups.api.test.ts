import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';

describe(`document markups (${testEngine})`, () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function investigationWithOneDocument(settings: Record<string, string> = {}) {
    const t = await startTestApp(settings);
    apps.push(t);
    const client = await signedInClient(t);
    const { id } = (await client.post('/api/investigations/topic', { searchString: 'soil carbon' })).json();
    const { rows } = await t.database.db.query(
      `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, harvester_type)
       VALUES ($1, 'k', 'Article', 'Soil carbon in Paris', 'Measured by UNESCO near Paris; soil carbon rose.', 'GENERIC') RETURNING id`,
      [id],
    );
    const docId = rows[0]!.id;
    await t.database.db.query(
      `INSERT INTO document_entities (document_id, kind, value) VALUES ($1, 'location', 'Paris'), ($1, 'organization', 'UNESCO'), ($1, 'email', 'x@y.org')`,
      [docId],
    );
    return { t, client, id, docId };
  }

  it('marks the search terms and the mentioned entities in titles and abstracts', async () => {
    const { client, id, docId } = await investigationWithOneDocument();
    const response = await client.post(`/api/investigations/topic/${id}/document-markups?pageSize=10`, {});
    expect(response.statusCode).toBe(200);
    const [doc] = response.json();
    expect(doc.documentId).toBe(docId);
    expect(doc.title.map((m: { text: string; priority: number }) => [m.text, m.priority])).toEqual([
      ['soil', 2],
      ['carbon', 2],
      ['Paris', 1],
    ]);
    expect(doc.abstract.map((m: { text: string; entities: string[] }) => [m.text, m.entities])).toEqual([
      ['UNESCO', ['organization']],
      ['Paris', ['location']],
      ['soil', []],
      ['carbon', []],
    ]);
    const byIds = await client.post(`/api/investigations/topic/${id}/document-markups`, { documentIds: [docId] });
    expect(byIds.json()).toEqual(response.json());
  });

  it("shows search terms in their group's colour, and flags Mandatory ones", async () => {
    const { client, id } = await investigationWithOneDocument();
    await client.post(`/api/investigations/topic/${id}/terms`, { term: 'Paris', group: 'new' });
    await client.request('PATCH', `/api/investigations/topic/${id}/terms/modify`, {
      term: 'soil',
      modifier: 'Mandatory',
    });
    const [doc] = (await client.post(`/api/investigations/topic/${id}/document-markups`, {})).json();
    type Mark = { text: string; color?: string; mandatory: boolean; priority: number };
    expect(doc.title.map((m: Mark) => [m.text, m.color, m.mandatory])).toEqual([
      ['soil', '1', true],
      ['carbon', '1', false],
      ['Paris', '2', false],
    ]);
  });

  it('leaves entities out when entity detection is off', async () => {
    const { client, id } = await investigationWithOneDocument({ ENTITY_DETECTION_ENABLED: 'false' });
    const [doc] = (await client.post(`/api/investigations/topic/${id}/document-markups`, {})).json();
    expect(doc.title.every((m: { priority: number }) => m.priority === 2)).toBe(true);
  });
});
