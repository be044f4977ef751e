import { CLIENT_ID_HEADER, serverText } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http/http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is a link mailed to the user (the contract's `signedLink`): its token is its authority. */
    signedLink?: boolean;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const headerName = CLIENT_ID_HEADER.toLowerCase();

/**
 * Every POST, PUT, PATCH and DELETE to the API must carry a Client-Id header (doc 1 §7). A cross-site form
 * cannot set a custom header, so together with SameSite cookies this is the CSRF defence. A mailed link's POST is
 * the exception: its token, not a session, is what authorizes it.
 */
export function registerClientIdGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/') || request.routeOptions.config?.signedLink)
      return;
    const value = request.headers[headerName];
    if (typeof value !== 'string' || value.trim() === '' || value.length > 100) {
      throw forbidden(serverText.missingClientId);
    }
  });
}
