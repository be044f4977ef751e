import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceServer } from '@quarry/testkit';
import { startTopicSources } from '../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../test/test-app.js';
import { testEngine } from '../test/test-database.js';
import { createTestUser, signIn } from '../test/test-users.js';
import { insertRandomDocuments } from '../test/workspace-fixture.js';

const poll = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

// Two apps on one PostgreSQL database stand for two processes (an API and a worker, or two APIs): each keeps its
// own workspace indexes, which only the NOTIFY-carried changes keep current. The embedded engine serves one
// process, so there is nothing to fan out there.
describe.skipIf(testEngine !== 'postgres')(
  'changes reach the other processes through LISTEN/NOTIFY (postgres only)',
  () => {
    let api: TestApp;
    let worker: TestApp;
    let source: SourceServer;
    let apiClient: TestClient;
    let workerClient: TestClient;
    beforeAll(async () => {
      const sources = await startTopicSources();
      source = sources.source;
      api = await startTestApp({ ...sources.settings }, { runJobs: false });
      worker = await startTestApp({ ...sources.settings }, { runJobs: true, sharedDatabase: api.database });
      const { email } = await createTestUser(api.database.db);
      apiClient = api.newClient();
      workerClient = worker.newClient();
      await signIn(apiClient, email);
      await signIn(workerClient, email);
    }, 60_000);
    afterAll(async () => {
      await worker?.close();
      await api?.close();
      await source?.close();
    });

    const count = async (client: TestClient, id: number, spec: object = {}) =>
      (await client.post(`/api/investigations/topic/${id}/data?pageSize=5`, spec)).json().documentCounts
        .totalDocumentCount as number;

    it('documents harvested by the worker show in the API process, whose index was loaded before', async () => {
      const id = (await apiClient.post('/api/investigations/topic', { searchString: 'soil carbon' })).json()
        .id as number;
      const before = await count(apiClient, id);
      const after = await poll(
        () => count(apiClient, id),
        (n) => n > before,
      );
      expect(after).toBeGreaterThan(before);
      await worker.jobs.idle();
      expect(await count(apiClient, id)).toBe(await count(workerClient, id));
    });

    it('a vote in one process changes what the other answers', async () => {
      const id = (await apiClient.post('/api/investigations/topic', { searchString: 'river' })).json().id as number;
      await worker.jobs.idle();
      await insertRandomDocuments(api.database.db, id, 20, 3);
      const relevant = { displayedResultsStatus: 'Relevant' };
      const ids = async (spec: object) =>
        (await apiClient.post(`/api/investigations/topic/${id}/data?pageSize=5`, spec)).json()
          .availableDocumentIds as number[];
      const relevantIds = await ids(relevant);
      const target = (await ids({})).find((docId) => !relevantIds.includes(docId))!;
      const before = relevantIds.length;
      await count(workerClient, id);
      expect(
        (
          await workerClient.request('PATCH', `/api/investigations/topic/${id}/documents/${target}/relevancy`, {
            relevancy: 'Relevant',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        await poll(
          () => count(apiClient, id, relevant),
          (n) => n === before + 1,
        ),
      ).toBe(before + 1);
    });

    it('a vote, a label and a note written in one process are applied in place in the other, without a rebuild', async () => {
      const id = (await apiClient.post('/api/investigations/topic', { searchString: 'lake' })).json().id as number;
      await worker.jobs.idle();
      await insertRandomDocuments(api.database.db, id, 30, 5);
      const ids = async (client: TestClient, spec: object) =>
        (await client.post(`/api/investigations/topic/${id}/data?pageSize=5`, spec)).json()
          .availableDocumentIds as number[];
      const [voted, labelled, noted] = await ids(apiClient, {});
      await ids(workerClient, {});
      // Let the harvest's last notifications (a rebuild each) land before counting builds.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const buildsBefore = api.app.workspaceIndexes.builds();

      const docs = `/api/investigations/topic/${id}/documents`;
      expect(
        (await workerClient.request('PATCH', `${docs}/${voted}/relevancy`, { relevancy: 'Relevant' })).statusCode,
      ).toBe(200);
      expect((await workerClient.post(`${docs}/${labelled}/label`, { labels: ['Carried'] })).statusCode).toBe(200);
      expect(
        (await workerClient.request('PATCH', `${docs}/${noted}/note`, { note: 'seen elsewhere' })).statusCode,
      ).toBe(200);

      const seen = async () => ({
        relevant: await ids(apiClient, { displayedResultsStatus: 'Relevant' }),
        labelled: await ids(apiClient, { selectedTops: [{ name: 'predefined.Labels', selectedValue: 'carried' }] }),
        annotated: await ids(apiClient, { displayedResultsStatus: 'Annotated' }),
      });
      const after = await poll(
        seen,
        (s) => s.relevant.includes(voted!) && s.labelled.length > 0 && s.annotated.includes(noted!),
        3000,
      );
      expect(after.relevant).toContain(voted);
      expect(after.labelled).toEqual([labelled]);
      expect(after.annotated).toEqual(expect.arrayContaining([labelled, noted]));
      expect(api.app.workspaceIndexes.builds()).toBe(buildsBefore);
    });

    it('a label on 2,000 documents (several NOTIFY chunks) and a removed author reach the other process in place', async () => {
      const id = (await apiClient.post('/api/investigations/topic', { searchString: 'glacier' })).json().id as number;
      await worker.jobs.idle();
      await insertRandomDocuments(api.database.db, id, 2000, 8);
      const data = async (client: TestClient, spec: object = {}) =>
        (await client.post(`/api/investigations/topic/${id}/data?pageSize=5`, spec)).json();
      const all = (await data(apiClient)).availableDocumentIds as number[];
      const author = (await data(workerClient)).tops.find(
        (list: { name: string }) => list.name === 'predefined.Persons',
      ).entries[0].value as string;
      await new Promise((resolve) => setTimeout(resolve, 500));
      const buildsBefore = api.app.workspaceIndexes.builds();

      const labelled = await workerClient.post(`/api/investigations/topic/${id}/documents/label`, {
        documentIdList: all,
        label: 'Screened',
      });
      expect(labelled.json()).toEqual({ updated: all.length });
      expect(
        (
          await workerClient.post(`/api/investigations/topic/${id}/authors/remove`, { personIds: [Number(author)] })
        ).json(),
      ).toEqual({ removed: 1 });

      const seen = async () => {
        const answer = await data(apiClient, {
          selectedTops: [{ name: 'predefined.Labels', selectedValue: 'screened' }],
        });
        const authors = answer.tops.find((list: { name: string }) => list.name === 'predefined.Persons')?.entries ?? [];
        return {
          labelled: answer.documentCounts.totalDocumentCount as number,
          authors: authors.map((entry: { value: string }) => entry.value) as string[],
        };
      };
      const after = await poll(seen, (s) => s.labelled === all.length && !s.authors.includes(author), 3000);
      expect(after.labelled).toBe(all.length);
      expect(after.authors).not.toContain(author);
      expect(api.app.workspaceIndexes.builds()).toBe(buildsBefore);
    });

    it('a term change in one process re-scores the other in place', async () => {
      const id = (await apiClient.post('/api/investigations/topic', { searchString: 'tundra' })).json().id as number;
      await worker.jobs.idle();
      await insertRandomDocuments(api.database.db, id, 60, 9);
      const total = async (client: TestClient) =>
        (await client.post(`/api/investigations/topic/${id}/data?pageSize=5`, {})).json().documentCounts
          .totalDocumentCount as number;
      const before = await total(apiClient);
      await total(workerClient);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const buildsBefore = api.app.workspaceIndexes.builds();

      // The added term is harvested too: its sources answer nothing here, so no stored batch refreshes the indexes.
      const asked = (name: string) => (q: URLSearchParams) => (q.get(name) ?? '').includes('graphene');
      source.addRoutes(
        { path: '/works', query: asked('search'), body: { meta: { count: 0, next_cursor: null }, results: [] } },
        {
          path: '/api/query',
          query: asked('search_query'),
          body: '<feed xmlns="http://www.w3.org/2005/Atom"></feed>',
          headers: { 'content-type': 'application/atom+xml' },
        },
        { path: '/search', query: asked('q'), body: { query: 'graphene', number_of_results: 0, results: [] } },
      );
      // A Mandatory term rules out every document without it: the other process must re-score to drop them.
      const added = await workerClient.post(`/api/investigations/topic/${id}/terms`, {
        term: 'graphene',
        modifier: 'Mandatory',
      });
      expect(added.statusCode).toBe(200);
      const expected = await total(workerClient);
      expect(expected).toBeLessThan(before);
      expect(
        await poll(
          () => total(apiClient),
          (n) => n === expected,
          3000,
        ),
      ).toBe(expected);
      expect(api.app.workspaceIndexes.builds()).toBe(buildsBefore);
    });

    it('a deletion in one process is a 404 in the other at once, though the other had just opened it', async () => {
      const id = (await apiClient.post('/api/investigations/topic', { searchString: 'estuary' })).json().id as number;
      await worker.jobs.idle();
      // The workspace call reads no more of the investigation than the access check remembers of it.
      const data = () => workerClient.post(`/api/investigations/topic/${id}/data?pageSize=5`, {});
      expect((await data()).statusCode).toBe(200);
      expect((await apiClient.request('DELETE', `/api/investigations/${id}`)).statusCode).toBe(200);
      const gone = await poll(data, (response) => response.statusCode === 404, 3000);
      expect(gone.statusCode).toBe(404);
    });

    it('a sign-out in one process ends the session in the other, though the other had just read it', async () => {
      const { email } = await createTestUser(api.database.db);
      const here = api.newClient();
      await signIn(here, email);
      const cookie = { cookie: `quarry_session=${here.sessionCookie}` };
      const there = () => worker.app.inject({ method: 'GET', url: '/api/users/current', headers: cookie });
      expect((await there()).statusCode).toBe(200);
      expect((await here.post('/api/auth/sign-out')).statusCode).toBe(200);
      const after = await poll(there, (response) => response.statusCode === 401, 3000);
      expect(after.statusCode).toBe(401);
    });

    it('a person renamed in one process shows under the new name in the other’s Authors list, without a rebuild', async () => {
      const { email } = await createTestUser(api.database.db, ['omnisol']);
      const here = api.newClient();
      const there = worker.newClient();
      await signIn(here, email);
      await signIn(there, email);
      const id = (await here.post('/api/investigations/topic', { searchString: 'fen' })).json().id as number;
      await worker.jobs.idle();
      await insertRandomDocuments(api.database.db, id, 20, 13);
      const authorName = async (client: TestClient, personId: number) => {
        const data = (await client.post(`/api/investigations/topic/${id}/data?pageSize=5`, {})).json();
        const authors = data.tops.find((top: { name: string }) => top.name === 'predefined.Persons').entries as Array<{
          value: string;
          name: string;
        }>;
        return authors.find((entry) => entry.value === String(personId))?.name;
      };
      const person = (await there.post(`/api/investigations/topic/${id}/data?pageSize=5`, {})).json().persons[0] as {
        id: number;
        name: string;
      };
      await authorName(there, person.id);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const buildsBefore = worker.app.workspaceIndexes.builds();
      const saved = await here.post(`/api/investigations/topic/${id}/person-details/${person.id}`, {
        id: person.id,
        name: 'Renamed Person',
        universityProfileUrl: null,
        authorImageId: null,
      });
      expect(saved.statusCode).toBe(200);
      expect(
        await poll(
          () => authorName(there, person.id),
          (name) => name === 'Renamed Person',
          3000,
        ),
      ).toBe('Renamed Person');
      expect(worker.app.workspaceIndexes.builds()).toBe(buildsBefore);
    });
  },
);
