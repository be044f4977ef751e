import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InvestigationData, WorkspaceDocument } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FerreiraHarvest, startFerreiraHarvest } from '../../test/ferreira-harvest.js';
import { fixturesDir } from '../../test/sources.js';
import { testEngine } from '../../test/test-database.js';

interface Works {
  results: Array<Record<string, unknown>>;
}
const works = (file: string) =>
  JSON.parse(readFileSync(path.join(fixturesDir, 'openalex', file), 'utf8')) as Works & Record<string, unknown>;

const PEATLAND = 'Peatland carbon stocks in northern Portugal';

/**
 * The preprint of the Peatland work as OpenAlex lists it (its landing page is the published DOI: a stated version),
 * with what the published record lacks or what the user cleared: a journal, an abstract, a volume and issue, a type.
 */
function preprintOfPeatland(published: Record<string, unknown>): Record<string, unknown> {
  return {
    ...published,
    id: 'https://openalex.org/W4710000091',
    doi: 'https://doi.org/10.5555/FERREIRA.1-PRE',
    ids: { openalex: 'https://openalex.org/W4710000091' },
    type: 'article',
    primary_location: {
      is_oa: true,
      landing_page_url: 'https://preprints.example.org/peatland',
      pdf_url: null,
      source: { display_name: 'Peat Science', host_organization_name: 'Peat Press' },
    },
    locations: [{ landing_page_url: 'https://doi.org/10.5555/FERREIRA.1' }],
    biblio: { volume: '12', issue: '3', first_page: null, last_page: null },
    abstract_inverted_index: { Peat: [0], holds: [1], carbon: [2] },
  };
}

/**
 * A user's corrections against a later harvest of the same works (issue 30): the harvest fills a document's empty
 * fields from a record of the same work, but never one the user set or cleared; an undo gives the field back.
 */
describe(`a re-harvest after a user's edits (${testEngine})`, () => {
  let harvest: FerreiraHarvest;
  let later = false;
  const base = () => `/api/investigations/person/${harvest.id}`;
  const documents = async (): Promise<WorkspaceDocument[]> => {
    const response = await harvest.owner.post(`${base()}/data?pageSize=100`, {});
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as InvestigationData).documents;
  };
  const byDoi = async (doi: string) => (await documents()).find((document) => document.doi === doi)!;

  beforeAll(async () => {
    harvest = await startFerreiraHarvest(
      () => {
        const listed = works('works-ferreira-variants.json');
        if (!later) return listed;
        const published = listed.results.find((work) => work.title === PEATLAND)!;
        return { ...listed, results: [...listed.results, preprintOfPeatland(published)] };
      },
      {},
      ['omnisol'],
    );
  }, 120_000);
  afterAll(() => harvest.close());

  it("keeps the user's values and fills only the fields the user left alone; an undo gives the field back", async () => {
    const peatland = await byDoi('10.5555/ferreira.1');
    expect(peatland).toMatchObject({ title: PEATLAND, publicationType: 'article', journal: null, volume: null });
    const cork = await byDoi('10.5555/ferreira.2');
    const edits: Array<[number, Record<string, string>]> = [
      [
        peatland.id,
        { title: 'Peatland carbon stocks of northern Portugal', publicationType: '', volume: '7', date: '2019' },
      ],
      [cork.id, { title: 'Cork oak soils under drought (corrected)' }],
    ];
    for (const [documentId, overwrites] of edits) {
      const response = await harvest.owner.request('PATCH', `${base()}/documents/${documentId}`, overwrites);
      expect(response.statusCode, response.body).toBe(200);
    }

    later = true;
    const again = await harvest.owner.post(`${base()}/harvest/person`, { searchStrings: ['Ana Ferreira'] });
    expect(again.statusCode, again.body).toBe(200);
    await harvest.t.jobs.idle();

    const merged = await byDoi('10.5555/ferreira.1');
    expect(merged).toMatchObject({
      // the user's
      title: 'Peatland carbon stocks of northern Portugal',
      publicationType: null,
      volume: '7',
      date: '2019-01-01',
      datePrecision: 'Year',
      // what only the preprint knew, where the user set nothing
      journal: 'Peat Science',
      publisher: 'Peat Press',
      issue: '3',
      abstract: 'Peat holds carbon',
      mergedSources: 1,
    });
    expect((await byDoi('10.5555/ferreira.2')).title).toBe('Cork oak soils under drought (corrected)');
    expect(await documents()).toHaveLength(3);

    // The user confirms the journal the preprint brought; splitting the preprint out leaves it, empties the rest.
    const confirmed = await harvest.owner.request('PATCH', `${base()}/documents/${peatland.id}`, {
      journal: 'Peat Science',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const sources = (await harvest.owner.get(`${base()}/documents/${peatland.id}/sources`)).json().sources;
    const mergeId = sources.find((source: { mergeId: number | null }) => source.mergeId !== null).mergeId;
    const split = await harvest.owner.post(`${base()}/documents/${peatland.id}/sources/${mergeId}/split`);
    expect(split.statusCode, split.body).toBe(200);
    expect(await byDoi('10.5555/ferreira.1')).toMatchObject({
      journal: 'Peat Science',
      issue: null,
      abstract: '',
      volume: '7',
      mergedSources: 0,
    });

    for (const edit of ['the journal', 'the first']) {
      const undone = await harvest.owner.post(`${base()}/documents/${peatland.id}/history/undo`);
      expect(undone.statusCode, `undo ${edit}: ${undone.body}`).toBe(200);
    }
    expect(await byDoi('10.5555/ferreira.1')).toMatchObject({
      title: PEATLAND,
      publicationType: 'article',
      volume: null,
      date: '2019-03-01',
      datePrecision: 'MonthYear',
      journal: 'Peat Science',
    });
  });
});
