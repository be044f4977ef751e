import { screeningTeamText } from '@quarry/contract';
import '@fastify/websocket';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { createTestUser, signIn, signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';

describe(`blind double screening (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  const team = {} as Record<'ann' | 'ben' | 'cat' | 'viv', TestClient>;
  let topicId: number;

  const base = () => `/api/investigations/topic/${topicId}/screening`;
  const next = async (client: TestClient) => (await client.get(`${base()}/next?order=ranked`)).json();
  const decide = (client: TestClient, documentId: number, decision: string) =>
    client.post(`${base()}/decisions`, { documentId, decision });
  const voteSeenBy = async (client: TestClient, documentId: number) =>
    (await client.post(`/api/investigations/topic/${topicId}/next-documents`, { documentIds: [documentId] })).json()[0]
      .relevancy;
  const exportedBy = async (client: TestClient, documentId: number) => {
    const exported = await client.post(`/api/investigations/topic/${topicId}/export?format=csv`, {});
    const rows = parse(exported.body, { columns: true }) as Array<Record<string, string>>;
    return rows.find((row) => Number(row.record_id) === documentId)?.included;
  };
  const setBlind = (blind: boolean, client = owner) =>
    client.request('PATCH', `/api/investigations/${topicId}`, { blind });

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    topicId = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await insertRandomDocuments(t.database.db, topicId, 10, 5);
    await t.database.db.query("UPDATE documents SET relevancy = 'Neutral' WHERE investigation_id = $1", [topicId]);
    for (const [name, role] of [
      ['ann', 'reviewer'],
      ['ben', 'reviewer'],
      ['cat', 'reviewer'],
      ['viv', 'viewer'],
    ] as const) {
      const user = await createTestUser(t.database.db, [], name);
      team[name] = t.newClient();
      await signIn(team[name], user.email);
      expect((await owner.post(`/api/investigations/${topicId}/members`, { email: user.email, role })).statusCode).toBe(
        200,
      );
    }
  });
  afterAll(() => t.close());

  it("is the owner's to turn on, with the share of records two reviewers screen", async () => {
    expect((await setBlind(true, team.ann)).statusCode).toBe(403);
    expect((await setBlind(true)).json().blind).toBe(true);
    const put = (doubleScreeningPercent: unknown, client = owner) =>
      client.request('PUT', `${base()}/settings`, { doubleScreeningPercent });
    expect((await put(101)).statusCode).toBe(400);
    expect((await put(50, team.ann)).statusCode).toBe(403);
    expect((await put(100)).json()).toEqual({ blind: true, doubleScreeningPercent: 100 });
    expect((await team.viv.get(`${base()}/settings`)).json()).toEqual({ blind: true, doubleScreeningPercent: 100 });
    // The owner and every reviewer are on the team before anyone decides; the viewer is not.
    const before = (await owner.get(`${base()}/team`)).json().reviewers;
    expect(before.map((reviewer: { nickname: string }) => reviewer.nickname).sort()).toEqual([
      'Tester',
      'ann',
      'ben',
      'cat',
    ]);
    expect(before.every((reviewer: { screened: number }) => reviewer.screened === 0)).toBe(true);
  });

  it("keeps each reviewer's decisions from the others: no vote, nothing in lists, exports or counts", async () => {
    const first = (await next(team.ann)).document.id as number;
    expect((await decide(team.ann, first, 'Relevant')).json()).toMatchObject({ screened: 1, relevant: 1 });
    for (const client of [team.ben, team.viv, owner, team.ann]) {
      expect(await voteSeenBy(client, first)).toBe('Neutral');
      expect(await exportedBy(client, first)).toBe('');
    }
    // Screened twice: Ben is offered the same record.
    expect((await next(team.ben)).document.id).toBe(first);
    expect((await next(team.ben)).progress).toMatchObject({ screened: 0, relevant: 0 });
    const seenByBen = (await team.ben.get(`${base()}/team`)).json();
    expect(seenByBen.reviewers).toContainEqual(
      expect.objectContaining({ nickname: 'ann', screened: 1, relevant: null, irrelevant: null, maybe: null }),
    );
    expect(seenByBen.reviewers).toContainEqual(expect.objectContaining({ nickname: 'ben', screened: 0, relevant: 0 }));
    expect((await owner.get(`${base()}/team`)).json().reviewers).toContainEqual(
      expect.objectContaining({ nickname: 'ann', screened: 1, relevant: 1 }),
    );
    // Undo while blind takes the decision back and leaves the vote alone.
    expect((await team.ann.post(`${base()}/undo`, {})).statusCode).toBe(200);
    expect(await voteSeenBy(owner, first)).toBe('Neutral');
    expect((await decide(team.ann, first, 'Relevant')).statusCode).toBe(200);
  });

  it('lists a disagreement as a conflict, for the owner and a third reviewer to resolve with the vote', async () => {
    const record = (await next(team.ben)).document.id as number;
    expect((await decide(team.ben, record, 'Irrelevant')).statusCode).toBe(200);
    // Settled: two reviewers screened it; a third is not offered it.
    expect((await next(team.cat)).document.id).not.toBe(record);
    expect((await team.ann.get(`${base()}/conflicts`)).json().conflicts).toEqual([]);
    const seen = (await team.cat.get(`${base()}/conflicts`)).json();
    expect(seen.conflicts).toEqual([
      expect.objectContaining({
        documentId: record,
        decisions: [
          expect.objectContaining({ nickname: 'ann', decision: 'Relevant' }),
          expect.objectContaining({ nickname: 'ben', decision: 'Irrelevant' }),
        ],
      }),
    ]);
    expect(seen.pairs).toEqual([expect.objectContaining({ records: 1, agreed: 0, kappa: 0 })]);

    const resolve = (client: TestClient, decision = 'Irrelevant') =>
      client.post(`${base()}/conflicts/${record}/resolve`, { decision });
    expect((await resolve(team.viv)).statusCode).toBe(403);
    const own = await resolve(team.ann);
    expect(own.statusCode).toBe(403);
    expect(own.body).toBe(screeningTeamText.ownConflict);
    const resolved = await resolve(team.cat);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().conflicts).toEqual([]);
    expect(await voteSeenBy(team.ben, record)).toBe('Irrelevant');
    expect((await resolve(owner)).body).toBe(screeningTeamText.notAConflict);
  });

  it('gives every record the reviewers agree on its vote when the owner lifts blinding', async () => {
    const record = (await next(team.ann)).document.id as number;
    await decide(team.ann, record, 'Relevant');
    expect((await next(team.cat)).document.id).toBe(record);
    await decide(team.cat, record, 'Relevant');
    expect(await voteSeenBy(owner, record)).toBe('Neutral');
    const { pairs, kappa } = (await owner.get(`${base()}/conflicts`)).json();
    expect(pairs).toHaveLength(2);
    expect(kappa).not.toBeUndefined();

    expect((await setBlind(false)).json().blind).toBe(false);
    expect(await voteSeenBy(team.viv, record)).toBe('Relevant');
    expect(await exportedBy(team.ben, record)).toBe('1');
    expect((await team.ben.get(`${base()}/team`)).json().reviewers).toContainEqual(
      expect.objectContaining({ nickname: 'ann', relevant: 2 }),
    );
  });

  it("tells the others' open Screen tabs over the live socket that the team's progress changed", async () => {
    const socket = await t.app.injectWS('/api/web-socket', {
      headers: { cookie: `quarry_session=${team.viv.sessionCookie}` },
    });
    const messageOf = (type: string) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} within 5 s`)), 5000);
        const onMessage = (data: unknown) => {
          const message = JSON.parse(String(data)) as { type: string; content: string };
          if (message.type !== type) return;
          clearTimeout(timer);
          socket.off('message', onMessage);
          resolve(message.content);
        };
        socket.on('message', onMessage);
      });
    const registered = messageOf('InvestigationState');
    socket.send(JSON.stringify({ type: 'Register', content: String(topicId) }));
    await registered;
    const told = messageOf('ScreeningProgress');
    const record = (await next(team.ben)).document.id as number;
    expect((await decide(team.ben, record, 'Maybe')).statusCode).toBe(200);
    expect(await told).toBe(String(topicId));
    socket.terminate();
  });

  it('answers a conflict that is none, and refuses a viewer the settings', async () => {
    const missing = await owner.post(`${base()}/conflicts/999999/resolve`, { decision: 'Relevant' });
    expect(missing.statusCode).toBe(400);
    expect((await team.viv.request('PUT', `${base()}/settings`, { doubleScreeningPercent: 10 })).statusCode).toBe(403);
  });
});
