import { CLIENT_ID_HEADER } from '@quarry/contract';
import { type QuarryServer, startQuarryServer, startSourceServer } from '@quarry/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { fixturesDir } from '../../../test/sources.js';
import { databaseForServerProcesses, testEngine } from '../../../test/test-database.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe(`a harvest survives SIGKILL (${testEngine})`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('stores the first page, is killed while the second is on its way, and finishes after a restart from the second page', async () => {
    let holdSecondPage = true;
    const source = await startSourceServer({
      fixturesDir,
      routes: [
        { path: '/works', query: (q) => q.get('cursor') === '*', file: 'openalex/works-search-page-1.json' },
        {
          path: '/works',
          handle: () =>
            holdSecondPage ? { delayMs: 60_000, body: {} } : { file: 'openalex/works-search-page-2.json' },
        },
        { path: '/api/query', file: 'arxiv/search-page-1.xml' },
      ],
    });
    cleanups.push(() => source.close());
    const database = await databaseForServerProcesses();
    cleanups.push(database.remove);
    const env = {
      ...database.env,
      DIRECT_SIGN_UP: 'true',
      OPENALEX_URL: source.url,
      ARXIV_URL: `${source.url}/api`,
      SOURCE_MIN_INTERVAL_MS: '0',
      JOB_RETRY_BASE_SECONDS: '0',
      JOB_LEASE_SECONDS: '2',
      HTTP_TIMEOUT_MS: '120000',
    };

    const first = await startQuarryServer({ env });
    const headers = { 'content-type': 'application/json', [CLIENT_ID_HEADER]: 'resume-test' };
    const signUp = await fetch(`${first.url}/api/users/sign-up`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'resume@example.org', password: 'correct horse', nickname: 'Resume' }),
    });
    const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
    const created = await fetch(`${first.url}/api/investigations/topic`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ searchString: 'soil carbon', includeWebPages: false }),
    });
    const { id } = (await created.json()) as { id: number };
    const investigation = async (server: QuarryServer) => {
      const list = (await (await fetch(`${server.url}/api/investigations`, { headers: { cookie } })).json()) as Array<{
        id: number;
        status: string;
        totalDocuments: number;
      }>;
      return list.find((row) => row.id === id)!;
    };

    await until('the first page stored and the second asked', async () =>
      (await investigation(first)).totalDocuments >= 2 && source.requestsTo('/works').length >= 2 ? true : undefined,
    );
    await first.kill();
    holdSecondPage = false;

    const second = await startQuarryServer({ env });
    cleanups.push(() => second.stop());
    const done = await until('the harvest to finish after the restart', async () => {
      const row = await investigation(second);
      return row.status === 'READY' || row.status === 'FAILED' ? row : undefined;
    });
    expect(done.status, second.output()).toBe('READY');
    // The restarted harvest continues inside the OpenAlex step: it asks for the second page again (its answer never
    // came), not for the first.
    const cursors = source.requestsTo('/works').map((request) => request.query.get('cursor'));
    expect(cursors.filter((cursor) => cursor === '*')).toHaveLength(1);
    expect(cursors.slice(1)).toEqual(cursors.slice(1).map(() => 'IlsxMDAuMCwgJ1c0MzkwMDAwMDAyJ10i'));
    expect(cursors.length).toBeGreaterThanOrEqual(3);
    // The same 5 documents an uninterrupted harvest stores (3 from OpenAlex, whose 4th work repeats a DOI, and 2
    // from arXiv): none twice.
    expect(done.totalDocuments).toBe(5);
    // Two server processes start one after the other: on a loaded machine that alone can take half a minute.
  }, 180_000);
});
