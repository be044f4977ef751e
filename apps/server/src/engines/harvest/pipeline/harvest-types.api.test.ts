import type { SourceServer } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTopicSources } from '../../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';

describe(`what Person, Research Group and University investigations ask the sources (${testEngine})`, () => {
  let t: TestApp;
  let source: SourceServer;
  let client: TestClient;
  beforeAll(async () => {
    const sources = await startTopicSources([
      { path: '/authors', file: 'openalex/authors-search.json' },
      { path: '/institutions', file: 'openalex/institutions-search.json' },
    ]);
    source = sources.source;
    t = await startTestApp({ ...sources.settings }, { runJobs: true });
    client = await signedInClient(t);
  });
  afterAll(async () => {
    await t.close();
    await source.close();
  });

  async function harvest(path: string, body: Record<string, unknown>) {
    const { id } = (await client.post(path, body)).json();
    await t.jobs.idle();
    return (await client.get(`/api/investigations/topic/${id}`)).json();
  }
  const harvestUniversity = (universityName: string, country: string) =>
    harvest('/api/investigations/topic/university', { universityName, country, startYear: '2019', endYear: '2021' });
  const worksRequests = () => source.requestsTo('/works').map((request) => request.query.get('filter') ?? '');

  it('Person: the name finds candidate authors, and the works of the one that fits are harvested', async () => {
    const row = await harvest('/api/investigations/person', {
      personName: 'Marta Puig i Serra',
      includeWebPages: false,
    });
    expect(row, JSON.stringify(row)).toMatchObject({ status: 'READY', totalDocuments: 3 });
    expect(source.requestsTo('/authors').at(-1)!.query.get('search')).toBe('Marta Puig i Serra');
    expect(worksRequests().at(-1)).toContain('authorships.author.id:A5000000011');
  });

  it('Research Group: each researcher, restricted to the institute', async () => {
    const row = await harvest('/api/investigations/person/group', {
      instituteName: 'Autonomous University of Barcelona',
      facultyName: 'Soil ecology',
      researcherNames: 'Marta Puig i Serra',
      includeWebPages: false,
    });
    expect(row.status).toBe('READY');
    expect(worksRequests().at(-1)).toMatch(
      /authorships\.author\.id:A5000000011.*authorships\.institutions\.id:I100000001|authorships\.institutions\.id:I100000001.*authorships\.author\.id:A5000000011/,
    );
  });

  it('University: the institution in the country, its works in the year range', async () => {
    const row = await harvestUniversity('University of Barcelona', 'Spain');
    expect(row.status).toBe('READY');
    const filter = worksRequests().at(-1)!;
    expect(filter).toContain('I100000001');
    expect(filter).toMatch(/2019/);
    expect(filter).toMatch(/2021/);
  });

  const mexican = {
    id: 'https://openalex.org/I100000077',
    display_name: 'University of Guadalajara',
    country_code: 'MX',
    type: 'education',
    works_count: 40000,
    geo: { city: 'Guadalajara', country_code: 'MX', country: 'Mexico' },
  };
  const institutionFilters = () => source.requestsTo('/institutions').map((request) => request.query.get('filter'));

  it('University: the country name becomes its ISO code, and the institution search keeps to that country', async () => {
    source.addRoutes({
      path: '/institutions',
      query: { filter: 'country_code:MX' },
      body: { meta: { count: 1 }, results: [mexican] },
    });
    const row = await harvestUniversity('University of Guadalajara', 'Mexico');
    expect(row.status).toBe('READY');
    expect(institutionFilters().at(-1)).toBe('country_code:MX');
    expect(worksRequests().at(-1)).toContain('I100000077');
    const suggested = await client.get('/api/investigations/topic/mag-affiliations?q=guadalajara&country=mexico');
    expect(suggested.json()).toEqual(['University of Guadalajara']);
    expect(institutionFilters().at(-1)).toBe('country_code:MX');
  });

  it("University: no institution of that name in the country harvests nothing rather than another country's", async () => {
    const worksAsked = worksRequests().length;
    // The fixture answers Spanish institutions whatever the filter: none of them is in Israel.
    const row = await harvestUniversity('University of Barcelona', 'Israel');
    expect(row).toMatchObject({ status: 'READY', totalDocuments: 0 });
    expect(institutionFilters().at(-1)).toBe('country_code:IL');
    expect(worksRequests()).toHaveLength(worksAsked);
  });

  it("University: a country that names no country is refused with the field's message", async () => {
    const before = (await client.get('/api/investigations')).json().length;
    for (const country of ['Narnia', 'Congo']) {
      const response = await client.post('/api/investigations/topic/university', {
        universityName: 'Somewhere',
        country,
        startYear: '2020',
        endYear: '2021',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('country: Please choose a country from the list');
    }
    expect((await client.get('/api/investigations')).json()).toHaveLength(before);
  });

  it('University suggestions: names that contain the text, cached, still answered when OpenAlex is down', async () => {
    const first = await client.get('/api/investigations/topic/mag-affiliations?q=barcelona');
    expect(first.json()).toEqual(['University of Barcelona', 'Autonomous University of Barcelona']);
    const asked = source.requestsTo('/institutions').length;
    expect((await client.get('/api/investigations/topic/mag-affiliations?q=BARCELONA')).json()).toHaveLength(2);
    expect(source.requestsTo('/institutions')).toHaveLength(asked);
    source.addRoutes({ path: '/institutions', status: 500, body: 'down' });
    expect((await client.get('/api/investigations/topic/mag-affiliations?q=autonomous')).json()).toEqual([
      'Autonomous University of Barcelona',
    ]);
    expect((await client.get('/api/investigations/topic/mag-affiliations?q=b')).json()).toEqual([]);
    expect((await client.get('/api/investigations/topic/mag-affiliations?q=barcelona&country=IL')).json()).toEqual([]);
  });
});
