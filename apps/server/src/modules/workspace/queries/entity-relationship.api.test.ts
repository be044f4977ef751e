import type { RelationshipSummary } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';

/** Six documents mentioning UNESCO and Haifa; the abstracts of some name both in one sentence, of others apart or neither. */
const DOCUMENTS = [
  {
    title: 'UNESCO in Haifa',
    abstract: 'Coastal soils were sampled. UNESCO surveyed the coast near Haifa in 2019. Results follow.',
    year: 2019,
  },
  { title: 'Haifa heritage', abstract: 'UNESCO listed sites. Haifa keeps its gardens.', year: 2020 },
  { title: 'UNESCO and Haifa gardens', abstract: 'Gardens are terraced. Water is scarce.', year: 2021 },
  { title: 'Bahai gardens', abstract: 'A report from Haifa where UNESCO staff met the city.', year: 2015 },
  { title: 'Coastal survey', abstract: 'UNESCO and Haifa signed an accord.', year: 2014 },
  { title: 'Heritage listing', abstract: 'Nothing about either here.', year: 2013 },
];

describe(`the entity relationship summary (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'heritage' })).json().id;
    for (const [k, document] of DOCUMENTS.entries()) {
      const { rows } = await t.database.db.query<{ id: number }>(
        `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, date, harvester_type)
         VALUES ($1, $2, 'Article', $3, $4, make_date($5, 1, 1), 'MICROSOFT') RETURNING id`,
        [id, `k${k}`, document.title, document.abstract, document.year],
      );
      for (const [kind, value] of [
        ['organization', 'UNESCO'],
        ['location', 'Haifa'],
      ]) {
        await t.database.db.query(`INSERT INTO document_entities (document_id, kind, value) VALUES ($1, $2, $3)`, [
          rows[0]!.id,
          kind,
          value,
        ]);
      }
    }
    await t.database.db.query('UPDATE investigations SET total_documents = $2 WHERE id = $1', [id, DOCUMENTS.length]);
  });
  afterAll(() => t.close());

  const pair = {
    firstEntity: { entityName: 'UNESCO', entityType: 'ORGANIZATION' },
    secondEntity: { entityName: 'Haifa', entityType: 'LOCATION' },
  };
  const summary = async (body: object): Promise<RelationshipSummary> => {
    const answer = await owner.post(`/api/investigations/topic/${id}/entity-relationship-summary`, body);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  it('lists only the documents of the active filter, in its order', async () => {
    const filtered = await summary({
      ...pair,
      spec: {
        dateFilter: { startYear: 2019, endYear: null },
        sortDocumentsBy: 'publishDateAsc',
        includeSingleAuthoredDocuments: true,
      },
    });
    expect(filtered.documentsCount).toBe(3);
    expect(filtered.documents.map((document) => document.title)).toEqual([
      'UNESCO in Haifa',
      'Haifa heritage',
      'UNESCO and Haifa gardens',
    ]);
    const freeText = await summary({ ...pair, spec: { freeText: 'coastal', includeSingleAuthoredDocuments: true } });
    expect(freeText.documents.map((document) => document.title).sort()).toEqual(['Coastal survey', 'UNESCO in Haifa']);
    // Without a spec (the call doc 2 §7 names): every document of the investigation, newest first.
    const all = await summary(pair);
    expect(all.documentsCount).toBe(6);
    expect(all.documents[0]!.title).toBe('UNESCO and Haifa gardens');
  });

  it('shows the sentence of the abstract where both occur, else one, else none: never the title', async () => {
    const byTitle = new Map(
      (await summary(pair)).documents.map((document) => [
        document.title,
        document.excerpts.map((excerpt) => excerpt.text),
      ]),
    );
    expect(byTitle.get('UNESCO in Haifa')).toEqual(['UNESCO surveyed the coast near Haifa in 2019.']);
    expect(byTitle.get('Bahai gardens')).toEqual(['A report from Haifa where UNESCO staff met the city.']);
    expect(byTitle.get('Haifa heritage')).toEqual(['UNESCO listed sites.', 'Haifa keeps its gardens.']);
    expect(byTitle.get('UNESCO and Haifa gardens')).toEqual([]);
    expect(byTitle.get('Heritage listing')).toEqual([]);
    const marked = (await summary(pair)).documents.find((document) => document.title === 'Coastal survey')!
      .excerpts[0]!;
    expect(marked.marks.map((mark) => marked.text.slice(mark.start, mark.end))).toEqual(['UNESCO', 'Haifa']);
  });

  it('refuses a malformed spec', async () => {
    const answer = await owner.post(`/api/investigations/topic/${id}/entity-relationship-summary`, {
      ...pair,
      spec: { sortDocumentsBy: 'sideways' },
    });
    expect(answer.statusCode).toBe(400);
  });
});
