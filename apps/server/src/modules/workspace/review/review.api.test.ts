import { reviewApi, workspaceApi } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';
import { insertRandomDocuments } from '../../../test/workspace-fixture.js';

describe(`review calls (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let topicId: number;
  let personId: number;
  let docId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    topicId = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    personId = (await owner.post('/api/investigations/person', { personName: 'Ada Lovelace' })).json().id;
    await insertRandomDocuments(t.database.db, topicId, 20, 3);
    await insertRandomDocuments(t.database.db, personId, 5, 4);
    docId = (await t.database.db.query('SELECT min(id) AS id FROM documents WHERE investigation_id = $1', [topicId]))
      .rows[0]!.id;
  });
  afterAll(() => t.close());

  const base = () => `/api/investigations/topic/${topicId}`;
  const ids = async (spec: object) =>
    (await owner.post(`${base()}/data?pageSize=5`, spec)).json().availableDocumentIds as number[];

  it('sets relevancy, star and note, marks the document touched, and the workspace sees it at once', async () => {
    await ids({});
    await t.database.db.query('UPDATE documents SET touched = false, relevancy = $2 WHERE id = $1', [docId, 'Neutral']);
    await t.database.db.query('UPDATE documents SET touched = false WHERE investigation_id = $1', [topicId]);
    const liked = await owner.request('PATCH', `${base()}/documents/${docId}/relevancy`, { relevancy: 'Relevant' });
    expect(liked.json()).toMatchObject({ id: docId, relevancy: 'Relevant', touched: true });
    expect(await ids({ displayedResultsStatus: 'Relevant' })).toContain(docId);
    expect(await ids({ displayedResultsStatus: 'Unread' })).not.toContain(docId);
    expect(
      (await owner.request('PATCH', `${base()}/documents/${docId}/starred`, { starred: true })).json().starred,
    ).toBe(true);
    expect(
      (await owner.request('PATCH', `${base()}/documents/${docId}/note`, { note: 'check the method' })).json().note,
    ).toBe('check the method');
    expect((await owner.request('PATCH', `${base()}/documents/${docId}/note`, { note: '  ' })).json().note).toBeNull();
    expect(
      (await owner.request('PATCH', `${base()}/documents/${docId}/relevancy`, { relevancy: 'Neutral' })).json()
        .relevancy,
    ).toBe('Neutral');
  });

  it('offers Relevant and Irrelevant only in Topic investigations', async () => {
    const personDoc = (
      await t.database.db.query('SELECT min(id) AS id FROM documents WHERE investigation_id = $1', [personId])
    ).rows[0]!.id;
    const refused = await owner.request(
      'PATCH',
      `/api/investigations/person/${personId}/documents/${personDoc}/relevancy`,
      { relevancy: 'Relevant' },
    );
    expect(refused.statusCode).toBe(400);
    expect(
      (
        await owner.request('PATCH', `/api/investigations/person/${personId}/documents/${personDoc}/relevancy`, {
          relevancy: 'Neutral',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('adds, removes, bulk-applies, renames (204) and deletes (204) labels, case-insensitively', async () => {
    const added = await owner.post(`${base()}/documents/${docId}/label`, {
      labels: [' Core Study ', 'core study', 'Method'],
    });
    expect(added.json().labels).toEqual(expect.arrayContaining(['Core Study', 'Method']));
    expect(added.json().labels.filter((l: string) => l.toLowerCase() === 'core study')).toHaveLength(1);
    expect(await ids({ selectedTops: [{ name: 'predefined.Labels', selectedValue: 'CORE STUDY' }] })).toEqual([docId]);
    const removed = await owner.request('DELETE', `${base()}/documents/${docId}/label`, { labels: ['method'] });
    expect(removed.json().labels).not.toContain('Method');

    const all = await ids({});
    expect((await owner.post(`${base()}/documents/label`, { documentIdList: all, label: 'Batch' })).json()).toEqual({
      updated: all.length,
    });
    expect(
      (
        await owner.post(`${base()}/documents/label/bulk`, { label: 'Batch', add: false, documentIds: all.slice(0, 5) })
      ).json(),
    ).toEqual({ updated: 5 });
    expect(await ids({ selectedTops: [{ name: 'predefined.Labels', selectedValue: 'Batch' }] })).toHaveLength(
      all.length - 5,
    );

    const renamed = await owner.request('PATCH', `${base()}/documents/label`, { oldLabel: 'batch', newLabel: 'Later' });
    expect([renamed.statusCode, renamed.body]).toEqual([204, '']);
    expect(await ids({ selectedTops: [{ name: 'predefined.Labels', selectedValue: 'Later' }] })).toHaveLength(
      all.length - 5,
    );
    const deleted = await owner.request('DELETE', `${base()}/documents/label`, { label: 'later' });
    expect(deleted.statusCode).toBe(204);
    const data = (await owner.post(`${base()}/data`, {})).json();
    expect(data.labels).not.toContain('Later');
    expect(await ids({ selectedTops: [{ name: 'predefined.Labels', selectedValue: 'Later' }] })).toEqual([]);
  });

  it('marks documents read in bulk', async () => {
    const unread = await ids({ displayedResultsStatus: 'Unread' });
    expect((await owner.post(`${base()}/documents/bulkread`, { documentIds: unread })).json()).toEqual({
      updated: unread.length,
    });
    expect(await ids({ displayedResultsStatus: 'Unread' })).toEqual([]);
  });

  it('answers 404 to another user on every workspace and review call, and 401 without a session', async () => {
    const calls = [...Object.values(workspaceApi), ...Object.values(reviewApi)];
    const bodies: Record<string, unknown> = {
      relevancy: { relevancy: 'Neutral' },
      starred: { starred: true },
      note: { note: 'x' },
      touched: {},
      addLabels: { labels: ['x'] },
      removeLabels: { labels: ['x'] },
      bulkRead: { documentIds: [docId] },
      labelAll: { documentIdList: [docId], label: 'x' },
      labelBulk: { label: 'x', add: true, documentIds: [docId] },
      renameLabel: { oldLabel: 'x', newLabel: 'y' },
      deleteLabel: { label: 'x' },
      nextDocuments: { documentIds: [docId] },
      data: {},
    };
    const names = [...Object.keys(workspaceApi), ...Object.keys(reviewApi)];
    for (const [i, endpoint] of calls.entries()) {
      const url = endpoint.path
        .replace(':type', 'topic')
        .replace(':id', String(topicId))
        .replace(':docId', String(docId));
      const body = endpoint.method === 'GET' ? undefined : (bodies[names[i]!] ?? {});
      expect((await stranger.request(endpoint.method, url, body)).statusCode, `${endpoint.method} ${url}`).toBe(404);
      expect((await t.newClient().request(endpoint.method, url, body)).statusCode, `${endpoint.method} ${url}`).toBe(
        401,
      );
    }
    const untouched = await t.database.db.query(
      `SELECT count(*) AS n FROM documents WHERE investigation_id = $1 AND 'x' = ANY(labels)`,
      [topicId],
    );
    expect(untouched.rows[0]!.n).toBe(0);
  });
});
