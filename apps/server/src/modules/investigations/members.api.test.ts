import { MAX_MEMBERS, memberText } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxMail } from '../../mail/outbox.repository.js';
import { startTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { createTestUser, signIn, signedInClient, TEST_PASSWORD } from '../../test/test-users.js';
import { hashPassword } from '../users/secrets.js';
import { insertUser } from '../users/users.repository.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';

describe(`sharing an investigation with colleagues (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let topicId: number;
  let otherId: number;
  let documentId: number;

  /** A new account signed in on a client of its own. */
  async function colleague(): Promise<{ client: TestClient; email: string; id: number }> {
    const user = await createTestUser(t.database.db, [], 'Colleague');
    const client = t.newClient();
    await signIn(client, user.email);
    return { client, email: user.email, id: user.id };
  }
  const members = (id = topicId) => `/api/investigations/${id}/members`;
  const invite = (email: string, role: string, id = topicId, client = owner) =>
    client.post(members(id), { email, role });
  const vote = (client: TestClient, relevancy = 'Relevant') =>
    client.request('PATCH', `/api/investigations/topic/${topicId}/documents/${documentId}/relevancy`, { relevancy });

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    topicId = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    otherId = (await owner.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
    await insertRandomDocuments(t.database.db, topicId, 5, 3);
    documentId = (await owner.post(`/api/investigations/topic/${topicId}/data`, {})).json().availableDocumentIds[0];
  });
  afterAll(() => t.close());

  it('shares with a reviewer, who finds it in their list, screens in it and cannot change it', async () => {
    const reviewer = await colleague();
    const invited = await invite(reviewer.email.toUpperCase(), 'reviewer');
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({
      userId: reviewer.id,
      email: reviewer.email,
      role: 'reviewer',
      mailed: true,
    });
    const mail = await latestOutboxMail(t.database.db, reviewer.email);
    expect(mail?.text_body).toContain(`/investigations/${topicId}`);

    const listed = (await reviewer.client.get('/api/investigations')).json();
    expect(listed.find((i: { id: number }) => i.id === topicId)).toMatchObject({
      mine: false,
      sharedAs: 'reviewer',
      can: { open: true, screen: true, work: false, share: false, delete: false },
    });
    expect(listed.map((i: { id: number }) => i.id)).not.toContain(otherId);
    expect((await reviewer.client.get(`/api/investigations/topic/${topicId}`)).json()).toMatchObject({
      sharedAs: 'reviewer',
    });

    expect((await vote(reviewer.client)).statusCode).toBe(200);
    expect((await reviewer.client.request('PATCH', `/api/investigations/${topicId}`, { title: 'x' })).statusCode).toBe(
      403,
    );
    expect((await invite(uniqueEmail(), 'viewer', topicId, reviewer.client)).statusCode).toBe(403);
    expect((await reviewer.client.request('DELETE', `/api/investigations/${topicId}`)).statusCode).toBe(403);
  });

  it('lets a viewer read but not vote', async () => {
    const viewer = await colleague();
    expect((await invite(viewer.email, 'viewer')).statusCode).toBe(200);
    expect((await viewer.client.post(`/api/investigations/topic/${topicId}/data`, {})).statusCode).toBe(200);
    expect((await vote(viewer.client)).statusCode).toBe(403);
    expect((await viewer.client.get(members())).json().map((m: { email: string }) => m.email)).toContain(viewer.email);
  });

  it('changes the role when the address is invited again', async () => {
    const member = await colleague();
    await invite(member.email, 'viewer');
    expect((await vote(member.client)).statusCode).toBe(403);
    expect((await invite(member.email, 'reviewer')).json().role).toBe('reviewer');
    expect((await vote(member.client)).statusCode).toBe(200);
    const roles = (await owner.get(members())).json().filter((m: { email: string }) => m.email === member.email);
    expect(roles).toHaveLength(1);
  });

  it('refuses a revoked reviewer at once, with the investigation gone from their list', async () => {
    const reviewer = await colleague();
    await invite(reviewer.email, 'reviewer');
    expect((await vote(reviewer.client)).statusCode).toBe(200);
    const revoked = await owner.request('DELETE', `${members()}/${reviewer.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await vote(reviewer.client)).statusCode).toBe(404);
    expect((await reviewer.client.post(`/api/investigations/topic/${topicId}/data`, {})).statusCode).toBe(404);
    expect((await reviewer.client.get('/api/investigations')).json()).toEqual([]);
    expect((await owner.request('DELETE', `${members()}/${reviewer.id}`)).body).toBe(memberText.notAMember);
  });

  it('keeps a membership to one investigation: another id of the owner is refused', async () => {
    const reviewer = await colleague();
    await invite(reviewer.email, 'reviewer');
    expect((await reviewer.client.get(`/api/investigations/topic/${otherId}`)).statusCode).toBe(404);
    expect((await reviewer.client.get(members(otherId))).statusCode).toBe(404);
    // revoking through another investigation's id removes nothing
    expect((await owner.request('DELETE', `${members(otherId)}/${reviewer.id}`)).statusCode).toBe(404);
    expect((await vote(reviewer.client)).statusCode).toBe(200);
  });

  it('refuses bad input with the contract’s messages', async () => {
    const bad = await invite('not-an-address', 'reviewer');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(memberText.invalidEmail);
    const role = await invite(uniqueEmail(), 'editor');
    expect(role.statusCode).toBe(400);
    expect(role.body).toContain(memberText.chooseRole);
    const ownerEmail = (await owner.get('/api/users/current')).json().email as string;
    expect((await invite(ownerEmail, 'viewer')).body).toBe(memberText.ownerIsNoMember);
  });

  it('invites an address without an account, which takes effect when they sign up with it', async () => {
    const email = uniqueEmail('newcomer');
    const invited = (await invite(email, 'reviewer')).json();
    expect(invited).toMatchObject({ userId: null, email, nickname: null });
    expect((await latestOutboxMail(t.database.db, email))?.text_body).toContain('/sign-up');
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const user = await t.database.db.transaction((tx) => insertUser(tx, { email, nickname: 'Newcomer', passwordHash }));
    const client = t.newClient();
    await signIn(client, email);
    expect((await client.get('/api/investigations')).json().map((i: { id: number }) => i.id)).toEqual([topicId]);
    const listed = (await owner.get(members())).json().find((m: { email: string }) => m.email === email);
    expect(listed).toMatchObject({ userId: user!.id, nickname: 'Newcomer' });
  });

  it('withdraws an invitation by its address, before the account exists', async () => {
    const email = uniqueEmail('withdrawn');
    await invite(email, 'viewer');
    const withdrawn = await owner.request('DELETE', members(), { email: email.toUpperCase() });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await owner.get(members())).json().map((m: { email: string }) => m.email)).not.toContain(email);
    const again = await owner.request('DELETE', members(), { email });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(memberText.notInvited);
    expect((await owner.request('DELETE', members(), { email: 'nope' })).statusCode).toBe(400);
  });

  it('stops at the most colleagues one investigation is shared with', async () => {
    const id = (await owner.post('/api/investigations/topic', { searchString: 'many' })).json().id;
    for (let i = 0; i < MAX_MEMBERS; i++) expect((await invite(uniqueEmail(), 'viewer', id)).statusCode).toBe(200);
    const over = await invite(uniqueEmail(), 'viewer', id);
    expect(over.statusCode).toBe(400);
    expect(over.body).toBe(memberText.tooMany);
    expect((await owner.get(members(id))).json()).toHaveLength(MAX_MEMBERS);
  });
});
