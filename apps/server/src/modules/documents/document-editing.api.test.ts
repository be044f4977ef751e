import '@fastify/websocket';
import {
  type DocumentEdit,
  type InvestigationState,
  type SocketMessage,
  documentMessages,
  type InvestigationData,
  requiredUserKindText,
  type WorkspaceDocument,
} from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type {} from '../../realtime/realtime-hub.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';

/** The next state the socket sends of an investigation. */
function nextState(socket: WebSocket, timeoutMs = 3000): Promise<InvestigationState> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no InvestigationState within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as SocketMessage;
      if (message.type !== 'InvestigationState') return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(JSON.parse(message.content) as InvestigationState);
    };
    socket.on('message', onMessage);
  });
}

describe(`documents users write (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let id: number;
  const base = () => `/api/investigations/topic/${id}`;

  const data = async (): Promise<InvestigationData> => {
    const response = await owner.post(`${base()}/data?pageSize=500`, {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const documentOf = async (documentId: number): Promise<WorkspaceDocument> =>
    (await data()).documents.find((document) => document.id === documentId)!;
  const historyOf = async (documentId: number): Promise<DocumentEdit[]> =>
    (await owner.get(`${base()}/documents/${documentId}/history`)).json().edits;
  const create = (client: TestClient, body: unknown, investigationId = id) =>
    client.post(`/api/investigations/topic/${investigationId}/documents`, body);
  const edit = (client: TestClient, documentId: number, body: unknown) =>
    client.request('PATCH', `${base()}/documents/${documentId}`, body);
  const entriesOf = (result: InvestigationData, top: string) =>
    result.tops.find((list) => list.name === top)?.entries ?? [];
  /** A document as the fixture harvested it, which no test edits. */
  const harvestedDocument = async () =>
    (await data()).documents.find((document) => document.harvesterType === 'MICROSOFT')!.id;
  const yearCount = (result: InvestigationData, year: number) =>
    result.dateHistogram.find((bar) => bar.year === year)?.totalCount ?? 0;

  const chapter = {
    documentType: 'Book Chapter',
    overwrites: {
      title: 'Peat bogs of the Minho valley',
      url: 'https://example.org/peat-bogs',
      date: '1987-05',
      journal: 'Journal of Peat Studies',
      publicationType: 'Book Chapter (Reprint)',
      abstract: 'Peat bogs of the Minho store carbon near Braga.',
      authors: [
        { name: 'Marta Puig', affiliations: ['University of Porto', '  '] },
        { name: 'Rui Costa', affiliations: [] },
      ],
    },
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t, ['omnisol']);
    id = (await owner.post('/api/investigations/topic', { searchString: 'peat carbon' })).json().id;
    await insertRandomDocuments(t.database.db, id, 20, 5);
  }, 60_000);
  afterAll(() => t.close());

  it('creates a document: 201, a Location ending in its id, and it is in the data at once with its tops and year', async () => {
    const before = await data();
    const response = await create(owner, chapter);
    expect(response.statusCode, response.body).toBe(201);
    const created: WorkspaceDocument = response.json();
    expect(response.headers.location).toBe(`/api/investigations/topic/${id}/documents/${created.id}`);
    expect(created).toMatchObject({
      type: 'Book Chapter',
      title: 'Peat bogs of the Minho valley',
      date: '1987-05-01',
      datePrecision: 'MonthYear',
      journal: 'Journal of Peat Studies',
      publicationType: 'Book Chapter (Reprint)',
      harvesterType: 'GENERIC',
      authors: [
        { name: 'Marta Puig', affiliations: ['University of Porto'] },
        { name: 'Rui Costa', affiliations: [] },
      ],
    });

    const after = await data();
    expect(after.availableDocumentIds).toHaveLength(before.availableDocumentIds.length + 1);
    expect(after.availableDocumentIds).toContain(created.id);
    expect(yearCount(after, 1987)).toBe(yearCount(before, 1987) + 1);
    expect(entriesOf(after, 'predefined.Journals')).toContainEqual(
      expect.objectContaining({ name: 'Journal of Peat Studies', totalCount: 1 }),
    );
    expect(entriesOf(after, 'predefined.Persons').map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Marta Puig', 'Rui Costa']),
    );
    const sources = (await owner.get(`${base()}/documents/${created.id}/sources`)).json().sources;
    expect(sources).toMatchObject([{ source: 'user', mergeId: null }]);
  });

  it('tells the open lists at once, as a harvest batch does (live updates)', async () => {
    const socket = await t.app.injectWS('/api/web-socket', {
      headers: { cookie: `quarry_session=${owner.sessionCookie}` },
    });
    const registered = nextState(socket);
    socket.send(JSON.stringify({ type: 'Register', content: String(id) }));
    const before = await registered;
    const afterCreate = nextState(socket);
    const created: WorkspaceDocument = (await create(owner, chapter)).json();
    expect(await afterCreate).toMatchObject({
      totalDocuments: before.totalDocuments + 1,
      differentEnough: true,
      refreshReason: 'newDocuments',
    });
    const afterEdit = nextState(socket);
    expect((await edit(owner, created.id, { volume: '2' })).statusCode).toBe(200);
    expect(await afterEdit).toMatchObject({ investigationId: id, totalDocuments: before.totalDocuments + 1 });
    socket.terminate();
  });

  it('edits the fields sent: a date to a year, a cleared field, the tops and histogram follow at once', async () => {
    const created: WorkspaceDocument = (await create(owner, { ...chapter, documentType: 'Article' })).json();
    const journalCount = (result: InvestigationData) =>
      entriesOf(result, 'predefined.Journals').find((entry) => entry.name === 'Journal of Peat Studies')?.totalCount;
    const journalsBefore = journalCount(await data())!;
    const response = await edit(owner, created.id, { title: 'Peat bogs (corrected)', date: '1975', journal: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Peat bogs (corrected)',
      date: '1975-01-01',
      datePrecision: 'Year',
      journal: null,
      abstract: chapter.overwrites.abstract,
      url: chapter.overwrites.url,
    });
    const after = await data();
    expect(after.documents.find((document) => document.id === created.id)).toMatchObject({
      title: 'Peat bogs (corrected)',
      datePrecision: 'Year',
      journal: null,
    });
    expect(yearCount(after, 1975)).toBe(1);
    expect(journalCount(after)).toBe(journalsBefore - 1);
  });

  it('changes nothing for an empty change set', async () => {
    const documentId = await harvestedDocument();
    const before = await documentOf(documentId);
    const response = await edit(owner, documentId, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(before);
    expect(await historyOf(documentId)).toEqual([]);
  });

  it('keeps the previous values of each edit and undoes the newest, authors included', async () => {
    const created: WorkspaceDocument = (await create(owner, chapter)).json();
    expect((await edit(owner, created.id, { volume: '7' })).statusCode).toBe(200);
    const renamed = await edit(owner, created.id, {
      title: 'Another title',
      authors: [{ name: 'Ana Ferreira', affiliations: ['University of Lisbon'] }],
      date: '',
    });
    expect(renamed.json()).toMatchObject({ title: 'Another title', date: null, datePrecision: null });
    expect(renamed.json().authors.map((author: { name: string }) => author.name)).toEqual(['Ana Ferreira']);

    const history = await historyOf(created.id);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      editedBy: 'Tester',
      fields: ['authors', 'date', 'title'],
      previous: {
        title: 'Peat bogs of the Minho valley',
        date: '1987-05',
        authors: [
          { name: 'Marta Puig', affiliations: ['University of Porto'] },
          { name: 'Rui Costa', affiliations: [] },
        ],
      },
    });
    expect(history[1]).toMatchObject({ fields: ['volume'], previous: { volume: '' } });

    const undone = await owner.post(`${base()}/documents/${created.id}/history/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({
      title: 'Peat bogs of the Minho valley',
      date: '1987-05-01',
      datePrecision: 'MonthYear',
      volume: '7',
    });
    expect(undone.json().authors.map((author: { name: string }) => author.name)).toEqual(['Marta Puig', 'Rui Costa']);
    expect((await documentOf(created.id)).title).toBe('Peat bogs of the Minho valley');
    expect(await historyOf(created.id)).toHaveLength(1);

    expect((await owner.post(`${base()}/documents/${created.id}/history/undo`)).json().volume).toBeNull();
    const nothing = await owner.post(`${base()}/documents/${created.id}/history/undo`);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toBe(documentMessages.nothingToUndo);
  });

  const broken: Array<[string, { documentType?: string; overwrites: Record<string, unknown> }, string]> = [
    ['an empty title', { overwrites: { title: ' ' } }, documentMessages.titleRequired],
    ['no website URL', { overwrites: { url: '' } }, documentMessages.websiteUrlRequired],
    ['a website URL that is none', { overwrites: { url: 'example.org/peat' } }, documentMessages.websiteUrlPattern],
    [
      'a full-text URL that is none',
      { documentType: 'Article', overwrites: { fullTextUrl: 'ftp://example.org/peat.pdf' } },
      documentMessages.fullTextUrlPattern,
    ],
    ['a day that does not exist', { overwrites: { date: '2021-02-29' } }, documentMessages.invalidDate],
    [
      'a blank custom publication type',
      { overwrites: { publicationType: '  ' } },
      documentMessages.customPublicationType,
    ],
    [
      'an author without a name',
      { documentType: 'Article', overwrites: { authors: [{ name: ' ', affiliations: [] }] } },
      documentMessages.emptyAuthorName,
    ],
  ];

  for (const [what, change, message] of broken) {
    it(`refuses ${what} with the dialog's message, storing nothing`, async () => {
      const before = await data();
      const body = {
        documentType: change.documentType ?? chapter.documentType,
        overwrites: { ...chapter.overwrites, ...change.overwrites },
      };
      const created = await create(owner, body);
      expect(created.statusCode).toBe(400);
      expect(created.body).toBe(message);
      expect((await data()).availableDocumentIds).toEqual(before.availableDocumentIds);

      const target: WorkspaceDocument = (await create(owner, { ...chapter, documentType: body.documentType })).json();
      const edited = await edit(owner, target.id, { volume: '9', ...change.overwrites });
      expect(edited.statusCode).toBe(400);
      expect(edited.body).toBe(message);
      expect(await documentOf(target.id)).toEqual(target);
      expect(await historyOf(target.id)).toEqual([]);
    });
  }

  it('refuses a wrong type, an unknown field and an oversized field (400), changing nothing', async () => {
    const target: WorkspaceDocument = (await create(owner, chapter)).json();
    const before = await data();
    expect((await create(owner, { ...chapter, documentType: 'Poem' })).statusCode).toBe(400);
    expect((await create(owner, { documentType: 'Book' })).statusCode).toBe(400);
    expect((await edit(owner, target.id, { title: 42 })).statusCode).toBe(400);
    expect((await edit(owner, target.id, { colour: 'red' })).statusCode).toBe(400);
    const long = await edit(owner, target.id, { title: 'x'.repeat(2_001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(documentMessages.fieldTooLong('Title', 2_000));
    expect((await edit(owner, target.id, { authors: [{ name: 'y'.repeat(501) }] })).statusCode).toBe(400);
    expect((await data()).availableDocumentIds).toEqual(before.availableDocumentIds);
    expect(await documentOf(target.id)).toEqual(target);
  });

  it('answers 404 for a document of another investigation', async () => {
    const otherId = (await owner.post('/api/investigations/topic', { searchString: 'bogs' })).json().id;
    const theirs: WorkspaceDocument = (await create(owner, chapter, otherId)).json();
    expect((await edit(owner, theirs.id, { volume: '3' })).statusCode).toBe(404);
    expect((await owner.get(`${base()}/documents/${theirs.id}/history`)).statusCode).toBe(404);
    expect((await owner.post(`${base()}/documents/${theirs.id}/history/undo`)).statusCode).toBe(404);
  });

  it('answers another user 404, no session 401, and an owner who is not omnipotent 403, storing nothing', async () => {
    const documentId = await harvestedDocument();
    const before = await documentOf(documentId);
    const stranger = await signedInClient(t, ['omnisol']);
    expect((await create(stranger, chapter)).statusCode).toBe(404);
    expect((await edit(stranger, documentId, { volume: '3' })).statusCode).toBe(404);
    const anonymous = t.newClient();
    expect((await create(anonymous, chapter)).statusCode).toBe(401);
    expect((await edit(anonymous, documentId, { volume: '3' })).statusCode).toBe(401);

    const plain = await signedInClient(t);
    const plainId = (await plain.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
    const refused = await create(plain, chapter, plainId);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe(requiredUserKindText.omnipotent);
    expect((await plain.post(`/api/investigations/topic/${plainId}/data`, {})).json().availableDocumentIds).toEqual([]);
    expect(await documentOf(documentId)).toEqual(before);
  });
});
