import {
  actionOf,
  allEndpoints,
  type Endpoint,
  type InvestigationAction,
  type RequiredUserKind,
} from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, uniqueEmail } from '../test/test-app.js';
import { createTestUser, signIn } from '../test/test-users.js';
import { setUserFlag, type UserFlag } from '../modules/users/users.repository.js';
import { insertFinishedRun } from '../test/harvest-run-fixture.js';
import { insertMergedRecord } from '../test/merge-fixture.js';
import { insertRandomDocuments } from '../test/workspace-fixture.js';
import { documentIdsOf, insertAuthors } from '../test/person-fixture.js';
import { PNG, startImageHost } from '../test/image-host.js';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccessFixture, Caller } from './access-matrix.fixture.js';
import { accessRows } from './access-matrix.rows.js';
import type { RegisteredRoute } from './route-inventory.js';

/**
 * Every route of the endpoint table, sent as every kind of caller: what each may do follows from the endpoint's
 * access level alone, so a route that forgets its level, or a service that answers another user's data, fails
 * here. A registered /api route with no row fails too.
 */
const CALLERS: Caller[] = ['anonymous', 'stranger', 'owner', 'admin', 'omnisol', 'reviewer', 'viewer'];

/** The kinds each caller is of: only the omnisol caller (omnisol is omnipotent) until a row grants the owner one. */
const callerKinds: Record<Caller, RequiredUserKind[]> = {
  anonymous: [],
  stranger: [],
  owner: [],
  admin: [],
  omnisol: ['omnisol', 'omnipotent'],
  reviewer: [],
  viewer: [],
};
/** What the colleagues every investigation of the fixture is shared with may do in it (issue 27). */
const memberActions: Partial<Record<Caller, InvestigationAction[]>> = {
  reviewer: ['open', 'screen'],
  viewer: ['open'],
};
const kindFlag: Record<RequiredUserKind, UserFlag> = {
  omnipotent: 'omnisol',
  omnisol: 'omnisol',
  facultyWorks: 'faculty_works',
};

/** The status the access level promises each caller; `allowed` is the row's own success status. */
function expectedStatus(endpoint: Endpoint, caller: Caller, allowed: number, kinds = callerKinds[caller]): number {
  const accessStatus = expectedAccessStatus(endpoint, caller, allowed);
  if (accessStatus !== allowed || !endpoint.requires || caller === 'anonymous') return accessStatus;
  return kinds.includes(endpoint.requires) ? allowed : 403;
}

function expectedAccessStatus(endpoint: Endpoint, caller: Caller, allowed: number): number {
  const signedIn = caller !== 'anonymous';
  switch (endpoint.access) {
    case 'public':
      return allowed;
    case 'signedIn':
      return signedIn ? allowed : 401;
    case 'owner':
      if (!signedIn) return 401;
      if (caller === 'owner') return allowed;
      if (caller === 'admin') return actionOf(endpoint) === 'delete' ? 403 : allowed;
      if (memberActions[caller]) return memberActions[caller].includes(actionOf(endpoint)) ? allowed : 403;
      return 404;
    case 'admin':
      return !signedIn ? 401 : caller === 'admin' ? allowed : 403;
    case 'omnipotent':
    case 'omnisol':
      return !signedIn ? 401 : caller === 'omnisol' ? allowed : 403;
  }
}

let t: TestApp;
let imageHost: Server;
const clients = {} as Record<Caller, TestClient>;

const emails = {} as Record<Caller, string>;

async function signInAs(caller: Caller, flags: Parameters<typeof createTestUser>[1]): Promise<void> {
  clients[caller] ??= t.newClient();
  emails[caller] ??= (await createTestUser(t.database.db, flags)).email;
  await signIn(clients[caller], emails[caller]);
}

