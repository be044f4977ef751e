import '@fastify/websocket';
import type { InvestigationState } from '@quarry/contract';
import type WebSocket from 'ws';
import type { TestApp, TestClient } from './test-app.js';

export interface LiveSocket {
  socket: WebSocket;
  /** Every investigation state received so far, in order. */
  states: InvestigationState[];
  register(investigationId: number): void;
}

/** A live socket of a signed-in client and the investigation states it has received so far. */
export async function openLiveSocket(t: TestApp, client: TestClient): Promise<LiveSocket> {
  const socket = await t.app.injectWS('/api/web-socket', {
    headers: { cookie: `quarry_session=${client.sessionCookie}` },
  });
  const states: InvestigationState[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; content: string };
    if (message.type === 'InvestigationState') states.push(JSON.parse(message.content));
  });
  const register = (investigationId: number) =>
    socket.send(JSON.stringify({ type: 'Register', content: String(investigationId) }));
  return { socket, states, register };
}
