import { type Configuration, configurationMessages, hiddenTops, topCategories } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { dictionariesOf, enabledTopNames } from './index.js';
import { findInvestigation } from '../investigations/investigations.repository.js';

describe(`the investigation configuration (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let omnisol: TestClient;
  let faculty: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ HARVEST_MAX_RESULTS: '35' });
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    omnisol = await signedInClient(t, ['omnisol']);
    faculty = await signedInClient(t, ['faculty_works', 'omnisol']);
  });
  afterAll(() => t.close());

  const created = async (client: TestClient, path: string, body: object) => {
    const response = await client.post(path, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };
  const newTopic = (client = owner, body: object = {}) =>
    created(client, '/api/investigations/topic', { searchString: 'soil carbon', ...body });
  const url = (id: number, suffix = '') => `/api/investigations/${id}/configuration${suffix}`;
  const read = async (id: number, client = owner) => (await client.get(url(id))).json() as Configuration;
  /** Doc 2 §7: a save answers an error message or nothing; what it stored is read back with GET. */
  const save = async (id: number, body: object, client = owner) => {
    const response = await client.post(url(id), body);
    return {
      status: response.statusCode,
      text: response.body,
      saved: response.statusCode === 204 ? await read(id, client) : undefined,
    };
  };
  const withSearch = (configuration: Configuration, changes: Partial<Configuration['searchDefinition']>) => ({
    searchDefinition: { ...configuration.searchDefinition, ...changes },
  });

  it('starts from the investigation definition: sources, max results of the settings, all filters enabled', async () => {
    const topic = await read(await newTopic(owner, { includeWebPages: false }));
    expect(topic.searchDefinition).toEqual({
      includeWebPages: false,
      overrideDefaultMaxResultsPerWebHarvest: false,
      maxResultsPerWebHarvest: 35,
      webHarvestFromSites: [],
      includeArticles: true,
      overrideDefaultMaxResultsPerArticleHarvest: false,
      maxResultsPerArticleHarvest: 35,
      articleHarvestFromInstitutions: [],
    });
    expect(topic).toMatchObject({
      translation: { selectedLanguages: [] },
      researchers: [],
      journals: { whitelist: [], blacklist: [] },
      activeAffiliations: [],
      activeAuthors: [],
      overrideDocumentNumberLimit: false,
      documentNumberLimit: 0,
      startDateCutoff: '',
      startDateCutoffEnabled: true,
      dictionaries: [],
    });
    expect(topic.topsStatuses).toHaveLength(topCategories.length - hiddenTops.topic.length);
    expect(topic.topsStatuses.every((s) => s.enabled && !s.dictionary)).toBe(true);
    expect(topic.topsStatuses[0]).toEqual({
      id: 'predefined.Languages',
      displayName: 'Languages',
      enabled: true,
      dictionary: false,
    });

    const person = await read(await created(owner, '/api/investigations/person', { personName: 'Ada Lovelace' }));
    expect(person.researchers).toEqual(['Ada Lovelace']);
    expect(person.topsStatuses.map((s) => s.id)).not.toContain('predefined.Domains');
    expect(person.topsStatuses).toHaveLength(topCategories.length - 6);

    const site = await read(
      await created(owner, '/api/investigations/topic/website', {
        investigationName: 'Docs',
        websiteUrl: 'https://example.org',
      }),
    );
    expect(site.searchDefinition).toMatchObject({
      includeArticles: false,
      includeWebPages: true,
      webHarvestFromSites: ['https://example.org'],
    });
  });

  it('answers 401 signed out and 404 for another user or no such investigation', async () => {
    const id = await newTopic();
    const signedOut = t.newClient();
    expect((await signedOut.get(url(id))).statusCode).toBe(401);
    expect((await signedOut.post(url(id), {})).statusCode).toBe(401);
    expect((await stranger.get(url(id))).statusCode).toBe(404);
    expect((await save(id, { researchers: ['x'] }, stranger)).status).toBe(404);
    expect((await stranger.post(url(id, '/bwjournal'), { journal: 'Nature', list: 'WHITELIST' })).statusCode).toBe(404);
    expect((await owner.get(url(999_999))).statusCode).toBe(404);
  });

  it('refuses each rule of doc 2 §5 with its message, and saves nothing', async () => {
    const id = await newTopic(omnisol);
    const before = await read(id, omnisol);
    const rejected = async (body: object, message: string) => {
      const answer = await save(id, body, omnisol);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.text).toBe(message);
    };
    await rejected(
      withSearch(before, { includeWebPages: false, includeArticles: false }),
      'Web page and articles must not be excluded together.',
    );
    for (const value of [0, 201, 7.5]) {
      await rejected(
        withSearch(before, { overrideDefaultMaxResultsPerWebHarvest: true, maxResultsPerWebHarvest: value }),
        'Max results for web harvests must be a whole number between 0 and 200',
      );
      await rejected(
        withSearch(before, { overrideDefaultMaxResultsPerArticleHarvest: true, maxResultsPerArticleHarvest: value }),
        'Max results for article harvests must be a whole number between 0 and 200',
      );
    }
    await rejected(
      { translation: { selectedLanguages: ['French', 'German', 'Italian'] } },
      'Maximum of two languages allowed.',
    );
    await rejected(
      { researchers: Array.from({ length: 301 }, (_, i) => `Researcher ${i}`) },
      'No more than 300 researchers are allowed.',
    );
    await rejected({ startDateCutoff: '2024-02-30' }, '"Starting from" date in the Researchers tab is invalid.');
    await rejected({ startDateCutoff: 'soon' }, '"Starting from" date in the Researchers tab is invalid.');
    await rejected(
      withSearch(before, { webHarvestFromSites: Array.from({ length: 51 }, (_, i) => `s${i}.org`) }),
      configurationMessages.tooManySites,
    );
    await rejected(
      withSearch(before, { articleHarvestFromInstitutions: Array.from({ length: 21 }, (_, i) => `Institute ${i}`) }),
      configurationMessages.tooManyInstitutions,
    );
    // Hebrew needs its flag (SHOW_HEBREW_TUTORIALS), off here.
    await rejected({ translation: { selectedLanguages: ['Hebrew'] } }, configurationMessages.hebrewUnavailable);
    await rejected(
      {
        dictionaries: [
          { id: null, name: 'A', words: [] },
          { id: null, name: 'a', words: [] },
        ],
      },
      configurationMessages.dictionaryNameTaken('A'),
    );
    await rejected(
      { overrideDocumentNumberLimit: true, documentNumberLimit: 0 },
      configurationMessages.documentNumberLimit,
    );
    expect(await read(id, omnisol)).toEqual(before);

    // The edges that pass: 1 and 200 results, two languages, 300 researchers (blank lines not counted), a real date.
    const passing = await save(
      id,
      {
        ...withSearch(before, {
          overrideDefaultMaxResultsPerWebHarvest: true,
          maxResultsPerWebHarvest: 1,
          overrideDefaultMaxResultsPerArticleHarvest: true,
          maxResultsPerArticleHarvest: 200,
        }),
        translation: { selectedLanguages: ['French', 'Chinese (Simplified)'] },
        researchers: [...Array.from({ length: 300 }, (_, i) => `Researcher ${i}`), '', '   '],
        startDateCutoff: '2024-02-29',
      },
      omnisol,
    );
    expect([passing.status, passing.text]).toEqual([204, '']);
    expect(passing.saved!.researchers).toHaveLength(300);
  });

  it('keeps every field it is given, for a user who may change them all', async () => {
    const id = await created(faculty, '/api/investigations/person/researcherworks', {
      instituteName: 'Institute of Soil',
      facultyName: 'Agronomy',
      researcherName: 'Marta Puig',
    });
    const defaults = await read(id, faculty);
    expect(defaults.researchers).toEqual(['Marta Puig']);
    expect(defaults.searchDefinition.articleHarvestFromInstitutions).toEqual(['Institute of Soil']);
    expect(defaults.startDateCutoff).toMatch(/^\d{4}-01-01$/);

    const everything: Configuration = {
      searchDefinition: {
        includeWebPages: false,
        overrideDefaultMaxResultsPerWebHarvest: true,
        maxResultsPerWebHarvest: 7,
        webHarvestFromSites: ['https://a.example.org', 'b.example.org'],
        includeArticles: true,
        overrideDefaultMaxResultsPerArticleHarvest: true,
        maxResultsPerArticleHarvest: 150,
        articleHarvestFromInstitutions: ['Institute of Soil', 'University of Lleida'],
      },
      topsStatuses: defaults.topsStatuses.map((s) => ({ ...s, enabled: s.id !== 'predefined.Journals' })),
      translation: { selectedLanguages: ['Spanish', 'French'] },
      researchers: ['Marta Puig', 'Jean-Luc Moreau'],
      journals: { whitelist: ['Geoderma'], blacklist: ['Predatory Letters'] },
      activeAffiliations: ['Institute of Soil'],
      activeAuthors: [{ id: '42', name: 'Marta Puig' }],
      overrideDocumentNumberLimit: true,
      documentNumberLimit: 5000,
      startDateCutoff: '2020-06-15',
      startDateCutoffEnabled: false,
      dictionaries: [{ id: null, name: 'Crops', words: ['wheat', 'cover crops'] }],
      graphsSettings: {
        author: { totalNumberOfNodes: 250, edgeThreshold: 2 },
        term: { totalNumberOfNodes: null, edgeThreshold: 1.5 },
      },
    };
    const answer = await save(id, everything, faculty);
    expect([answer.status, answer.text]).toEqual([204, '']);
    const stored = await read(id, faculty);
    const dictionaryId = stored.dictionaries[0]!.id;
    expect(dictionaryId).toEqual(expect.any(Number));
    expect(stored).toEqual({
      ...everything,
      topsStatuses: [
        ...everything.topsStatuses,
        { id: 'lexeme.Crops', displayName: 'Crops', enabled: true, dictionary: true },
      ],
      dictionaries: [{ id: dictionaryId, name: 'Crops', words: ['wheat', 'cover crops'] }],
    });
  });

  it('cleans list fields: lines trimmed, blanks dropped', async () => {
    const id = await newTopic(omnisol);
    const before = await read(id, omnisol);
    const { saved } = await save(
      id,
      { ...withSearch(before, { webHarvestFromSites: ['  a.org ', '', ' '] }), researchers: [' Ada ', ''] },
      omnisol,
    );
    expect(saved!.searchDefinition.webHarvestFromSites).toEqual(['a.org']);
    expect(saved!.researchers).toEqual(['Ada']);
  });

  it('lets only omnipotent users override max results and the document number limit', async () => {
    const id = await newTopic();
    const before = await read(id);
    // The whole configuration back unchanged, and other fields changed: fine.
    expect((await save(id, before)).status).toBe(204);
    expect((await save(id, { ...before, researchers: ['Ada'] })).status).toBe(204);
    const refused = [
      withSearch(before, { overrideDefaultMaxResultsPerWebHarvest: true, maxResultsPerWebHarvest: 50 }),
      withSearch(before, { overrideDefaultMaxResultsPerArticleHarvest: true, maxResultsPerArticleHarvest: 50 }),
      { overrideDocumentNumberLimit: true, documentNumberLimit: 100 },
    ];
    for (const body of refused) {
      const answer = await save(id, body);
      expect(answer.status).toBe(403);
      expect(answer.text).toBe(configurationMessages.omnipotentOnly);
    }
    // A max result sent without its override is the default again (the field is disabled), not a change.
    expect(
      (await save(id, withSearch(before, { maxResultsPerWebHarvest: 99 }))).saved!.searchDefinition
        .maxResultsPerWebHarvest,
    ).toBe(35);

    const omnisolTopic = await newTopic(omnisol);
    const mine = await read(omnisolTopic, omnisol);
    const answer = await save(
      omnisolTopic,
      {
        ...withSearch(mine, { overrideDefaultMaxResultsPerWebHarvest: true, maxResultsPerWebHarvest: 50 }),
        overrideDocumentNumberLimit: true,
        documentNumberLimit: 100,
      },
      omnisol,
    );
    expect(answer.status, answer.text).toBe(204);
    expect(answer.saved).toMatchObject({ searchDefinition: { maxResultsPerWebHarvest: 50 }, documentNumberLimit: 100 });
    // Turning the override off brings the default back.
    const off = await save(
      omnisolTopic,
      withSearch(answer.saved!, { overrideDefaultMaxResultsPerWebHarvest: false }),
      omnisol,
    );
    expect(off.saved!.searchDefinition.maxResultsPerWebHarvest).toBe(35);
  });

  it('keeps journals and active authors to facultyWorks users, through the save and their own calls', async () => {
    const plain = await newTopic();
    expect((await save(plain, { journals: { whitelist: ['Nature'], blacklist: [] } })).status).toBe(403);
    const refused = await owner.post(url(plain, '/bwjournal'), { journal: 'Nature', list: 'WHITELIST' });
    expect([refused.statusCode, refused.body]).toEqual([403, configurationMessages.facultyWorksOnly]);
    expect((await owner.post(url(plain, '/active-author'), { id: '1', name: 'Ada' })).statusCode).toBe(403);

    const id = await created(faculty, '/api/investigations/person/researcherworks', {
      instituteName: 'I',
      facultyName: 'F',
      researcherName: 'R',
    });
    const journal = async (journalName: string, list: string) =>
      (await faculty.post(url(id, '/bwjournal'), { journal: journalName, list })).json() as Configuration;
    expect((await journal('Geoderma', 'WHITELIST')).journals).toEqual({ whitelist: ['Geoderma'], blacklist: [] });
    expect((await journal('geoderma', 'BLACKLIST')).journals).toEqual({ whitelist: [], blacklist: ['geoderma'] });
    expect((await journal('Geoderma', 'NONE')).journals).toEqual({ whitelist: [], blacklist: [] });

    const author = async (body: object) =>
      (await faculty.post(url(id, '/active-author'), body)).json() as Configuration;
    expect((await author({ id: '42', name: 'Marta Puig' })).activeAuthors).toEqual([{ id: '42', name: 'Marta Puig' }]);
    expect((await author({ id: '7', name: 'Ana Ferreira' })).activeAuthors).toHaveLength(2);
    expect((await author({ id: '42', name: 'M. Puig' })).activeAuthors).toEqual([
      { id: '7', name: 'Ana Ferreira' },
      { id: '42', name: 'M. Puig' },
    ]);
    expect((await author({ id: '7', name: '', active: false })).activeAuthors).toEqual([{ id: '42', name: 'M. Puig' }]);
  });

  it('saves some fields alone, the rest as they were', async () => {
    const id = await newTopic();
    const before = await read(id);
    const { saved } = await save(id, { translation: { selectedLanguages: ['German'] } });
    expect(saved).toEqual({ ...before, translation: { selectedLanguages: ['German'] } });
  });

  it('adds, renames and deletes dictionaries, their filters following; and serves each as a CSV file', async () => {
    const id = await newTopic();
    const first = await save(id, {
      dictionaries: [
        { id: null, name: ' Crops ', words: ['Wheat', '  rye ', '', 'wheat', 'cover, crops', 'say "hi"'] },
        { id: null, name: 'Ríos/Deltas', words: ['delta'] },
      ],
    });
    expect([first.status, first.text]).toEqual([204, '']);
    const [crops, rivers] = first.saved!.dictionaries;
    expect(crops).toEqual({
      id: expect.any(Number),
      name: 'Crops',
      words: ['Wheat', 'rye', 'cover, crops', 'say "hi"'],
    });
    expect(first.saved!.topsStatuses.filter((s) => s.dictionary).map((s) => s.id)).toEqual([
      'lexeme.Crops',
      'lexeme.Ríos/Deltas',
    ]);

    const csv = await owner.get(`/api/lexeme/${crops!.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="Crops.csv"; filename*=UTF-8''Crops.csv`);
    expect(csv.body).toBe('\uFEFFWheat\r\nrye\r\n"cover, crops"\r\n"say ""hi"""\r\n');
    const accented = await owner.get(`/api/lexeme/${rivers!.id}`);
    expect(accented.headers['content-disposition']).toBe(
      `attachment; filename="R_os_Deltas.csv"; filename*=UTF-8''R%C3%ADos_Deltas.csv`,
    );
    expect((await stranger.get(`/api/lexeme/${crops!.id}`)).statusCode).toBe(404);
    expect((await t.newClient().get(`/api/lexeme/${crops!.id}`)).statusCode).toBe(401);
    expect((await owner.get('/api/lexeme/999999')).statusCode).toBe(404);

    // Disable Crops, rename it (its filter follows by the status the dialog renames with it), delete the other.
    const statuses = first.saved!.topsStatuses.map((s) =>
      s.id === 'lexeme.Crops' ? { ...s, id: 'lexeme.Grains', enabled: false } : s,
    );
    const second = await save(id, {
      topsStatuses: statuses,
      dictionaries: [{ ...crops!, name: 'Grains', words: ['oats'] }],
    });
    expect(second.saved!.dictionaries).toEqual([{ id: crops!.id, name: 'Grains', words: ['oats'] }]);
    expect(second.saved!.topsStatuses.filter((s) => s.dictionary)).toEqual([
      { id: 'lexeme.Grains', displayName: 'Grains', enabled: false, dictionary: true },
    ]);
    expect((await owner.get(`/api/lexeme/${rivers!.id}`)).statusCode).toBe(404);

    // Another investigation's dictionary cannot be taken over.
    const other = await newTopic();
    const takeover = await save(other, { dictionaries: [{ id: crops!.id, name: 'Mine', words: [] }] });
    expect([takeover.status, takeover.text]).toEqual([404, configurationMessages.unknownDictionary]);
  });

  it('tells other modules the shown tops and the dictionaries', async () => {
    const id = await newTopic();
    expect([...(await enabledTopNames(t.database.db, (await findInvestigation(t.database.db, id))!))].sort()).toEqual(
      topCategories.map((c) => c.name).sort(),
    );
    const before = await read(id);
    await save(id, {
      topsStatuses: before.topsStatuses.map((s) => ({ ...s, enabled: s.id !== 'predefined.Journals' })),
      dictionaries: [{ id: null, name: 'Crops', words: ['wheat'] }],
    });
    const shown = await enabledTopNames(t.database.db, (await findInvestigation(t.database.db, id))!);
    expect(shown.has('predefined.Journals')).toBe(false);
    expect(shown.has('predefined.Labels')).toBe(true);
    expect(shown.has('lexeme.Crops')).toBe(true);
    expect(await dictionariesOf(t.database.db, id)).toEqual([
      { id: expect.any(Number), name: 'Crops', words: ['wheat'] },
    ]);

    const person = await created(owner, '/api/investigations/person', { personName: 'Ada Lovelace' });
    const personTops = await enabledTopNames(t.database.db, (await findInvestigation(t.database.db, person))!);
    expect(personTops.has('predefined.Domains')).toBe(false);
    expect(personTops.has('predefined.Persons')).toBe(true);
  });
});
