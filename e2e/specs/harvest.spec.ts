import { fileURLToPath } from 'node:url';
import { type SourceServer, startSourceServer } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landsOnList, openCreateForm, signedInUser } from '../helpers/createScreen.js';
import { clickButton, eventually, field, rowOfId } from '../helpers/investigations.js';
import { useQuarry } from '../helpers/quarryTest.js';

const fixturesDir = fileURLToPath(new URL('../../apps/server/test-fixtures/', import.meta.url));

describe('a new Topic investigation harvests from the (local) sources and turns Ready', () => {
  let source: SourceServer;
  beforeAll(async () => {
    source = await startSourceServer({
      fixturesDir,
      routes: [
        { path: '/works', query: (q) => q.get('cursor') === '*', file: 'openalex/works-search-page-1.json' },
        { path: '/works', file: 'openalex/works-search-page-2.json' },
        { path: '/api/query', file: 'arxiv/search-page-1.xml' },
      ],
    });
  });
  afterAll(() => source.close());
  const quarry = useQuarry({
    directSignUp: true,
    env: () => ({ OPENALEX_URL: source.url, ARXIV_URL: `${source.url}/api`, SOURCE_MIN_INTERVAL_MS: '0' }),
  });

  it('creates through the form, shows the highlighted row with the popup, and moves to Ready with its documents', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await openCreateForm(page, 'Topic');
    await field(page, 'Search Term').fill('soil carbon');
    await clickButton(page, 'Next');
    const id = await landsOnList(page, 'soil carbon', 'Topic (General)');

    const row = rowOfId(page, id);
    await eventually(
      async () => (await row.locator('td').nth(4).textContent()) === 'Ready',
      'the row to turn Ready',
      20_000,
    );
    expect(await row.locator('td').nth(8).textContent()).toBe('5');
    expect(source.requestsTo('/works').map((request) => request.query.get('search'))).toContain('soil carbon');
  });
});
