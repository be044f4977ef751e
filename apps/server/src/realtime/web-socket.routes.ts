import websocket from '@fastify/websocket';
import { WEB_SOCKET_PATH } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { authorize } from '../http/access.js';
import type { RealtimeHub } from './realtime-hub.js';

/** GET /api/web-socket: upgraded for a signed-in user only (401 before the upgrade otherwise). */
export async function registerWebSocketRoute(app: FastifyInstance, hub: RealtimeHub): Promise<void> {
  await app.register(websocket);
  app.get(
    WEB_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        authorize(request, 'signedIn');
      },
    },
    (socket, request) => hub.connect(socket, request.sessionUser!),
  );
}
