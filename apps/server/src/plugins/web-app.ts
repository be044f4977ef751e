import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverText } from '@quarry/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath } from '../http/api-paths.js';

/** Files under /assets/ carry a hash of their content in their name: a new build gives new names. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and the SPA fallback) names the current build's assets: revalidated on every load. */
const REVALIDATE = 'no-cache';

/**
 * A missing asset or a source map answers 404, never index.html: a browser still holding a previous build's page
 * must get an error for a chunk that no longer exists, not HTML where it expects JavaScript.
 */
const isFileRequest = (url: string): boolean => {
  const pathname = url.split('?')[0]!;
  return pathname.startsWith(HASHED_ASSETS) || pathname.endsWith('.map');
};

/**
 * Serves the built web app. Assets leave as the .br or .gz file the build wrote next to them when the browser
 * accepts it (Vary: Accept-Encoding); hashed assets are cached for a year, index.html is revalidated. Any other GET
 * outside /api that is not a file gets index.html, so the app's own router decides (and shows its not-found page);
 * unknown /api paths answer 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The build keeps its source maps out of dist; should one slip in, it still is not served.
      allowedPath: (pathname: string) => !pathname.endsWith('.map'),
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const hashed = path.relative(webDistDir, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn(`No web app at ${webDistDir}: run "npm run build" to serve the screens.`);
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !isApiPath(request.url) &&
      !isFileRequest(request.url);
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send(serverText.notFound);
    if (!built)
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run npm run build');
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