/** The owner, made of `kind` for one call (a fresh session reads the flag), then back to a plain account. */
async function asOwnerOfKind<T>(kind: RequiredUserKind, call: () => Promise<T>): Promise<T> {
  await setUserFlag(t.database.db, emails.owner, kindFlag[kind], true);
  await signIn(clients.owner, emails.owner);
  try {
    return await call();
  } finally {
    await setUserFlag(t.database.db, emails.owner, kindFlag[kind], false);
    await signIn(clients.owner, emails.owner);
  }
}

/** Puts a caller back in its own session after a call that signed it in as someone else, or out. */
async function restoreSession(caller: Caller): Promise<void> {
  if (caller === 'anonymous') await clients.anonymous.post('/api/auth/sign-out');
  else await signIn(clients[caller], emails[caller]);
}

/** The owner shares an investigation of theirs with the reviewer and the viewer callers, each in that role. */
async function shareWithMembers(id: number): Promise<number> {
  for (const role of ['reviewer', 'viewer'] as const) {
    const shared = await clients.owner.post(`/api/investigations/${id}/members`, { email: emails[role], role });
    expect(shared.statusCode, shared.body).toBe(200);
  }
  return id;
}

/** A Topic investigation of the owner's with documents, a label and a dictionary. */
async function ownersInvestigation(): Promise<number> {
  const id = (await clients.owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json()
    .id as number;
  await insertRandomDocuments(t.database.db, id, 12, id);
  return shareWithMembers(id);
}

async function fixture(): Promise<AccessFixture> {
  const investigationId = await ownersInvestigation();
  const data = (await clients.owner.post(`/api/investigations/topic/${investigationId}/data`, {})).json();
  const saved = await clients.owner.post(`/api/investigations/${investigationId}/configuration`, {
    dictionaries: [{ id: null, name: 'Colours', words: ['red', 'green'] }],
  });
  expect(saved.statusCode, saved.body).toBe(204);
  const personInvestigationId = await shareWithMembers(
    (await clients.owner.post('/api/investigations/person', { personName: 'Ada Lovelace' })).json().id as number,
  );
  await insertRandomDocuments(t.database.db, personInvestigationId, 3, personInvestigationId);
  const [personInvestigationPersonId] = await insertAuthors(
    t.database.db,
    personInvestigationId,
    await documentIdsOf(t.database.db, personInvestigationId),
    ['Ada Lovelace'],
  );
  const png = PNG;
  const imageUrl = `http://127.0.0.1:${(imageHost.address() as AddressInfo).port}/ada.png`;
  const personId = data.persons[0].id as number;
  const uploaded = await clients.owner.upload(
    `/api/investigations/topic/${investigationId}/person-details/${personId}/upload-image`,
    {},
    [{ fileName: 'a.png', content: png }],
  );
  const imageId = uploaded.json().authorImageId as number;
  await clients.owner.post(`/api/investigations/topic/${investigationId}/person-details/${personId}`, {
    id: personId,
    name: data.persons[0].name,
    universityProfileUrl: null,
    authorImageId: imageId,
  });
  let entityMerges = 0;
  let conflicts = 0;
  const personsToMerge = () =>
    insertAuthors(t.database.db, investigationId, data.availableDocumentIds.slice(0, 2), [
      'Ana Ferreira',
      'A. Ferreira',
    ]);
  return {
    investigationId,
    documentId: data.availableDocumentIds[0],
    personId: data.persons[0].id,
    personName: data.persons[0].name,
    lexemeId: (await clients.owner.get(`/api/investigations/${investigationId}/configuration`)).json().dictionaries[0]
      .id,
    png,
    imageUrl,
    imageId,
    personsToMerge,
    mergedPerson: async () => {
      const merged = await clients.owner.post(
        `/api/investigations/topic/${investigationId}/merge`,
        await personsToMerge(),
      );
      expect(merged.statusCode, merged.body).toBe(200);
      return merged.json().personId as number;
    },
    personInvestigationId,
    personInvestigationPersonId: personInvestigationPersonId!,
    entitiesToMerge: async () => {
      const names = [`Lab ${++entityMerges}`, `Lab ${entityMerges}b`];
      for (const name of names) {
        await t.database.db.query(
          `INSERT INTO document_entities (document_id, kind, value) VALUES ($1, 'organization', $2)`,
          [data.availableDocumentIds[0], name],
        );
      }
      return names;
    },
    mergedRecord: async () => insertMergedRecord(t.database.db, investigationId, data.availableDocumentIds[0]),
    documentEdit: async () => {
      await t.database.db.query(
        `INSERT INTO document_edits (investigation_id, document_id, fields, previous, previous_overwritten)
         VALUES ($1, $2, '{volume}', '{"columns": {"volume": null}}', '{}')`,
        [investigationId, data.availableDocumentIds[0]],
      );
    },
    finishedHarvest: async () => insertFinishedRun(t.database.db, investigationId),
    freshInvestigation: ownersInvestigation,
    localDocumentsInvestigation: async () => {
      const created = await clients.owner.upload('/api/investigations/topic/local-documents', { title: 'Library' }, [
        { fileName: 'library.ris', content: 'TY  - JOUR\nTI  - Peat\nER  - \n' },
      ]);
      const id = await shareWithMembers(created.json().created[0].id as number);
      // its harvest over (the matrix runs no jobs): files may be added
      await t.database.db.query(`UPDATE jobs SET state = 'done', finished_at = now() WHERE investigation_id = $1`, [
        id,
      ]);
      return id;
    },
    observation: async () =>
      (
        await clients.owner.post(`/api/investigations/topic/${investigationId}/observation/document`, {
          title: 'An insight',
        })
      ).json().id,
    section: async () => {
      const sections = (
        await clients.owner.post(`/api/investigations/topic/${investigationId}/observation/section`, {
          id: -1,
          name: 'A section',
          ordinal: 0,
        })
      ).json();
      return sections[1].id;
    },
    reportOrder: async () => {
      const report = (await clients.owner.get(`/api/investigations/topic/${investigationId}/observation`)).json();
      return {
        sectionIds: report.sections.slice(1).map((section: { id: number }) => section.id),
        defaultInsightIds: report.observations
          .filter((o: { section: number | null }) => o.section === null)
          .map((o: { id: number }) => o.id),
      };
    },
    screeningDecision: async (caller) => {
      // Refused to whoever may not screen here; the undo row then expects the same refusal.
      await clients[caller].post(`/api/investigations/topic/${investigationId}/screening/decisions`, {
        documentId: data.availableDocumentIds[0],
        decision: 'Maybe',
      });
    },
    reportExport: async () => {
      const job = await t.database.db.query<{ id: string }>(
        `INSERT INTO jobs (kind, investigation_id, state, finished_at) VALUES ('export-report', $1, 'done', now()) RETURNING id`,
        [investigationId],
      );
      const jobId = Number(job.rows[0]!.id);
      await t.database.db.query(
        `INSERT INTO report_exports (job_id, investigation_id, file_name, content) VALUES ($1, $2, 'report.docx', $3)`,
        [jobId, investigationId, Buffer.from('PK')],
      );
      return jobId;
    },
    fullText: async () => {
      await t.database.db.query(
        `INSERT INTO document_full_texts (document_id, file_name, content_type, content) VALUES ($1, 'notes.txt', 'text/plain', $2)
         ON CONFLICT (document_id) DO NOTHING`,
        [data.availableDocumentIds[0], Buffer.from('Peat keeps its carbon.')],
      );
    },
    uniqueEmail,
    newAccount: async () => createTestUser(t.database.db),
    conflict: async () => {
      const documentId = data.availableDocumentIds[++conflicts] as number;
      for (const decision of ['Relevant', 'Irrelevant']) {
        const { id } = await createTestUser(t.database.db);
        await t.database.db.query(
          `INSERT INTO screening_decisions (investigation_id, document_id, user_id, decision, previous_relevancy, blind)
           VALUES ($1, $2, $3, $4, 'Neutral', true)`,
          [investigationId, documentId, id, decision],
        );
      }
      return documentId;
    },
    newInvitation: async () => {
      const email = uniqueEmail('invited');
      await clients.owner.post(`/api/investigations/${investigationId}/members`, { email, role: 'viewer' });
      return email;
    },
    newMember: async () => {
      const { email } = await createTestUser(t.database.db);
      const member = await clients.owner.post(`/api/investigations/${investigationId}/members`, {
        email,
        role: 'viewer',
      });
      return member.json().userId as number;
    },
    addTerm: async (term) => {
      expect(
        (await clients.owner.post(`/api/investigations/topic/${investigationId}/terms`, { term })).statusCode,
      ).toBe(200);
    },
    newGroupId: async (name) => {
      const state = (
        await clients.owner.post(`/api/investigations/topic/${investigationId}/terms/group`, { name })
      ).json();
      return state.termGroups.find((group: { name: string }) => group.name === name).id;
    },
    defaultGroupId: async () =>
      (await clients.owner.get(`/api/investigations/topic/${investigationId}/terms`)).json().termGroups[0].id,
  };
}

beforeAll(async () => {
  // Direct sign-up on, so the sign-up calls answer alike on both engines.
  imageHost = await startImageHost();
  t = await startTestApp({ DIRECT_SIGN_UP: 'true', ALLOW_PRIVATE_IMAGE_URLS: 'true' });
  clients.anonymous = t.newClient();
  await signInAs('stranger', []);
  await signInAs('owner', []);
  await signInAs('admin', ['admin']);
  await signInAs('omnisol', ['omnisol']);
  await signInAs('reviewer', []);
  await signInAs('viewer', []);
});
afterAll(async () => {
  await t?.close();
  imageHost?.close();
});

describe('the access matrix', () => {
  it('has a row for every endpoint, and an endpoint for every registered /api route', () => {
    const endpoints = allEndpoints();
    const missingRows = endpoints.filter(({ name }) => !accessRows[name]).map(({ name }) => name);
    expect(missingRows, 'endpoints without a row in access-matrix.rows.ts').toEqual([]);
    const known = new Set(endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path.replace(/\/$/, '')}`));
    const unlisted = t.app.apiRoutes.filter(
      (route: RegisteredRoute) => !known.has(`${route.method} ${route.url.replace(/\/$/, '')}`),
    );
    expect(unlisted, 'routes registered outside the endpoint table').toEqual([]);
  });

  for (const { name, endpoint } of allEndpoints()) {
    it(`${name} (${endpoint.access}${endpoint.access === 'owner' ? `, ${actionOf(endpoint)}` : ''})`, async () => {
      const row = accessRows[name];
      expect(row, `a row for ${name}`).toBeDefined();
      const shared = await fixture();
      const send = async (caller: Caller) => {
        const request = await row!.request(shared, caller);
        const url = request.url ?? endpoint.path;
        return request.multipart
          ? clients[caller].upload(url, request.multipart.fields, request.multipart.files)
          : clients[caller].request(endpoint.method, url, endpoint.method === 'GET' ? undefined : (request.body ?? {}));
      };
      for (const caller of CALLERS) {
        const response = await send(caller);
        const allowed = row!.allowed?.[caller] ?? row!.status ?? 200;
        expect(response.statusCode, `${name} as ${caller}: ${response.body.slice(0, 200)}`).toBe(
          expectedStatus(endpoint, caller, allowed),
        );
        if (response.statusCode === 404 && caller === 'stranger') expect(response.body).not.toContain('soil');
        if (row!.changesSession) await restoreSession(caller);
      }
      const kind = endpoint.requires;
      if (kind && endpoint.access === 'owner') {
        // The happy path: the owner, now of the kind the endpoint requires.
        const response = await asOwnerOfKind(kind, () => send('owner'));
        const allowed = row!.allowed?.owner ?? row!.status ?? 200;
        expect(response.statusCode, `${name} as the owner of kind ${kind}: ${response.body.slice(0, 200)}`).toBe(
          expectedStatus(endpoint, 'owner', allowed, [kind]),
        );
      }
    });
  }
});
