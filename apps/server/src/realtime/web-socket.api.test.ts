import '@fastify/websocket';
import type { InvestigationState, SocketMessage } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type {} from './realtime-hub.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { testEngine } from '../test/test-database.js';
import { signedInClient } from '../test/test-users.js';

function nextMessage(socket: WebSocket, type: SocketMessage['type'], timeoutMs = 3000): Promise<SocketMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} message within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as SocketMessage;
      if (message.type !== type) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
}

describe(`/api/web-socket (${testEngine})`, () => {
  let t: TestApp;
  let cookie: string;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp({}, { runJobs: false });
    const client = await signedInClient(t);
    cookie = `quarry_session=${client.sessionCookie}`;
    id = (await client.post('/api/investigations/topic', { searchString: 'live' })).json().id;
  });
  afterAll(() => t.close());

  it('answers KeepAlive at once, and sends the state on Register and as batches are stored', async () => {
    const socket = await t.app.injectWS('/api/web-socket', { headers: { cookie } });
    const keepAlive = nextMessage(socket, 'KeepAlive');
    socket.send(JSON.stringify({ type: 'KeepAlive', content: '' }));
    expect((await keepAlive).type).toBe('KeepAlive');

    const first = nextMessage(socket, 'InvestigationState');
    socket.send(JSON.stringify({ type: 'Register', content: String(id) }));
    const state = JSON.parse((await first).content) as InvestigationState;
    expect(state).toMatchObject({
      investigationId: id,
      differentEnough: false,
      activityScore: 0,
      status: 'PENDING',
      totalDocuments: 0,
    });

    await t.database.db.query(
      `INSERT INTO documents (investigation_id, dedupe_key, type, title, harvester_type) VALUES ($1, 'k1', 'Article', 'One', 'GENERIC'), ($1, 'k2', 'Article', 'Two', 'GENERIC')`,
      [id],
    );
    await t.database.db.query('UPDATE investigations SET total_documents = 2 WHERE id = $1', [id]);
    const second = nextMessage(socket, 'InvestigationState');
    harvestListener(t).batchStored(id, 2);
    const after = JSON.parse((await second).content) as InvestigationState;
    expect(after).toMatchObject({ differentEnough: true, refreshReason: 'newDocuments', totalDocuments: 2 });
    expect(after.activityScore).toBeGreaterThan(0);
    socket.terminate();
  });

  it("ignores Register for another user's investigation and garbage messages", async () => {
    const other = await signedInClient(t);
    const socket = await t.app.injectWS('/api/web-socket', {
      headers: { cookie: `quarry_session=${other.sessionCookie}` },
    });
    socket.send('not json');
    socket.send(JSON.stringify({ type: 'Register', content: String(id) }));
    await expect(nextMessage(socket, 'InvestigationState', 500)).rejects.toThrow(/no InvestigationState/);
    const keepAlive = nextMessage(socket, 'KeepAlive');
    socket.send(JSON.stringify({ type: 'KeepAlive', content: 'still here' }));
    expect((await keepAlive).content).toBe('still here');
    socket.terminate();
  });

  it('refuses the upgrade without a session', async () => {
    await expect(t.app.injectWS('/api/web-socket', { headers: {} })).rejects.toThrow(/401/);
  });
});

/** The hub's harvest listener, as the harvest job calls it. */
function harvestListener(t: TestApp) {
  return t.app.realtime.listener;
}
