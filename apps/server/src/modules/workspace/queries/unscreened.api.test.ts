import type { DocumentFilterSpec, InvestigationData, Relevancy } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { createTestUser, signIn } from '../../../test/test-users.js';

/**
 * Screening in the documents list (issue 27): Displayed Results' Unscreened, and the Relevance sort that keeps the
 * reviewer's own decisions below the records left to screen. Votes may teach a model meanwhile (scores then move),
 * so the order is checked by its groups, each answer on its own; the exact order is the unit tests'.
 */
describe(`Unscreened and the Relevance sort while screening (${testEngine})`, () => {
  let t: TestApp;
  let client: TestClient;
  let email: string;
  let id: number;
  /** The documents in the order of the terms alone, before any vote. */
  let before: number[];
  const votes = new Map<number, Relevancy>();
  beforeAll(async () => {
    t = await startTestApp();
    email = (await createTestUser(t.database.db)).email;
    client = t.newClient();
    await signIn(client, email);
    id = (await client.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    // Twelve documents, scored apart by how often they say "soil carbon".
    for (let k = 0; k < 12; k++) {
      const title = `${'soil carbon '.repeat(12 - k)}study ${k}`;
      await t.database.db.query(
        `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, harvester_type) VALUES ($1, $2, 'Article', $3, $3, 'MICROSOFT')`,
        [id, `k${k}`, title],
      );
    }
    before = (await data({})).availableDocumentIds;
  });
  afterAll(() => t.close());

  async function data(spec: DocumentFilterSpec, as = client): Promise<InvestigationData> {
    const response = await as.post(`/api/investigations/topic/${id}/data?pageSize=5`, spec);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function vote(docId: number, relevancy: Relevancy) {
    const response = await client.request('PATCH', `/api/investigations/topic/${id}/documents/${docId}/relevancy`, {
      relevancy,
    });
    expect(response.statusCode, response.body).toBe(200);
    votes.set(docId, relevancy);
  }

  const voteOf = (docId: number): Relevancy => votes.get(docId) ?? 'Neutral';
  const GROUP: Record<Relevancy, number> = { Neutral: 0, Relevant: 1, Irrelevant: 2 };

  /** The answer's documents in the groups the Relevance sort keeps: unscreened, then Relevant, then Irrelevant. */
  function expectScreeningOrder(ids: readonly number[]) {
    const groups = ids.map((docId) => GROUP[voteOf(docId)]);
    expect(groups, JSON.stringify(ids.map(voteOf))).toEqual([...groups].sort((a, b) => a - b));
  }

  it('orders the terms alone before any vote, and Unscreened is every document', async () => {
    expect(before).toHaveLength(12);
    expect((await data({ displayedResultsStatus: 'Unscreened' })).availableDocumentIds).toEqual(before);
  });

  it('lists the documents with no vote under Unscreened, a vote set back to Neutral among them', async () => {
    const [first, second, third, fourth, fifth] = before as [number, number, number, number, number];
    await vote(first, 'Relevant');
    await vote(second, 'Irrelevant');
    await vote(third, 'Relevant');
    await vote(third, 'Neutral');
    await vote(fourth, 'Irrelevant');
    await vote(fifth, 'Relevant');
    const unscreened = await data({ displayedResultsStatus: 'Unscreened' });
    const expected = before.filter((docId) => voteOf(docId) === 'Neutral');
    expect([...unscreened.availableDocumentIds].sort()).toEqual([...expected].sort());
    expect(unscreened.availableDocumentIds).toContain(third);
    expect(unscreened.documentCounts).toEqual({ totalDocumentCount: 8, relevantDocumentCount: 0 });
    expect(unscreened.documents.map((doc) => doc.relevancy)).toEqual(Array(5).fill('Neutral'));
  });

  it('puts the unscreened documents first under the Relevance sort, then the Relevant votes, then the Irrelevant', async () => {
    const answer = await data({ sortDocumentsBy: 'relevance' });
    expect(answer.availableDocumentIds).toHaveLength(12);
    expectScreeningOrder(answer.availableDocumentIds);
    // The first page is the next records to screen, not the reviewer's own decisions.
    expect(answer.documents.map((doc) => doc.relevancy)).toEqual(Array(5).fill('Neutral'));
    expect(answer.availableDocumentIds.slice(-2).map(voteOf)).toEqual(['Irrelevant', 'Irrelevant']);
    // Filtered as unfiltered: the groups hold in any list the sort answers.
    expectScreeningOrder((await data({ freeText: 'study' })).availableDocumentIds);
    expect((await data({ displayedResultsStatus: 'Relevant' })).availableDocumentIds.map(voteOf)).toEqual([
      'Relevant',
      'Relevant',
    ]);
  });

  it('keeps the order of the other sorts whatever the votes', async () => {
    const byDate = await data({ sortDocumentsBy: 'publishDateDesc' });
    // No document has a date: the date sorts fall back to the id, votes or not.
    expect(byDate.availableDocumentIds).toEqual([...before].sort((a, b) => a - b));
  });

  it('answers the same from an index built anew from the stored votes (another process)', async () => {
    const other = await startTestApp({}, { sharedDatabase: t.database });
    try {
      const otherClient = other.newClient();
      await signIn(otherClient, email);
      const unscreened = await data({ displayedResultsStatus: 'Unscreened' }, otherClient);
      expect(unscreened.availableDocumentIds.map(voteOf)).toEqual(Array(8).fill('Neutral'));
      expectScreeningOrder((await data({}, otherClient)).availableDocumentIds);
    } finally {
      await other.close();
    }
  });

  it('refuses a Displayed Results value it does not know', async () => {
    const response = await client.post(`/api/investigations/topic/${id}/data`, {
      displayedResultsStatus: 'Unscreen',
    });
    expect(response.statusCode).toBe(400);
  });
});
