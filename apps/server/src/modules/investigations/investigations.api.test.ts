import { createMessage, serverText } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { createTestUser, signIn } from '../../test/test-users.js';

describe(`investigations: create, list, change, duplicate, delete (${testEngine})`, () => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ SUPPORT_TENDER: 'false' }, { runJobs: false });
    alice = t.newClient();
    bob = t.newClient();
    admin = t.newClient();
    await signIn(admin, (await createTestUser(t.database.db, ['admin'], 'Admin')).email);
    await signIn(alice, (await createTestUser(t.database.db, [], 'Alice')).email);
    await signIn(bob, (await createTestUser(t.database.db, ['omnisol'], 'Bob')).email);
  });
  afterAll(() => t.close());

  const create = (client: TestClient, path: string, body: unknown) => client.post(`/api/investigations/${path}`, body);

  it('creates each kind as PENDING with a harvest job queued, titled from its input, typed by its family', async () => {
    const calls: Array<[string, unknown, string, string, string]> = [
      ['topic', { searchString: ' graphene batteries ' }, 'Topic', 'Topic', 'graphene batteries'],
      [
        'topic',
        { searchString: 'election polling', political: true, includeWebPages: false },
        'Topic',
        'Political',
        'election polling',
      ],
      ['topic/company', { companyName: 'Acme', companyWebSite: 'acme.example.com' }, 'Topic', 'Company', 'Acme'],
      ['person', { personName: 'Ada Lovelace' }, 'Person', 'Person', 'Ada Lovelace'],
      [
        'person/group',
        { instituteName: 'Weizmann', facultyName: 'Physics', researcherNames: 'A B\n\n C D ' },
        'Person',
        'PersonGroup',
        'Physics, Weizmann',
      ],
      [
        'topic/university',
        { universityName: 'Tel Aviv University', country: 'Israel', startYear: '2023', endYear: 2024 },
        'Topic',
        'University',
        'Tel Aviv University 2023–2024',
      ],
      [
        'topic/website',
        { investigationName: 'Docs', websiteUrl: 'https://docs.example.org' },
        'Topic',
        'WebSite',
        'Docs',
      ],
    ];
    for (const [path, body, family, kind, title] of calls) {
      const response = await create(alice, path, body);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      const { id, uuid } = response.json();
      expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
      const row = (await alice.get('/api/investigations')).json().find((i: { id: number }) => i.id === id);
      expect(row).toMatchObject({
        investigationType: family,
        investigationSubType: kind,
        title,
        status: 'PENDING',
        totalDocuments: 0,
        createdBy: 'Alice',
      });
      const jobs = await t.database.db.query(`SELECT kind, state FROM jobs WHERE investigation_id = $1`, [id]);
      expect(jobs.rows).toEqual([{ kind: 'harvest-investigation', state: 'queued' }]);
    }
    const group = await t.database.db.query(`SELECT definition FROM investigations WHERE sub_type = 'PersonGroup'`);
    expect(group.rows[0]!.definition.researcherNames).toEqual(['A B', 'C D']);
  });

  it('refuses bad input with the spec messages', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['topic', { searchString: '  ' }, createMessage.searchTermRequired],
      ['topic', { searchString: 'שלום עולם' }, createMessage.englishOnly],
      [
        'topic',
        { searchString: 'ok', includePublications: false, includeWebPages: false },
        createMessage.sourceRequired,
      ],
      ['person', { personName: '' }, createMessage.researcherNameRequired],
      [
        'person/group',
        { instituteName: 'I', facultyName: 'F', researcherNames: Array(151).fill('x').join('\n') },
        createMessage.tooManyResearchers(150),
      ],
      ['topic/university', { universityName: 'U', startYear: '1949', endYear: '2020' }, 'four-digit year between 1950'],
      ['topic/university', { universityName: 'U', startYear: '2020', endYear: '20x0' }, 'four-digit year'],
      ['topic/website', { investigationName: 'x', websiteUrl: 'not a url' }, createMessage.websiteUrlInvalid],
      ['topic/company', { companyName: '', companyWebSite: '' }, createMessage.companyNameRequired],
    ];
    for (const [path, body, message] of cases) {
      const response = await create(alice, path, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('offers only the types the flags and the user kind allow', async () => {
    expect((await create(alice, 'topic/tender', { searchString: 'bridges' })).statusCode).toBe(403);
    expect(
      (await create(alice, 'person/facultyworks', { instituteName: 'I', facultyName: 'F', researcherNames: 'A' }))
        .statusCode,
    ).toBe(403);
    const faculty = t.newClient();
    await signIn(faculty, (await createTestUser(t.database.db, ['faculty_works'], 'Fac')).email);
    expect(
      (await create(faculty, 'person/facultyworks', { instituteName: 'I', facultyName: 'F', researcherNames: 'A\nB' }))
        .statusCode,
    ).toBe(200);
    expect((await create(faculty, 'topic', { searchString: 'x' })).statusCode).toBe(403);
  });

  it('keeps each user to their own investigations; an admin may list all with forceAll', async () => {
    const { id } = (await create(alice, 'topic', { searchString: 'private topic' })).json();
    expect((await bob.get('/api/investigations')).json().map((i: { id: number }) => i.id)).not.toContain(id);
    expect((await bob.request('PATCH', `/api/investigations/${id}`, { title: 'mine now' })).statusCode).toBe(404);
    expect((await bob.request('DELETE', `/api/investigations/${id}`)).statusCode).toBe(404);
    expect((await bob.post(`/api/investigations/${id}/duplicate`)).statusCode).toBe(404);
    expect((await bob.get('/api/investigations?forceAll=true')).json().map((i: { id: number }) => i.id)).not.toContain(
      id,
    );
    const all = (await admin.get('/api/investigations?forceAll=true')).json();
    expect(all.map((i: { id: number }) => i.id)).toContain(id);
    expect(all.find((i: { id: number }) => i.id === id)).not.toHaveProperty('email');
    expect(all.find((i: { id: number }) => i.id === id)).toMatchObject({
      mine: false,
      sharedAs: null,
      can: { open: true, screen: true, work: true, share: true, delete: false },
    });
    expect((await alice.get(`/api/investigations/topic/${id}`)).json()).toMatchObject({
      id,
      title: 'private topic',
      mine: true,
    });
    expect((await bob.get(`/api/investigations/topic/${id}`)).statusCode).toBe(404);
    // The All view implies it: an admin opens and works in any investigation, but deleting stays the owner's.
    expect((await admin.get(`/api/investigations/topic/${id}`)).json()).toMatchObject({ id, mine: false });
    expect((await admin.request('DELETE', `/api/investigations/${id}`)).statusCode).toBe(403);
    const asOmnisol = (await bob.get('/api/investigations')).json();
    expect(asOmnisol.every((i: { email?: string }) => typeof i.email === 'string')).toBe(true);
    expect((await t.newClient().get('/api/investigations')).statusCode).toBe(401);
  });

  it('lists newest first and changes title, goals and alerts', async () => {
    const first = (await create(alice, 'topic', { searchString: 'older one' })).json();
    const second = (await create(alice, 'topic', { searchString: 'newer one' })).json();
    const ids = (await alice.get('/api/investigations')).json().map((i: { id: number }) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const patched = await alice.request('PATCH', `/api/investigations/${first.id}`, {
      title: ' Renamed ',
      goals: 'Find X',
      alertsEnabled: true,
    });
    expect(patched.json()).toMatchObject({ title: 'Renamed', goals: 'Find X', alertsEnabled: true });
    // What changes is read as it is now, though the investigation was opened (and its facts remembered) before.
    expect((await alice.get(`/api/investigations/topic/${first.id}`)).json()).toMatchObject({
      title: 'Renamed',
      goals: 'Find X',
    });
    expect((await alice.request('PATCH', `/api/investigations/${first.id}`, { title: '' })).statusCode).toBe(400);
  });

  it('duplicates with documents and review state, and deletes with everything in it', async () => {
    const { id } = (await create(alice, 'topic', { searchString: 'to copy' })).json();
    await t.database.db.query(`UPDATE investigations SET status = 'READY' WHERE id = $1`, [id]);
    await t.database.db.query(
      `INSERT INTO documents (investigation_id, dedupe_key, type, title, harvester_type, relevancy, starred, note, labels)
       VALUES ($1, 'doi:10.1/x', 'Article', 'A paper', 'MICROSOFT', 'Relevant', true, 'keep', '{Mine}')`,
      [id],
    );
    const copy = (await alice.post(`/api/investigations/${id}/duplicate`)).json();
    const docs = await t.database.db.query(
      'SELECT title, relevancy, starred, note, labels FROM documents WHERE investigation_id = $1',
      [copy.id],
    );
    expect(docs.rows).toEqual([
      { title: 'A paper', relevancy: 'Relevant', starred: true, note: 'keep', labels: ['Mine'] },
    ]);
    const listed = (await alice.get('/api/investigations')).json().find((i: { id: number }) => i.id === copy.id);
    expect(listed).toMatchObject({ title: 'to copy (copy)', status: 'READY' });

    expect((await alice.request('DELETE', `/api/investigations/${id}`)).statusCode).toBe(200);
    const left = await t.database.db.query('SELECT count(*) AS n FROM documents WHERE investigation_id = $1', [id]);
    expect(left.rows[0]!.n).toBe(0);
    expect((await alice.request('DELETE', `/api/investigations/${id}`)).statusCode).toBe(404);
  });

  it('lets only omnisol users delete all pending and restart failed investigations', async () => {
    expect((await alice.request('DELETE', '/api/investigations/person/pending')).statusCode).toBe(403);
    expect((await alice.post('/api/investigations/person/restart-failed')).statusCode).toBe(403);
    const failed = (await create(bob, 'person', { personName: 'Grace Hopper' })).json();
    await create(bob, 'person', { personName: 'Pending Person' });
    await t.database.db.query(
      `UPDATE investigations SET status = 'FAILED', status_reason = 'OpenAlex answered 500' WHERE id = $1`,
      [failed.id],
    );
    expect((await bob.post('/api/investigations/person/restart-failed')).json()).toEqual({ restarted: 1 });
    const again = (await bob.get('/api/investigations')).json().find((i: { id: number }) => i.id === failed.id);
    expect(again).toMatchObject({ status: 'PENDING', statusReason: null });
    const pending = (await create(bob, 'person', { personName: 'Opened Then Deleted' })).json();
    expect((await bob.post(`/api/investigations/person/${pending.id}/data?pageSize=5`, {})).statusCode).toBe(200);
    expect((await bob.request('DELETE', '/api/investigations/person/pending')).json().deleted).toBeGreaterThanOrEqual(
      3,
    );
    expect((await bob.post(`/api/investigations/person/${pending.id}/data?pageSize=5`, {})).statusCode).toBe(404);
    expect(
      (await bob.get('/api/investigations')).json().filter((i: { status: string }) => i.status === 'PENDING'),
    ).toEqual([]);
  });

  it('answers 401 without a session and 403 without a Client-Id on every investigations call', async () => {
    const anonymous = t.newClient();
    for (const [method, url] of [
      ['GET', '/api/investigations'],
      ['POST', '/api/investigations/topic'],
      ['PATCH', '/api/investigations/1'],
      ['DELETE', '/api/investigations/1'],
      ['POST', '/api/investigations/1/duplicate'],
      ['GET', '/api/investigations/topic/mag-affiliations?q=tel'],
    ] as const) {
      expect((await anonymous.request(method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
    }
    const noClientId = await t.app.inject({
      method: 'POST',
      url: '/api/investigations/topic',
      payload: { searchString: 'x' },
    });
    expect([noClientId.statusCode, noClientId.body]).toEqual([403, serverText.missingClientId]);
  });
});
