import type { InvestigationData, WorkspaceDocument } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublication } from '../../../test/publication-fixture.js';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { testEngine } from '../../../test/test-database.js';
import { signedInClient } from '../../../test/test-users.js';

const year = new Date().getUTCFullYear();

/** A faculty's publications: its researcher is Ana Ferreira. */
const PUBLICATIONS = [
  {
    title: 'Soil carbon stocks',
    date: `${year}-03-01`,
    authors: ['A. Ferreira', 'Bo Li'],
    affiliations: [['Institute of Soil Science, Lisbon'], ['Peking University']],
    journal: 'Soil Letters',
  },
  {
    title: 'Peat bogs',
    date: `${year - 1}-01-01`,
    authors: ['Ana Ferreira'],
    affiliations: [['University of Porto']],
    journal: 'Peat Review',
  },
  { title: 'Old dunes', date: `${year - 3}-06-01`, authors: ['Ana Ferreira'] },
  { title: 'Rice paddies', date: `${year}-02-01`, authors: ['Carla Diaz'], journal: 'soil letters' },
];

describe(`the researcher cues of facultyWorks users (${testEngine})`, () => {
  let t: TestApp;
  let faculty: TestClient;
  let id: number;

  beforeAll(async () => {
    t = await startTestApp();
    faculty = await signedInClient(t, ['faculty_works']);
    id = (
      await faculty.post('/api/investigations/person/facultyworks', {
        instituteName: 'Weizmann Institute',
        facultyName: 'Earth Sciences',
        researcherNames: 'Ana Ferreira',
      })
    ).json().id;
    for (const publication of PUBLICATIONS) await insertPublication(t.database.db, id, publication);
  });
  afterAll(() => t.close());

  const data = async (client: TestClient, spec: object = {}, investigationId = id, type = 'person') => {
    const answer = await client.post(`/api/investigations/${type}/${investigationId}/data?pageSize=10`, spec);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as InvestigationData;
  };
  const byTitle = async (spec: object = {}) =>
    new Map((await data(faculty, spec)).documents.map((document) => [document.title, document]));
  const titles = async (spec: object) => (await data(faculty, spec)).documents.map((d) => d.title).sort();
  const cues = (document: WorkspaceDocument | undefined) =>
    document?.authors.map(({ name, compatible, inactive }) => ({ name, compatible, inactive }));
  const configure = async (changes: object) => {
    const saved = await faculty.post(`/api/investigations/${id}/configuration`, changes);
    expect(saved.statusCode, saved.body).toBeLessThan(300);
  };

  it('labels each document by the researchers, cues their authors and lists each journal', async () => {
    const documents = await byTitle();
    expect(Object.fromEntries([...documents].map(([title, d]) => [title, d.byTheResearchers]))).toEqual({
      'Soil carbon stocks': true,
      'Peat bogs': true,
      'Old dunes': true,
      'Rice paddies': false,
    });
    expect(cues(documents.get('Soil carbon stocks'))).toEqual([
      { name: 'A. Ferreira', compatible: true, inactive: false },
      { name: 'Bo Li', compatible: false, inactive: false },
    ]);
    expect(documents.get('Soil carbon stocks')?.journalListing).toBe('NONE');
    expect(documents.get('Old dunes')?.journalListing).toBeUndefined();
  });

  it('colours a journal as the bwjournal call lists it, whatever its case', async () => {
    const list = async (journal: string, listing: string) =>
      expect(
        (await faculty.post(`/api/investigations/${id}/configuration/bwjournal`, { journal, list: listing }))
          .statusCode,
      ).toBe(200);
    await list('Soil Letters', 'WHITELIST');
    let documents = await byTitle();
    expect(documents.get('Soil carbon stocks')?.journalListing).toBe('WHITELIST');
    expect(documents.get('Rice paddies')?.journalListing).toBe('WHITELIST');
    expect(documents.get('Peat bogs')?.journalListing).toBe('NONE');
    await list('SOIL LETTERS', 'BLACKLIST');
    documents = await byTitle();
    expect(documents.get('Soil carbon stocks')?.journalListing).toBe('BLACKLIST');
    await list('Soil Letters', 'NONE');
    expect((await byTitle()).get('Rice paddies')?.journalListing).toBe('NONE');
  });

  it('filters the researchers’ documents of the previous and the current year', async () => {
    expect(await titles({ onlyInvestigationResearchers: true })).toEqual([
      'Old dunes',
      'Peat bogs',
      'Soil carbon stocks',
    ]);
    expect(await titles({ onlyRecentResearcherDocuments: true })).toEqual(['Peat bogs', 'Soil carbon stocks']);
  });

  it('counts only the authors of an active affiliation once some is configured; the others are inactive', async () => {
    await configure({ activeAffiliations: ['institute of soil'] });
    const documents = await byTitle();
    expect(documents.get('Soil carbon stocks')?.byTheResearchers).toBe(true);
    expect(documents.get('Peat bogs')?.byTheResearchers).toBe(false);
    expect(cues(documents.get('Peat bogs'))).toEqual([{ name: 'Ana Ferreira', compatible: true, inactive: true }]);
    expect(await titles({ onlyInvestigationResearchers: true })).toEqual(['Soil carbon stocks']);
    expect(await titles({ onlyRecentResearcherDocuments: true })).toEqual(['Soil carbon stocks']);
  });

  it('counts an active author as a researcher, and the next pages carry the cues too', async () => {
    const peat = (await byTitle()).get('Peat bogs')!;
    const author = peat.authors[0]!;
    const added = await faculty.post(`/api/investigations/${id}/configuration/active-author`, {
      id: String(author.id),
      name: author.name,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await titles({ onlyRecentResearcherDocuments: true })).toEqual(['Peat bogs', 'Soil carbon stocks']);
    const next = await faculty.post(`/api/investigations/person/${id}/next-documents`, { documentIds: [peat.id] });
    expect(next.statusCode, next.body).toBe(200);
    const [document] = next.json() as WorkspaceDocument[];
    expect(document?.byTheResearchers).toBe(true);
    expect(cues(document)).toEqual([{ name: 'Ana Ferreira', compatible: true, inactive: false }]);
    // The Old dunes' Ana Ferreira is another person, neither active nor of an active affiliation.
    expect((await byTitle()).get('Old dunes')?.byTheResearchers).toBe(false);
  });

  it('answers null where no researcher is configured, and no cues to users who are not facultyWorks', async () => {
    const other = (
      await faculty.post('/api/investigations/person/facultyworks', {
        instituteName: 'Weizmann Institute',
        facultyName: 'Physics',
        researcherNames: 'Ana Ferreira',
      })
    ).json().id as number;
    const cleared = await faculty.post(`/api/investigations/${other}/configuration`, { researchers: [] });
    expect(cleared.statusCode, cleared.body).toBeLessThan(300);
    await insertPublication(t.database.db, other, { title: 'Peat', authors: ['Ana Ferreira'], journal: 'Peat Review' });
    const [document] = (await data(faculty, {}, other)).documents;
    expect(document?.byTheResearchers).toBeNull();
    expect(cues(document)).toEqual([{ name: 'Ana Ferreira', compatible: false, inactive: false }]);

    const plain = await signedInClient(t);
    const own = (await plain.post('/api/investigations/topic', { searchString: 'peat' })).json().id as number;
    await insertPublication(t.database.db, own, { title: 'Bog', authors: ['Ana Ferreira'], journal: 'Peat Review' });
    const [theirs] = (await data(plain, {}, own, 'topic')).documents;
    expect(theirs).not.toHaveProperty('byTheResearchers');
    expect(theirs).not.toHaveProperty('journalListing');
    expect(theirs?.authors[0]).not.toHaveProperty('compatible');
  });
});
