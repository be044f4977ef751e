import type { FastifyInstance } from 'fastify';
import type { AuthService } from './auth.service.js';
import { isApiPath } from '../../http/api-paths.js';
import { SESSION_COOKIE } from './session-cookie.js';

/** Attaches the session's user (if any) to every API request; routes decide whether they need one. */
export function registerSessionLoader(app: FastifyInstance, auth: AuthService): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    request.sessionUser = await auth.userForSession(token);
  });
}
