import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local HTTP server that plays a harvest source (OpenAlex, Crossref, arXiv, SearXNG, web sites) from fixtures, so
 * connector and pipeline tests point a connector's base URL at it instead of the real service.
 *
 *   const source = await startSourceServer({
 *     fixturesDir: '/…/apps/server/test-fixtures',
 *     routes: [
 *       { path: '/works', query: { cursor: '*' }, file: 'openalex/works-page-1.json' },
 *       { path: '/works', query: (q) => q.get('cursor') === 'abc', file: 'openalex/works-page-2.json' },
 *       { path: '/slow', delayMs: 2_000, body: 'too late' },
 *       { path: '/old', status: 301, headers: { location: '/new' } },
 *       { path: /^\/items\/(\d+)$/, handle: (request) => ({ body: { path: request.path } }) },
 *     ],
 *   });
 *   // … connector with baseUrl: source.url …
 *   expect(source.requestsTo('/works')[0]?.query.get('mailto')).toBe('me@example.org');
 *   await source.close();
 *
 * The first route that matches (method, path, query) answers; routes added later with `addRoutes` are tried
 * first, so a test can override a default. A request no route matches gets 404 "no route for GET /x?y".
 * Every request is recorded, matched or not, in arrival order.
 */
export interface SourceReply {
  /** Default 200. */
  status?: number;
  /** Content-Type defaults from the fixture's extension (.json, .xml, .html, .txt) or to JSON for an object body. */
  headers?: Record<string, string>;
  /** A string or bytes as they are; an object or array as JSON; an async iterable streamed in chunks (no length). */
  body?: string | Buffer | object | AsyncIterable<string | Buffer>;
  /** A fixture file, relative to `fixturesDir` (or absolute); read on every request, sent byte for byte. */
  file?: string;
  /** Wait this long before answering (to provoke a client's time-out). */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  /** The path without the query: "/works". */
  path: string;
  query: URLSearchParams;
  /** Path and query as sent: "/works?search=x&cursor=*". */
  url: string;
  headers: IncomingHttpHeaders;
}

export interface SourceRoute extends SourceReply {
  /** Default GET. */
  method?: string;
  /** Exact path, or a pattern tested against the path. */
  path: string | RegExp;
  /** Every listed parameter must have exactly this value; or a predicate over all parameters. */
  query?: Record<string, string> | ((query: URLSearchParams) => boolean);
  /** Computes the reply; its fields win over the route's own. */
  handle?: (request: RecordedRequest) => SourceReply | Promise<SourceReply>;
}

export interface SourceServerOptions {
  routes?: SourceRoute[];
  fixturesDir?: string;
}

export interface SourceServer {
  /** "http://127.0.0.1:<port>", no trailing slash. */
  url: string;
  requests: RecordedRequest[];
  /** The recorded requests to one path. */
  requestsTo(path: string): RecordedRequest[];
  addRoutes(...routes: SourceRoute[]): void;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.jsonl': 'application/x-ndjson; charset=utf-8',
  '.xml': 'application/atom+xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  // No charset: a page's own <meta charset> must decide, as on the real web.
  '.html': 'text/html',
  '.txt': 'text/plain; charset=utf-8',
};

function matches(route: SourceRoute, request: RecordedRequest): boolean {
  if ((route.method ?? 'GET').toUpperCase() !== request.method) return false;
  const pathMatches = typeof route.path === 'string' ? route.path === request.path : route.path.test(request.path);
  if (!pathMatches) return false;
  if (!route.query) return true;
  if (typeof route.query === 'function') return route.query(request.query);
  return Object.entries(route.query).every(([name, value]) => request.query.get(name) === value);
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<string | Buffer> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

async function send(response: ServerResponse, reply: SourceReply, fixturesDir: string): Promise<void> {
  const headers: Record<string, string> = { ...reply.headers };
  const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  let body: string | Buffer | AsyncIterable<string | Buffer> = '';
  if (reply.file !== undefined) {
    const file = path.resolve(fixturesDir, reply.file);
    body = await readFile(file);
    if (!hasType) headers['content-type'] = contentTypes[path.extname(file)] ?? 'application/octet-stream';
  } else if (typeof reply.body === 'string' || Buffer.isBuffer(reply.body) || isAsyncIterable(reply.body)) {
    body = reply.body;
    if (!hasType && !isAsyncIterable(body)) headers['content-type'] = 'text/plain; charset=utf-8';
  } else if (reply.body !== undefined) {
    body = JSON.stringify(reply.body);
    if (!hasType) headers['content-type'] = 'application/json; charset=utf-8';
  }
  if (response.destroyed) return;
  response.writeHead(reply.status ?? 200, headers);
  if (!isAsyncIterable(body)) {
    response.end(body);
    return;
  }
  for await (const chunk of body) {
    if (response.destroyed) return;
    if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
  }
  response.end();
}

const delay = (ms: number, response: ServerResponse) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    response.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Starts the server on a free port of 127.0.0.1. */
export async function startSourceServer(options: SourceServerOptions = {}): Promise<SourceServer> {
  const routes = [...(options.routes ?? [])];
  const fixturesDir = options.fixturesDir ?? process.cwd();
  const requests: RecordedRequest[] = [];

  const server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    const recorded: RecordedRequest = {
      method: (incoming.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      url: url.pathname + url.search,
      headers: incoming.headers,
    };
    requests.push(recorded);
    const route = routes.find((candidate) => matches(candidate, recorded));
    const answer = async () => {
      if (!route) {
        await send(response, { status: 404, body: `no route for ${recorded.method} ${recorded.url}` }, fixturesDir);
        return;
      }
      const reply: SourceReply = { ...route, ...(await route.handle?.(recorded)) };
      if (reply.delayMs) await delay(reply.delayMs, response);
      await send(response, reply, fixturesDir);
    };
    answer().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`source-server failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (wanted) => requests.filter((request) => request.path === wanted),
    addRoutes: (...added) => routes.unshift(...added),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
