import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RecordedRequest, type SourceServer, startSourceServer } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { clientIdHeader, eventually } from '../helpers/investigations.js';
import { useQuarry } from '../helpers/quarryTest.js';
import { documentItems } from '../helpers/workspace.js';
import { facultyPersonWorkspace } from '../helpers/faculty.js';

/*
 * Issue 30: the faculty's re-harvest by URL button (doc 2 §6), behind the 're-harvest current documents'
 * confirmation. A local OpenAlex answers the author's works; asked again by DOI, it knows their journal.
 */

const fixturesDir = fileURLToPath(new URL('../../apps/server/test-fixtures/', import.meta.url));
const JOURNAL = 'Iberian Soil Science';

function works(request: RecordedRequest) {
  const listed = JSON.parse(readFileSync(`${fixturesDir}openalex/works-ferreira-variants.json`, 'utf8')) as {
    results: Array<Record<string, unknown> & { primary_location: object }>;
  };
  if (!(request.query.get('filter') ?? '').startsWith('doi:')) return listed;
  return {
    ...listed,
    results: listed.results.map((work) => ({
      ...work,
      primary_location: { ...work.primary_location, source: { display_name: JOURNAL } },
    })),
  };
}

describe('the faculty-works edition: re-harvest by URL', () => {
  let source: SourceServer | undefined;
  beforeAll(async () => {
    source = await startSourceServer({
      fixturesDir,
      routes: [
        { path: '/authors', file: 'openalex/authors-ferreira.json' },
        { path: '/works', handle: (request) => ({ body: works(request) }) },
      ],
    });
  });
  afterAll(() => source?.close());
  const quarry = useQuarry({
    directSignUp: true,
    env: () => ({ OPENALEX_URL: source!.url, SOURCE_MIN_INTERVAL_MS: '0' }),
  });

  it('asks to confirm, re-harvests the current documents, and the harvest summary shows the run', async () => {
    const { page } = quarry;
    const id = await facultyPersonWorkspace(quarry, 'Ana Ferreira');
    await documentItems(page).first().waitFor();

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Re-harvest by URL…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Re-harvest by URL' });
    await confirm.getByText(/re-harvest current documents/).waitFor();
    await expectNoSeriousViolations(page, 'the re-harvest confirmation');
    await confirm.getByRole('button', { name: 'Re-harvest', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Harvest started', { exact: true }).waitFor();

    await page.getByRole('button', { name: /^Harvest summary/ }).click();
    const summary = page.getByRole('dialog', { name: /^Harvest summary: / });
    const run = summary.getByRole('region', { name: 'Re-harvest of the current documents' });
    await run.getByText('Current documents by DOI (3)', { exact: true }).waitFor();
    const journals = async () => {
      const response = await page.request.post(`/api/investigations/person/${id}/data`, {
        data: {},
        headers: clientIdHeader(),
      });
      return ((await response.json()).documents as Array<{ journal: string | null }>).map(
        (document) => document.journal,
      );
    };
    await eventually(async () => (await journals()).every((journal) => journal === JOURNAL), 'the journals filled');
    expect(await journals()).toHaveLength(3);
  });
});
