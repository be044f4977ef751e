import { readFileSync } from 'node:fs';
import path from 'node:path';
import { harvestMessages, type HarvestRun, type InvestigationData, type WorkspaceDocument } from '@quarry/contract';
import type { RecordedRequest } from '@quarry/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FerreiraHarvest, startFerreiraHarvest } from '../../test/ferreira-harvest.js';
import { fixturesDir } from '../../test/sources.js';
import type { TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

type Work = Record<string, unknown> & { doi: string; primary_location: object; biblio: object };
const listed = () =>
  JSON.parse(readFileSync(path.join(fixturesDir, 'openalex', 'works-ferreira-variants.json'), 'utf8')) as {
    results: Work[];
  };

/** The work as OpenAlex knows it later: with a journal, a publisher, a volume and issue, and an abstract. */
const knownBetter = (work: Work): Work => ({
  ...work,
  primary_location: {
    ...work.primary_location,
    source: { display_name: 'Iberian Soil Science', host_organization_name: 'Peat Press' },
  },
  biblio: { ...work.biblio, volume: '12', issue: '3' },
  abstract_inverted_index: { Soils: [0], hold: [1], carbon: [2] },
});

/** OpenAlex's answer: the author's works as first harvested; later, the works a DOI filter names, known better. */
function answer(request: RecordedRequest, later: boolean) {
  const works = listed();
  const filter = request.query.get('filter') ?? '';
  if (!later || !filter.startsWith('doi:')) return works;
  const asked = filter.slice('doi:'.length).split('|');
  const results = works.results
    .filter((work) => asked.includes(work.doi.replace('https://doi.org/', '').toLowerCase()))
    .map(knownBetter);
  return { ...works, meta: { count: results.length, next_cursor: null }, results };
}

/**
 * The two re-harvests of doc 2 §6 (Quarry's own calls, the spec names none): Omnisol users re-harvest a document,
 * FacultyWorks users every current document. The records received fill the documents' empty fields from the
 * sources' recorded formats, never a field the user set or cleared, and the harvest summary accounts for them.
 */
describe(`re-harvesting documents already there (${testEngine})`, () => {
  let harvest: FerreiraHarvest;
  let later = false;
  const base = (id = harvest.id) => `/api/investigations/person/${id}`;
  const documents = async (): Promise<WorkspaceDocument[]> => {
    const response = await harvest.owner.post(`${base()}/data?pageSize=100`, {});
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as InvestigationData).documents;
  };
  const byDoi = async (doi: string) => (await documents()).find((document) => document.doi === doi)!;
  const doiFilters = () =>
    harvest.source
      .requestsTo('/works')
      .map((request) => request.query.get('filter') ?? '')
      .filter((filter) => filter.startsWith('doi:'));
  const latestRun = async (): Promise<HarvestRun> => (await harvest.owner.get(`${base()}/harvest-runs`)).json().runs[0];
  const newPersonInvestigation = async (client: TestClient, personName = 'Ana Ferreira') => {
    const response = await client.post('/api/investigations/person', {
      personName,
      includePublications: true,
      includeWebPages: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    await harvest.t.jobs.idle();
    return response.json().id as number;
  };

  beforeAll(async () => {
    harvest = await startFerreiraHarvest((request) => answer(request, later), {}, ['omnisol', 'faculty_works']);
    const peatland = await byDoi('10.5555/ferreira.1');
    const cork = await byDoi('10.5555/ferreira.2');
    expect(peatland).toMatchObject({ journal: null, volume: null, abstract: '' });
    const edits: Array<[number, Record<string, string>]> = [
      [peatland.id, { title: 'Peatland carbon stocks of northern Portugal', volume: '7' }],
      [cork.id, { title: 'Cork oak soils under drought (corrected)', publisher: '' }],
    ];
    for (const [documentId, overwrites] of edits) {
      const response = await harvest.owner.request('PATCH', `${base()}/documents/${documentId}`, overwrites);
      expect(response.statusCode, response.body).toBe(200);
    }
    later = true;
  }, 120_000);
  afterAll(() => harvest.close());

  it("re-harvest a document: asks its DOI again, fills its empty fields, keeps the user's", async () => {
    const peatland = await byDoi('10.5555/ferreira.1');
    const response = await harvest.owner.post(`${base()}/documents/${peatland.id}/reharvest`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().jobId).toBeGreaterThan(0);
    await harvest.t.jobs.idle();

    expect(doiFilters()).toEqual(['doi:10.5555/ferreira.1']);
    expect(await byDoi('10.5555/ferreira.1')).toMatchObject({
      title: 'Peatland carbon stocks of northern Portugal',
      volume: '7',
      journal: 'Iberian Soil Science',
      publisher: 'Peat Press',
      issue: '3',
      abstract: 'Soils hold carbon',
    });
    // the other documents were not asked
    expect((await byDoi('10.5555/ferreira.2')).journal).toBeNull();
    expect(await documents()).toHaveLength(3);

    const run = await latestRun();
    expect(run).toMatchObject({ title: 'Re-harvest of 1 document', state: 'done', added: 0 });
    expect(run.steps).toEqual([
      expect.objectContaining({
        label: 'Current documents by DOI (1)',
        state: 'done',
        received: 1,
        added: 0,
        merged: 1,
        mergedRecords: [expect.objectContaining({ reason: 'same DOI', documentId: peatland.id })],
      }),
    ]);
  });

  it("re-harvest by URL: asks every current document again, fills empty fields, keeps the user's", async () => {
    const response = await harvest.owner.post(`${base()}/harvest/reharvest`);
    expect(response.statusCode, response.body).toBe(200);
    await harvest.t.jobs.idle();

    const asked = doiFilters().at(-1)!.slice('doi:'.length).split('|').sort();
    expect(asked).toEqual(['10.5555/ferreira.1', '10.5555/ferreira.2', '10.5555/ferreira.3']);
    expect(await byDoi('10.5555/ferreira.2')).toMatchObject({
      title: 'Cork oak soils under drought (corrected)',
      // cleared by the user: stays empty
      publisher: null,
      journal: 'Iberian Soil Science',
      volume: '12',
    });
    expect(await byDoi('10.5555/ferreira.1')).toMatchObject({ volume: '7', journal: 'Iberian Soil Science' });
    expect((await byDoi('10.5555/ferreira.3')).journal).toBe('Iberian Soil Science');
    expect(await documents()).toHaveLength(3);
    const run = await latestRun();
    expect(run).toMatchObject({ title: 'Re-harvest of the current documents', state: 'done', added: 0 });
    expect(run.steps[0]).toMatchObject({ received: 3, added: 0, merged: 3 });
  });

  it('refuses another user (404), no session (401), the wrong kind of user (403) and bad ids', async () => {
    const peatland = await byDoi('10.5555/ferreira.1');
    const stranger = await signedInClient(harvest.t, ['omnisol', 'faculty_works']);
    expect((await stranger.post(`${base()}/documents/${peatland.id}/reharvest`)).statusCode).toBe(404);
    expect((await stranger.post(`${base()}/harvest/reharvest`)).statusCode).toBe(404);

    const anonymous = harvest.t.newClient();
    expect((await anonymous.post(`${base()}/documents/${peatland.id}/reharvest`)).statusCode).toBe(401);
    expect((await anonymous.post(`${base()}/harvest/reharvest`)).statusCode).toBe(401);

    const plain = await signedInClient(harvest.t);
    const own = await newPersonInvestigation(plain);
    const [document] = (await plain.post(`${base(own)}/data?pageSize=1`, {})).json().documents;
    expect((await plain.post(`${base(own)}/documents/${document.id}/reharvest`)).statusCode).toBe(403);
    expect((await plain.post(`${base(own)}/harvest/reharvest`)).statusCode).toBe(403);

    // a document of another investigation, or none, is not found; an id that is no number is refused
    expect((await harvest.owner.post(`${base()}/documents/${document.id}/reharvest`)).statusCode).toBe(404);
    expect((await harvest.owner.post(`${base()}/documents/999999999/reharvest`)).statusCode).toBe(404);
    expect((await harvest.owner.post(`${base()}/documents/abc/reharvest`)).statusCode).toBe(400);
  });

  it('re-harvest by URL of an investigation without documents says so and queues nothing', async () => {
    const empty = await newPersonInvestigation(harvest.owner, 'Zeno Quillfeather');
    const response = await harvest.owner.post(`${base(empty)}/harvest/reharvest`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(harvestMessages.nothingToReharvest);
  });
});
