import { startSourceServer } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { fixturesDir } from '../../../test/sources.js';
import { createSources } from './sources.js';
import { citationsOf, researcherWorks, worksByDois } from './steps.js';

describe('harvest steps', () => {
  let source: Awaited<ReturnType<typeof startSourceServer>>;
  beforeAll(async () => {
    source = await startSourceServer({
      fixturesDir,
      routes: [
        {
          path: '/works',
          query: (q) => q.get('filter')?.startsWith('cited_by:') ?? false,
          file: 'openalex/works-search-page-2.json',
        },
        {
          path: '/works',
          query: (q) => q.get('filter')?.startsWith('cites:') ?? false,
          file: 'openalex/works-by-dois.json',
        },
        { path: '/works', file: 'openalex/works-by-dois.json' },
        { path: '/authors', file: 'openalex/authors-search.json' },
        { path: '/institutions', file: 'openalex/institutions-search.json' },
        { path: '/works/10.5555/juh.2019.118', file: 'crossref/work-10.5555-juh.2019.118.json' },
      ],
    });
  });
  afterAll(() => source.close());

  it('asks OpenAlex for all DOIs at once, then Crossref for the ones OpenAlex lacks, skipping unknown ones', async () => {
    const settings = loadConfig({
      OPENALEX_URL: source.url,
      CROSSREF_URL: source.url,
      SOURCE_MIN_INTERVAL_MS: '0',
    }).sources;
    const step = worksByDois(createSources(settings), [
      '10.5555/SOIL.2021.0042',
      '10.5555/chap.4',
      '10.5555/juh.2019.118',
      '10.5555/unknown',
    ]);
    const batches = [];
    for await (const { batch } of step.run()) batches.push(batch);
    const docs = batches.flat();
    expect(docs.map((doc) => doc.doi).sort()).toEqual([
      '10.5555/chap.4',
      '10.5555/juh.2019.118',
      '10.5555/soil.2021.0042',
    ]);
    expect(docs.find((doc) => doc.doi === '10.5555/juh.2019.118')?.provenance.source).toBe('crossref');
    expect(source.requestsTo('/works')).toHaveLength(1);
    expect(source.requestsTo('/works')[0]!.query.get('filter')).toMatch(/^doi:/);
    expect(source.requests.filter((request) => request.path.startsWith('/works/10.5555/'))).toHaveLength(2);
  });

  it('keeps the phase of a citations step in its cursor, and resumes in the citing works', async () => {
    const settings = loadConfig({ OPENALEX_URL: source.url, SOURCE_MIN_INTERVAL_MS: '0' }).sources;
    const step = citationsOf(createSources(settings), 'W4390000001', 'Soil carbon');
    const cursors = [];
    for await (const { cursor } of step.run()) cursors.push(cursor);
    expect(cursors).toEqual([{ phase: 'citing' }, { phase: 'citing', after: null }]);
    source.requests.splice(0);

    const resumed = [];
    for await (const { batch } of step.run({ phase: 'citing' })) resumed.push(...batch);
    expect(resumed.map((doc) => doc.doi).sort()).toEqual(['10.5555/chap.4', '10.5555/soil.2021.0042']);
    expect(source.requestsTo('/works').map((request) => request.query.get('filter'))).toEqual(['cites:W4390000001']);
  });

  it("picks a person's namesake by the affiliation, keeping the works to it only for a researcher's works", async () => {
    const sources = createSources(loadConfig({ OPENALEX_URL: source.url, SOURCE_MIN_INTERVAL_MS: '0' }).sources);
    const worksFilter = async (step: ReturnType<typeof researcherWorks>) => {
      source.requests.splice(0);
      for await (const page of step.run()) void page;
      return source.requestsTo('/works').map((request) => request.query.get('filter'));
    };
    // Without the affiliation the namesake with most works; with it, the one last known there.
    expect(await worksFilter(researcherWorks(sources, 'Marta Serra'))).toEqual(['authorships.author.id:A5000000100']);
    const person = researcherWorks(sources, 'Marta Serra', 'Autonomous University of Barcelona', undefined, {
      anywhere: true,
    });
    expect(person.label).toBe('OpenAlex works of Marta Serra (of Autonomous University of Barcelona)');
    expect(await worksFilter(person)).toEqual(['authorships.author.id:A5000000011']);
    const atInstitution = researcherWorks(sources, 'Marta Serra', 'Autonomous University of Barcelona');
    expect(await worksFilter(atInstitution)).toEqual([
      'authorships.author.id:A5000000011,authorships.institutions.id:I100000001',
    ]);
  });
});
