import type { FastifyInstance } from 'fastify';
import type { AuthService } from './auth.service.js';
import { SESSION_COOKIE } from './session-cookie.js';

/** Attaches the session's user (if any) to every API request; routes decide whether they need one. */
export function registerSessionLoader(app: FastifyInstance, auth: AuthService): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    request.sessionUser = await auth.userForSession(token);
  });
}
