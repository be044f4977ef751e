import { fileURLToPath } from 'node:url';
import { type SourceServer, startSourceServer } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client.js';
import { SourceError } from '../http/source-error.js';
import { createWebPageFetcher } from './web-page.js';

const fixtures = fileURLToPath(new URL('../../../../test-fixtures/', import.meta.url));
let server: SourceServer;

beforeAll(async () => {
  server = await startSourceServer({
    fixturesDir: fixtures,
    routes: [
      { path: '/robots.txt', file: 'web/robots.txt' },
      { path: '/news/green-roofs', file: 'web/article.html' },
      { path: '/latin1.html', file: 'web/latin1.html' },
      { path: '/hebrew.html', file: 'web/hebrew-windows-1255.html' },
      { path: '/old-news', status: 301, headers: { location: '/moved' } },
      { path: '/moved', status: 302, headers: { location: '/news/green-roofs?utm_campaign=spring' } },
      { path: '/sneaky', status: 302, headers: { location: '/private/report.html' } },
      {
        path: '/private/report.html',
        body: '<html><body>secret</body></html>',
        headers: { 'content-type': 'text/html' },
      },
      { path: '/report.pdf', body: Buffer.from('%PDF-1.7'), headers: { 'content-type': 'application/pdf' } },
      {
        path: '/huge.html',
        body: `<html><body>${'x'.repeat(4_000)}</body></html>`,
        headers: { 'content-type': 'text/html' },
      },
      { path: '/slow.html', delayMs: 600, body: '<html></html>', headers: { 'content-type': 'text/html' } },
    ],
  });
});
afterAll(() => server.close());

const fetcher = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
  createWebPageFetcher({ http: createHttpClient(), minIntervalMs: 0, ...options });
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
};

describe('web page fetcher', () => {
  it('reads a page into a Web Page document', async () => {
    const page = await fetcher().fetchPage(`${server.url}/news/green-roofs`, {
      harvesterType: 'GOOGLE',
      provenance: { source: 'web-search', query: 'green roofs' },
    });
    const { document } = page;
    expect(document).toMatchObject({
      type: 'Web Page',
      title: 'Green roofs cool Rotterdam',
      abstract: 'Rotterdam subsidises green roofs to hold rainwater and cool the city.',
      publisher: 'Example News',
      date: '2023-06-01',
      datePrecision: 'DayMonthYear',
      language: 'en',
      harvesterType: 'GOOGLE',
      url: `${server.url}/news/green-roofs?page=1`,
      authors: [],
      provenance: { source: 'web-search', query: 'green roofs', sourceId: `${server.url}/news/green-roofs` },
    });
    expect(document.text).toMatch(/^The city of Rotterdam pays owners who plant green roofs\./);
    expect(document.text).toContain('\n\n“Meadow roofs retained sixty percent of the rain,” said Dr. Pieter Jansen');
    expect(document.text).not.toMatch(/tracking|font-family|Home|© Example News/);
    expect(page.links).toEqual(
      expect.arrayContaining([
        `${server.url}/reports/roofs-2023.pdf`,
        `${server.url}/news/meadow-roofs`,
        'https://www.other.example.com/roofs',
      ]),
    );
    expect(page.links.some((link) => link.startsWith('mailto:'))).toBe(false);
  });

  it('follows redirects to the final page and keeps its canonical URL', async () => {
    const page = await fetcher().fetchPage(`${server.url}/old-news`);
    expect(page.finalUrl).toBe(`${server.url}/news/green-roofs?utm_campaign=spring`);
    expect(page.canonicalUrl).toBe(`${server.url}/news/green-roofs?page=1`);
    expect(page.document).toMatchObject({
      harvesterType: 'GENERIC',
      provenance: { source: 'web-page', query: `${server.url}/old-news` },
    });
  });

  it('respects robots.txt, also for a redirect into a disallowed path', async () => {
    const direct = await failure(fetcher().fetchPage(`${server.url}/private/report.html`));
    expect(direct.message).toBe(
      `robots.txt of ${new URL(server.url).host} does not allow fetching /private/report.html`,
    );
    expect(direct.kind).toBe('robots');
    const redirected = await failure(fetcher().fetchPage(`${server.url}/sneaky`));
    expect(redirected.kind).toBe('robots');
    expect(server.requestsTo('/private/report.html')).toHaveLength(0);
    expect(server.requestsTo('/robots.txt').length).toBeGreaterThan(0);
  });

  it('refuses what is not HTML without downloading it', async () => {
    const error = await failure(fetcher().fetchPage(`${server.url}/report.pdf`));
    expect(error.message).toBe(`${new URL(server.url).host}: /report.pdf is application/pdf, not a web page`);
  });

  it('stops at the size cap and the time-out', async () => {
    expect((await failure(fetcher({ maxBytes: 1_000 }).fetchPage(`${server.url}/huge.html`))).message).toContain(
      'page too large (over 1000 bytes)',
    );
    expect((await failure(fetcher({ timeoutMs: 150 }).fetchPage(`${server.url}/slow.html`))).message).toContain(
      'did not answer within 0.15 s',
    );
  });

  it('decodes Windows-1255 and ISO-8859-1 pages and tells their language', async () => {
    const hebrew = await fetcher().fetchPage(`${server.url}/hebrew.html`);
    expect(hebrew.document.title).toBe('גגות ירוקים בתל אביב');
    expect(hebrew.document.text).toContain('עיריית תל אביב מעודדת בעלי בתים');
    expect(hebrew.document.language).toBe('he');
    const latin = await fetcher().fetchPage(`${server.url}/latin1.html`);
    expect(latin.document.title).toBe('Café Zürich – Übersicht');
    expect(latin.document.text).toContain('Das Café am Limmatquai öffnet täglich um acht Uhr.');
    expect(latin.document.language).toBe('de');
  });

  it('reports an unreachable robots.txt as the reason the site is not fetched', async () => {
    const broken = await startSourceServer({
      routes: [
        { path: '/robots.txt', status: 503, body: 'down' },
        { path: '/', body: '<html></html>' },
      ],
    });
    const error = await failure(fetcher().fetchPage(`${broken.url}/`));
    await broken.close();
    expect(error.message).toMatch(
      /^robots\.txt of 127\.0\.0\.1:\d+ could not be read \(127\.0\.0\.1:\d+ answered 503 Service Unavailable for \/robots\.txt\), so the site is not fetched$/,
    );
  });
});
