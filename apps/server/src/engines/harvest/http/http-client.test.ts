import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type SourceServer, startSourceServer } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.js';
import { SourceError } from './source-error.js';

const fixtures = fileURLToPath(new URL('../../../../test-fixtures/', import.meta.url));
let server: SourceServer;

beforeAll(async () => {
  server = await startSourceServer({
    fixturesDir: fixtures,
    routes: [
      { path: '/ok', body: { hello: 'world' } },
      { path: '/boom', status: 500, body: 'database on fire' },
      { path: '/slow', delayMs: 1_000, body: 'late' },
      { path: '/big', body: Buffer.alloc(2_000, 'x') },
      {
        path: '/big-stream',
        body: (async function* () {
          for (let i = 0; i < 10; i++) yield Buffer.alloc(500, 'y');
        })(),
      },
      { path: '/hop1', status: 301, headers: { location: '/hop2' } },
      { path: '/hop2', status: 302, headers: { location: `/hop3?x=1` } },
      { path: '/hop3', status: 307, headers: { location: '/ok' } },
      {
        path: /^\/loop\/(\d+)$/,
        handle: (request) => ({
          status: 302,
          headers: { location: `/loop/${Number(request.path.split('/')[2]) + 1}` },
        }),
      },
      { path: '/to-ftp', status: 302, headers: { location: 'ftp://example.org/file' } },
      { path: '/hebrew', file: 'web/hebrew-windows-1255.html' },
      { path: '/latin1', file: 'web/latin1.html' },
      {
        path: '/header-charset',
        file: 'web/header-charset-only.html',
        headers: { 'content-type': 'text/html; charset=ISO-8859-1' },
      },
      { path: '/not-json', body: '<html>oops</html>', headers: { 'content-type': 'text/html' } },
    ],
  });
});
afterAll(() => server.close());

const client = (options: Parameters<typeof createHttpClient>[0] = {}) =>
  createHttpClient({ mailto: 'team@example.org', ...options });
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
};

describe('http client', () => {
  it('sends a polite User-Agent naming Quarry and the mailto', async () => {
    const response = await client().get(`${server.url}/ok`, { source: 'OpenAlex' });
    expect(response.json()).toEqual({ hello: 'world' });
    const agent = server.requestsTo('/ok').at(-1)?.headers['user-agent'];
    expect(agent).toMatch(/^Quarry\/\d+\.\d+\.\d+ \(.*mailto:team@example\.org\)$/);
  });

  it('says which source answered which error for which request', async () => {
    const error = await failure(
      client().get(`${server.url}/boom?search=soil%20carbon&mailto=team@example.org`, { source: 'OpenAlex' }),
    );
    expect(error.message).toBe('OpenAlex answered 500 Internal Server Error for /boom?search=soil carbon');
    expect(error).toMatchObject({ kind: 'http-status', status: 500, source: 'OpenAlex' });
  });

  it('returns an allowed error status instead of throwing', async () => {
    const response = await client().get(`${server.url}/nothing-here`, { source: 'Crossref', allowStatuses: [404] });
    expect(response.status).toBe(404);
  });

  it('gives up after the time-out with a readable reason', async () => {
    const error = await failure(client({ timeoutMs: 200 }).get(`${server.url}/slow`, { source: 'arXiv' }));
    expect(error.message).toBe('arXiv did not answer within 0.2 s for /slow');
    expect(error.kind).toBe('timeout');
  });

  it('stops a request on its way when its signal is aborted, throwing the signal’s reason', async () => {
    const controller = new AbortController();
    const reason = new Error('the job was cancelled');
    setTimeout(() => controller.abort(reason), 50);
    const started = Date.now();
    await expect(client().get(`${server.url}/slow`, { source: 'arXiv', signal: controller.signal })).rejects.toBe(
      reason,
    );
    expect(Date.now() - started).toBeLessThan(900);
    await expect(client().get(`${server.url}/slow`, { source: 'arXiv', signal: controller.signal })).rejects.toBe(
      reason,
    );
  });

  it('refuses a body over the size cap, declared or streamed', async () => {
    const declared = await failure(client({ maxBytes: 1_000 }).get(`${server.url}/big`, { source: 'example.org' }));
    expect(declared.message).toBe('example.org sent a page too large (over 1000 bytes) for /big');
    const streamed = await failure(
      client().get(`${server.url}/big-stream`, { source: 'example.org', maxBytes: 2_048 }),
    );
    expect(streamed.message).toContain('page too large (over 2 KB)');
    expect(streamed.kind).toBe('too-large');
  });

  it('follows a redirect chain and reports where it ended', async () => {
    const response = await client().get(`${server.url}/hop1`, { source: 'example.org' });
    expect(response.url).toBe(`${server.url}/ok`);
    expect(response.chain).toEqual([
      `${server.url}/hop1`,
      `${server.url}/hop2`,
      `${server.url}/hop3?x=1`,
      `${server.url}/ok`,
    ]);
  });

  it('stops after five redirects, and at a redirect that leaves http', async () => {
    const loop = await failure(client().get(`${server.url}/loop/1`, { source: 'example.org' }));
    expect(loop.message).toBe('example.org redirected more than 5 times for /loop/1');
    const ftp = await failure(client().get(`${server.url}/to-ftp`, { source: 'example.org' }));
    expect(ftp.message).toBe('example.org: only http and https addresses can be fetched, not ftp:');
  });

  it('checks every hop of a redirect chain', async () => {
    const checked: string[] = [];
    const error = await failure(
      client().get(`${server.url}/hop1`, {
        source: 'example.org',
        checkUrl: (url) => {
          checked.push(url.pathname);
          if (url.pathname === '/hop3') throw new SourceError('not /hop3', { source: 'example.org', kind: 'robots' });
        },
      }),
    );
    expect(error.message).toBe('not /hop3');
    expect(checked).toEqual(['/hop1', '/hop2', '/hop3']);
  });

  it('decodes pages by their declared charset', async () => {
    const hebrew = await client().get(`${server.url}/hebrew`, { source: 'example.org' });
    expect(hebrew.text()).toContain('<title>גגות ירוקים בתל אביב</title>');
    const latin = await client().get(`${server.url}/latin1`, { source: 'example.org' });
    expect(latin.text()).toContain('<title>Café Zürich – Übersicht</title>');
    const header = await client().get(`${server.url}/header-charset`, { source: 'example.org' });
    expect(header.text()).toContain('Señor Müller lives in Málaga.');
    expect(readFileSync(`${fixtures}web/header-charset-only.html`).includes(Buffer.from('Señor'))).toBe(false);
  });

  it('says so when a JSON source answers something else', async () => {
    const response = await client().get(`${server.url}/not-json`, { source: 'Web search' });
    expect(() => response.json()).toThrow('Web search did not answer with JSON for /not-json');
  });

  it('keeps the minimum interval between requests to one source', async () => {
    const http = client();
    const started = Date.now();
    await Promise.all([1, 2, 3].map(() => http.get(`${server.url}/ok`, { source: 'arXiv', minIntervalMs: 60 })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
  });

  it('names the reason when a source cannot be reached', async () => {
    const closed = await startSourceServer();
    const url = closed.url;
    await closed.close();
    const error = await failure(client().get(`${url}/x`, { source: 'Crossref' }));
    expect(error.message).toBe('Crossref could not be reached for /x: the connection was refused');
    expect(error.kind).toBe('network');
  });
});
