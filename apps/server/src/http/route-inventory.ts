import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths.js';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route (/api, /maintenance) this app registered (the access test checks each against the endpoint table). */
    apiRoutes: RegisteredRoute[];
  }
}

/** Records the API routes registered after it; the API's own documentation (/api/docs) is public and not a call. */
export function recordApiRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
}
