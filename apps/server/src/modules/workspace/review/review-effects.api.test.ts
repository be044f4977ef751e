import type { DocumentFilterSpec, InvestigationData, WorkspaceDocument } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { createTestUser, signIn } from '../../../test/test-users.js';
import { insertRandomDocuments } from '../../../test/workspace-fixture.js';

/**
 * Every review call's stored effect, read back three ways: the document as next-documents reads it from the
 * database, the /data filters of this process (its index changed in place), and the /data filters of a second
 * process started afterwards on the same database (its index built from the stored rows). A call that answers 200
 * but stores nothing, or stores it only in memory, fails here (PATCH …/touched once answered 500 and no test saw it).
 */
describe(`review calls store their effect (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let email: string;
  let topicId: number;
  let personId: number;
  beforeAll(async () => {
    t = await startTestApp();
    const user = await createTestUser(t.database.db);
    email = user.email;
    owner = t.newClient();
    await signIn(owner, email);
    topicId = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    personId = (await owner.post('/api/investigations/person', { personName: 'Ada Lovelace' })).json().id;
    await insertRandomDocuments(t.database.db, topicId, 12, 21);
    await insertRandomDocuments(t.database.db, personId, 6, 22);
    // A clean review state, so each effect below is the call's own.
    for (const id of [topicId, personId]) {
      await t.database.db.query(
        `UPDATE documents SET touched = false, starred = false, note = null, relevancy = 'Neutral', labels = '{}' WHERE investigation_id = $1`,
        [id],
      );
    }
  });
  afterAll(() => t.close());

  const base = (type = 'topic', id = topicId) => `/api/investigations/${type}/${id}`;
  const idsOf = async (client: TestClient, spec: DocumentFilterSpec, type = 'topic', id = topicId) => {
    const response = await client.post(`${base(type, id)}/data?pageSize=5`, spec);
    expect(response.statusCode).toBe(200);
    return (response.json() as InvestigationData).availableDocumentIds;
  };
  const stored = async (docId: number, type = 'topic', id = topicId): Promise<WorkspaceDocument> => {
    const response = await owner.post(`${base(type, id)}/next-documents`, { documentIds: [docId] });
    return (response.json() as WorkspaceDocument[])[0]!;
  };
  const docIds = async (id: number) =>
    (
      await t.database.db.query<{ id: number }>('SELECT id FROM documents WHERE investigation_id = $1 ORDER BY id', [
        id,
      ])
    ).rows.map((row) => row.id);

  /** What a second server process, started now on the same database, sees for these specs. */
  async function freshProcessIds(specs: DocumentFilterSpec[], type = 'topic', id = topicId): Promise<number[][]> {
    const other = await startTestApp({}, { sharedDatabase: t.database });
    try {
      const client = other.newClient();
      await signIn(client, email);
      const results: number[][] = [];
      for (const spec of specs) results.push(await idsOf(client, spec, type, id));
      return results;
    } finally {
      await other.close();
    }
  }

  it('touched: opening a document marks it read, and only that (Topic and Person investigations)', async () => {
    const [docId, other] = (await docIds(topicId)) as [number, number];
    expect(await idsOf(owner, { displayedResultsStatus: 'Unread' })).toContain(docId);
    const answer = await owner.request('PATCH', `${base()}/documents/${docId}/touched`, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: docId,
      touched: true,
      relevancy: 'Neutral',
      starred: false,
      note: null,
      labels: [],
    });
    // Opening it again is harmless, and a client may send no body at all.
    const again = await owner.request('PATCH', `${base()}/documents/${docId}/touched`);
    expect([again.statusCode, again.json().touched]).toEqual([200, true]);

    expect(await stored(docId)).toMatchObject({ touched: true, relevancy: 'Neutral', starred: false });
    expect((await stored(other!)).touched).toBe(false);
    const unread = await idsOf(owner, { displayedResultsStatus: 'Unread' });
    expect(unread).not.toContain(docId);
    expect(unread).toContain(other);
    const [freshUnread, freshAnnotated] = await freshProcessIds([
      { displayedResultsStatus: 'Unread' },
      { displayedResultsStatus: 'Annotated' },
    ]);
    expect(freshUnread).toEqual(unread);
    expect(freshAnnotated).not.toContain(docId);

    const [personDoc] = await docIds(personId);
    expect(
      (await owner.request('PATCH', `${base('person', personId)}/documents/${personDoc}/touched`, {})).json().touched,
    ).toBe(true);
    expect((await stored(personDoc!, 'person', personId)).touched).toBe(true);
    expect(await idsOf(owner, { displayedResultsStatus: 'Unread' }, 'person', personId)).not.toContain(personDoc);
  });

  it('touched: 404 for a document of another investigation', async () => {
    const [personDoc] = await docIds(personId);
    expect((await owner.request('PATCH', `${base()}/documents/${personDoc}/touched`, {})).statusCode).toBe(404);
    expect((await stored(personDoc!, 'person', personId)).relevancy).toBe('Neutral');
  });

  it('starred: a star is stored, shows under Starred / Annotated, and unstarring takes it away', async () => {
    const docId = (await docIds(topicId))[2]!;
    expect(
      (await owner.request('PATCH', `${base()}/documents/${docId}/starred`, { starred: true })).json(),
    ).toMatchObject({ starred: true, touched: true });
    expect(await stored(docId)).toMatchObject({ starred: true, touched: true });
    expect(await idsOf(owner, { displayedResultsStatus: 'Annotated' })).toEqual([docId]);
    expect(await freshProcessIds([{ displayedResultsStatus: 'Annotated' }])).toEqual([[docId]]);

    expect(
      (await owner.request('PATCH', `${base()}/documents/${docId}/starred`, { starred: false })).json().starred,
    ).toBe(false);
    expect((await stored(docId)).starred).toBe(false);
    expect(await idsOf(owner, { displayedResultsStatus: 'Annotated' })).toEqual([]);
    expect(await freshProcessIds([{ displayedResultsStatus: 'Annotated' }])).toEqual([[]]);
  });

  it('note: a note is stored, annotates the document, and an empty one clears it', async () => {
    const docId = (await docIds(topicId))[3]!;
    expect(
      (await owner.request('PATCH', `${base()}/documents/${docId}/note`, { note: 'Compare with the 2019 survey' }))
        .statusCode,
    ).toBe(200);
    expect(await stored(docId)).toMatchObject({ note: 'Compare with the 2019 survey', touched: true });
    expect(await idsOf(owner, { displayedResultsStatus: 'Annotated' })).toEqual([docId]);
    expect(await freshProcessIds([{ displayedResultsStatus: 'Annotated' }])).toEqual([[docId]]);

    expect((await owner.request('PATCH', `${base()}/documents/${docId}/note`, { note: '' })).json().note).toBeNull();
    expect((await stored(docId)).note).toBeNull();
    expect(await idsOf(owner, { displayedResultsStatus: 'Annotated' })).toEqual([]);
    const tooLong = await owner.request('PATCH', `${base()}/documents/${docId}/note`, { note: 'x'.repeat(10_001) });
    expect(tooLong.statusCode).toBe(400);
    expect((await stored(docId)).note).toBeNull();
  });

  it('relevancy: Irrelevant and back to Neutral are stored and filtered', async () => {
    const docId = (await docIds(topicId))[4]!;
    expect(
      (await owner.request('PATCH', `${base()}/documents/${docId}/relevancy`, { relevancy: 'Irrelevant' })).statusCode,
    ).toBe(200);
    expect((await stored(docId)).relevancy).toBe('Irrelevant');
    expect(await idsOf(owner, { displayedResultsStatus: 'Irrelevant' })).toEqual([docId]);
    expect(await freshProcessIds([{ displayedResultsStatus: 'Irrelevant' }])).toEqual([[docId]]);

    expect(
      (await owner.request('PATCH', `${base()}/documents/${docId}/relevancy`, { relevancy: 'Neutral' })).statusCode,
    ).toBe(200);
    expect((await stored(docId)).relevancy).toBe('Neutral');
    expect(
      await freshProcessIds([{ displayedResultsStatus: 'Irrelevant' }, { displayedResultsStatus: 'Relevant' }]),
    ).toEqual([[], []]);
    expect(
      (await owner.request('PATCH', `${base()}/documents/${docId}/relevancy`, { relevancy: 'Maybe' })).statusCode,
    ).toBe(400);
  });

  it("labels: adding and removing one document's labels is stored, and its Labels filter follows", async () => {
    const docId = (await docIds(topicId))[5]!;
    const labelled = await owner.post(`${base()}/documents/${docId}/label`, { labels: ['Key paper', 'Methods'] });
    expect(labelled.json().labels).toEqual(['Key paper', 'Methods']);
    const removed = await owner.request('DELETE', `${base()}/documents/${docId}/label`, { labels: ['KEY PAPER'] });
    expect(removed.json().labels).toEqual(['Methods']);
    expect((await stored(docId)).labels).toEqual(['Methods']);
    const byLabel = (label: string): DocumentFilterSpec => ({
      selectedTops: [{ name: 'predefined.Labels', selectedValue: label }],
    });
    expect(await idsOf(owner, byLabel('Key paper'))).toEqual([]);
    expect(await idsOf(owner, byLabel('methods'))).toEqual([docId]);
    expect(await freshProcessIds([byLabel('Key paper'), byLabel('Methods')])).toEqual([[], [docId]]);
    expect((await owner.request('DELETE', `${base()}/documents/${docId}/label`, { labels: [] })).statusCode).toBe(400);
  });

  it('last-filter: every field of the spec a data call sent comes back, per investigation', async () => {
    const spec: DocumentFilterSpec = {
      dateFilter: { startYear: 2016, endYear: 2021 },
      displayedResultsStatus: 'Unread',
      selectedTops: [{ name: 'predefined.Labels', selectedValue: 'Methods', selectedDisplayValue: 'Methods' }],
      includeOnlyUnlabeled: true,
      includeSingleAuthoredDocuments: false,
      personId: 7,
      personName: 'Ada Lovelace',
      freeText: 'soil carbon',
      sortDocumentsBy: 'citations',
      requestedDocumentIds: [1, 2],
      highlightMode: ['Highlight Search Terms'],
      onlyInvestigationResearchers: true,
      onlyDuplicateDocuments: true,
      onlyUnaffiliated: true,
      onlyUnknownPublishers: true,
      onlyMissingVolume: true,
      onlyMissingDate: true,
      onlyRecentResearcherDocuments: true,
      specificDocumentUrls: ['https://site0.example.org/doc/0'],
    };
    const personBefore = (await owner.get(`/api/investigations/${personId}/last-filter`)).json();
    await idsOf(owner, spec);
    expect((await owner.get(`/api/investigations/${topicId}/last-filter`)).json()).toEqual(spec);
    expect((await owner.get(`/api/investigations/${personId}/last-filter`)).json()).toEqual(personBefore);
  });
});
