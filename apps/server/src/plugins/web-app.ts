import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverText } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Any GET outside /api that is not a file gets index.html, so the app's own
 * router decides (and shows its not-found page); unknown /api paths answer 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false });
  } else {
    app.log.warn(`No web app at ${webDistDir}: run "npm run build" to serve the screens.`);
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send(serverText.notFound);
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run npm run build');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
