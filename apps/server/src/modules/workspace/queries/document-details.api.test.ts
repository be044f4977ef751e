import { readFileSync } from 'node:fs';
import type { SourceServer } from '@quarry/testkit';
import type { InvestigationData, WorkspaceDocument } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir, startTopicSources } from '../../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';

/** The OpenAlex search page of the fixtures, its first work also known to PubMed and PMC (as W2741809807 is). */
function worksPageWithPubMedIds() {
  const page = JSON.parse(readFileSync(`${fixturesDir}openalex/works-search-page-1.json`, 'utf8'));
  page.results[0].ids = {
    ...page.results[0].ids,
    pmid: 'https://pubmed.ncbi.nlm.nih.gov/29456894',
    pmcid: 'https://www.ncbi.nlm.nih.gov/pmc/articles/5815332',
  };
  return { body: page };
}

/**
 * What "All Details" shows of a harvested document (doc 2 §2, Step 6): its identifiers as links over every record,
 * each author's affiliations, and — asked with the markups for a view level — the terms found in it and snippets.
 */
describe(`document details in the workspace (${testEngine})`, () => {
  let t: TestApp;
  let source: SourceServer;
  let client: TestClient;
  let id: number;
  let documents: WorkspaceDocument[];
  const byTitle = (title: string) => documents.find((doc) => doc.title === title)!;

  beforeAll(async () => {
    const sources = await startTopicSources([
      { path: '/works', query: (q) => q.get('cursor') === '*', handle: worksPageWithPubMedIds },
    ]);
    source = sources.source;
    t = await startTestApp(sources.settings, { runJobs: true });
    client = await signedInClient(t);
    id = (await client.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await t.jobs.idle();
    const data: InvestigationData = (await client.post(`/api/investigations/topic/${id}/data?pageSize=50`, {})).json();
    documents = data.documents;
  });
  afterAll(async () => {
    await t.close();
    await source.close();
  });

  it('sends a harvested OpenAlex work with its DOI, OpenAlex, PubMed and PMC ids as links', () => {
    expect(byTitle('Soil carbon sequestration under cover crops in Mediterranean vineyards').identifiers).toEqual([
      { scheme: 'doi', id: '10.5555/soil.2021.0042', url: 'https://doi.org/10.5555/soil.2021.0042' },
      { scheme: 'openalex', id: 'W4390000001', url: 'https://openalex.org/W4390000001' },
      { scheme: 'pubmed', id: '29456894', url: 'https://pubmed.ncbi.nlm.nih.gov/29456894/' },
      { scheme: 'pmc', id: 'PMC5815332', url: 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC5815332/' },
    ]);
    expect(byTitle('Rural land markets: a handbook').identifiers.map((identifier) => identifier.scheme)).toEqual([
      'openalex',
    ]);
  });

  it('keeps the identifiers in a copy of the investigation', async () => {
    const copy = (await client.post(`/api/investigations/${id}/duplicate`)).json().id as number;
    const copied: InvestigationData = (
      await client.post(`/api/investigations/topic/${copy}/data?pageSize=50`, {})
    ).json();
    const identifiersByTitle = (docs: WorkspaceDocument[]) =>
      Object.fromEntries(docs.map((doc) => [doc.title, doc.identifiers]));
    expect(identifiersByTitle(copied.documents)).toEqual(identifiersByTitle(documents));
  });

  it("sends each author's affiliations", () => {
    const [first, second] = byTitle('Soil carbon sequestration under cover crops in Mediterranean vineyards').authors;
    expect(first).toMatchObject({
      name: 'Marta Puig i Serra',
      affiliations: ['Autonomous University of Barcelona', 'Centre for Ecological Research and Forestry Applications'],
    });
    expect(second!.affiliations).toEqual(['Institut Agro Montpellier']);
  });

  it('sends an arXiv preprint with its arXiv id and DOI, and the same from next-documents', async () => {
    const preprints = documents.filter((doc) => doc.identifiers.some((identifier) => identifier.scheme === 'arxiv'));
    expect(preprints.length).toBeGreaterThan(0);
    const ids = preprints.map((doc) => doc.id);
    const next: WorkspaceDocument[] = (
      await client.post(`/api/investigations/topic/${id}/next-documents`, { documentIds: ids })
    ).json();
    expect(next.map((doc) => doc.identifiers)).toEqual(preprints.map((doc) => doc.identifiers));
    expect(next.flatMap((doc) => doc.identifiers).find((identifier) => identifier.scheme === 'arxiv')).toEqual({
      scheme: 'arxiv',
      id: '2302.01234',
      url: 'https://arxiv.org/abs/2302.01234',
    });
  });

  it('adds the terms found from view level 2 and snippets from level 3, only when asked', async () => {
    await client.post(`/api/investigations/topic/${id}/terms`, { term: 'meadow roofs', group: 'new' });
    const page = byTitle('Green roofs cool Rotterdam');
    const markups = async (viewLevel?: number) =>
      (
        await client.post(`/api/investigations/topic/${id}/document-markups`, { documentIds: [page.id], viewLevel })
      ).json()[0];

    const plain = await markups();
    expect(plain).not.toHaveProperty('terms');
    expect(plain).not.toHaveProperty('snippets');

    const level2 = await markups(2);
    expect(level2.terms).toEqual([{ term: 'meadow roofs', color: '2' }]);
    expect(level2).not.toHaveProperty('snippets');

    const level3 = await markups(3);
    expect(level3.terms).toEqual(level2.terms);
    // from the page's text, not its shorter abstract
    expect(level3.snippets.map((snippet: { text: string }) => snippet.text)).toEqual([
      'Sanne de Vries of the Delft University of Technology has measured how much rain the roofs hold back, and her team found that meadow roofs retain far more water than sedum roofs.',
      '“Meadow roofs retained sixty percent of the rain,” said Dr. Pieter Jansen, who leads the green roofs programme at the Municipality of Rotterdam.',
      'Read the full report, the story on meadow roofs, the view from abroad or write to us.',
    ]);
    const [first] = level3.snippets;
    expect(
      first.markups.map((m: { startIndex: number; endIndex: number }) => first.text.slice(m.startIndex, m.endIndex)),
    ).toEqual(['meadow roofs']);
  });

  it('refuses a view level out of range', async () => {
    const response = await client.post(`/api/investigations/topic/${id}/document-markups`, {
      documentIds: [documents[0]!.id],
      viewLevel: 9,
    });
    expect(response.statusCode).toBe(400);
  });
});
