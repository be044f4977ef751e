import websocket from '@fastify/websocket';
import { realtimeApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { authorizeRequest } from '../http/access.js';
import type { RealtimeHub } from './realtime-hub.js';

/** GET /api/web-socket: upgraded for a signed-in user only (401 before the upgrade otherwise). */
export async function registerWebSocketRoute(app: FastifyInstance, hub: RealtimeHub): Promise<void> {
  await app.register(websocket);
  app.get(
    realtimeApi.webSocket.path,
    {
      websocket: true,
      preValidation: async (request) => authorizeRequest(request, realtimeApi.webSocket),
    },
    (socket, request) => hub.connect(socket, request.sessionUser!),
  );
}
