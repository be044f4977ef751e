import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot, type SourceRoute, type SourceServer, startSourceServer } from '@quarry/testkit';

export const fixturesDir = fileURLToPath(new URL('../../test-fixtures/', import.meta.url));

/** The recorded OpenAlex answer to "biodiversity AND finance" (../shared/data next to the repository; 200 works). */
export const recordedOpenAlexSearch = path.join(
  repoRoot,
  '..',
  'shared',
  'data',
  'openalex',
  'works_search_biodiversity_AND_finance_page1.json',
);

/** SearXNG results that point back at the source server's own pages (tests never reach other hosts). */
function searxngPage(source: SourceServer, pageno: string | null) {
  if (pageno !== '1') return { body: { query: 'x', number_of_results: 2, results: [] } };
  return {
    body: {
      query: 'soil carbon',
      number_of_results: 2,
      results: [
        {
          url: `${source.url}/web/article.html`,
          title: 'A web article',
          content: 'About soil carbon.',
          engine: 'test',
        },
        {
          url: `${source.url}/web/missing.html`,
          title: 'A page that is gone',
          content: 'Its snippet is kept.',
          engine: 'test',
        },
      ],
    },
  };
}

/** The fixture routes of every source a Topic harvest asks: OpenAlex, arXiv, SearXNG and two web pages. */
export function topicRoutes(getSource: () => SourceServer): SourceRoute[] {
  return [
    { path: '/works', query: (q) => q.get('cursor') === '*', file: 'openalex/works-search-page-1.json' },
    { path: '/works', query: (q) => (q.get('cursor') ?? '') !== '*', file: 'openalex/works-search-page-2.json' },
    { path: '/api/query', file: 'arxiv/search-page-1.xml' },
    { path: '/search', handle: (request) => searxngPage(getSource(), request.query.get('pageno')) },
    { path: '/robots.txt', body: 'User-agent: *\nAllow: /\n', headers: { 'content-type': 'text/plain' } },
    { path: '/web/article.html', file: 'web/article.html' },
  ];
}

/** A source server playing OpenAlex, arXiv, SearXNG and the web, and the settings that point Quarry at it. */
export async function startTopicSources(extra: SourceRoute[] = []) {
  const holder: { source?: SourceServer } = {};
  const source = await startSourceServer({ fixturesDir, routes: topicRoutes(() => holder.source!) });
  holder.source = source;
  source.addRoutes(...extra);
  const settings = {
    OPENALEX_URL: source.url,
    OPENALEX_MAILTO: 'harvest-test@example.org',
    ARXIV_URL: `${source.url}/api`,
    CROSSREF_URL: source.url,
    WEB_SEARCH_URL: source.url,
    SOURCE_MIN_INTERVAL_MS: '0',
    WEB_PAGE_MIN_INTERVAL_MS: '0',
    JOB_RETRY_BASE_SECONDS: '0',
    HTTP_TIMEOUT_MS: '2000',
  };
  return { source, settings };
}
