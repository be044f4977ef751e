import fs from 'node:fs';
import { type InvestigationData, type TermsState, uploadPaths } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir } from '../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

/** 15 records on peat bog carbon (2008–2013), then 15 on graphene and lithium batteries (2019–2024). */
const screeningRis = fs.readFileSync(`${fixturesDir}local/screening.ris`);
const isPeat = (title: string) => /peat|bog|fen/i.test(title);

describe(`every Topic-family kind gets votes, the Relevance sort, learning and terms; the Person family does not (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let localId: number;
  let universityId: number;
  let groupId: number;
  beforeAll(async () => {
    // No source answers: the University and group harvests fail at once; the local files need none.
    const dead = 'http://127.0.0.1:9';
    t = await startTestApp(
      { OPENALEX_URL: dead, CROSSREF_URL: dead, ARXIV_URL: dead, JOB_RETRY_BASE_SECONDS: '0' },
      { runJobs: true },
    );
    owner = await signedInClient(t);
    const upload = await owner.upload(uploadPaths.localDocuments, { title: 'Screening' }, [
      { fileName: 'screening.ris', content: screeningRis },
    ]);
    expect(upload.statusCode, upload.body).toBe(200);
    localId = upload.json().created[0].id;
    universityId = (
      await owner.post('/api/investigations/topic/university', {
        universityName: 'Example University',
        startYear: '2023',
        endYear: '2024',
      })
    ).json().id;
    groupId = (
      await owner.post('/api/investigations/person/group', {
        instituteName: 'Weizmann',
        facultyName: 'Physics',
        researcherNames: 'Ada Lovelace\nAlan Turing',
      })
    ).json().id;
    await t.jobs.idle();
    // The University's harvest reached no source: give it documents of its own.
    for (const [i, title] of ['Peat bog carbon', 'Graphene battery anodes', 'Peatland rewetting'].entries()) {
      await t.database.db.query(
        `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, harvester_type) VALUES ($1, $2, 'Article', $3, $3, 'MICROSOFT')`,
        [universityId, `u${i}`, title],
      );
    }
  });
  afterAll(() => t.close());

  const data = async (id: number, spec: object = {}): Promise<InvestigationData> => {
    const response = await owner.post(`/api/investigations/topic/${id}/data?pageSize=30`, {
      sortDocumentsBy: 'relevance',
      ...spec,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const vote = (id: number, documentId: number, relevancy: string, route = 'topic') =>
    owner.request('PATCH', `/api/investigations/${route}/${id}/documents/${documentId}/relevancy`, { relevancy });

  it('stores the family as investigationType and the kind as investigationSubType', async () => {
    const kinds = Object.fromEntries(
      (await owner.get('/api/investigations'))
        .json()
        .map((i: { id: number; investigationType: string; investigationSubType: string }) => [
          i.id,
          `${i.investigationType}/${i.investigationSubType}`,
        ]),
    );
    expect([kinds[localId], kinds[universityId], kinds[groupId]]).toEqual([
      'Topic/LocalDocuments',
      'Topic/University',
      'Person/PersonGroup',
    ]);
    expect((await owner.get(`/api/investigations/topic/${localId}`)).json()).toMatchObject({
      status: 'READY',
      totalDocuments: 30,
    });
  });

  it('gives a Local documents import an empty search definition the terms calls change, and re-scores by it', async () => {
    const empty: TermsState = (await owner.get(`/api/investigations/topic/${localId}/terms`)).json();
    expect(empty.terms).toEqual([]);
    expect(empty.termGroups.map((group) => group.name)).toEqual(['Search Terms']);
    const added = await owner.post(`/api/investigations/topic/${localId}/terms`, { term: 'sphagnum' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().terms.map((term: { term: string }) => term.term)).toEqual(['sphagnum']);
    const first = (await data(localId)).documents[0]!;
    expect(first.title).toMatch(/sphagnum/i);
    expect(
      (await owner.request('DELETE', `/api/investigations/topic/${localId}/terms`, { term: 'sphagnum' })).statusCode,
    ).toBe(200);
    const suggested = await owner.post(`/api/investigations/topic/${localId}/next-suggested-terms`, {
      selectedSuggestedTerms: [],
      rejectedSuggestedTerms: [],
    });
    expect(suggested.statusCode, suggested.body).toBe(200);
  });

  it('takes Relevant and Irrelevant votes on a Local documents import and ranks like the Relevant ones after learning', async () => {
    const before = await data(localId);
    const titles = new Map(before.documents.map((doc) => [doc.id, doc.title]));
    // No search terms: the newest (the battery papers) come first.
    expect(before.documents.slice(0, 10).every((doc) => !isPeat(doc.title))).toBe(true);
    const peat = before.documents.filter((doc) => isPeat(doc.title)).slice(0, 2);
    const battery = before.documents.filter((doc) => !isPeat(doc.title)).slice(0, 2);
    for (const doc of peat)
      expect((await vote(localId, doc.id, 'Relevant')).json()).toMatchObject({ relevancy: 'Relevant' });
    for (const doc of battery)
      expect((await vote(localId, doc.id, 'Irrelevant')).json()).toMatchObject({ relevancy: 'Irrelevant' });
    const voted = new Set([...peat, ...battery].map((doc) => doc.id));
    let top: string[] = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      top = (await data(localId)).availableDocumentIds
        .filter((id) => !voted.has(id))
        .slice(0, 8)
        .map((id) => titles.get(id)!);
      if (top.every(isPeat)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(top.map(isPeat), top.join(' | ')).toEqual(Array(8).fill(true));
    expect((await data(localId, { displayedResultsStatus: 'Relevant' })).availableDocumentIds.sort()).toEqual(
      peat.map((doc) => doc.id).sort(),
    );
  });

  it('takes votes and serves the Relevance sort and the terms calls for a University investigation', async () => {
    const { documents } = await data(universityId);
    expect(documents).toHaveLength(3);
    expect((await vote(universityId, documents[0]!.id, 'Relevant')).statusCode).toBe(200);
    expect((await vote(universityId, documents[1]!.id, 'Irrelevant')).statusCode).toBe(200);
    expect((await owner.get(`/api/investigations/topic/${universityId}/terms`)).json().terms).toEqual([]);
    const added = await owner.post(`/api/investigations/topic/${universityId}/terms/batch`, { terms: ['peat', 'bog'] });
    expect(added.statusCode, added.body).toBe(200);
    expect(isPeat((await data(universityId, { displayedResultsStatus: 'All' })).documents[0]!.title)).toBe(true);
  });

  it('keeps an Academic Research Group in the Person family: no Relevant vote, no terms calls', async () => {
    const { rows } = await t.database.db.query<{ id: number }>(
      `INSERT INTO documents (investigation_id, dedupe_key, type, title, harvester_type) VALUES ($1, 'g1', 'Article', 'A paper', 'MICROSOFT') RETURNING id`,
      [groupId],
    );
    const documentId = rows[0]!.id;
    expect((await owner.get(`/api/investigations/person/${groupId}`)).json()).toMatchObject({
      investigationType: 'Person',
      investigationSubType: 'PersonGroup',
    });
    expect((await vote(groupId, documentId, 'Relevant', 'person')).statusCode).toBe(400);
    expect((await vote(groupId, documentId, 'Neutral', 'person')).statusCode).toBe(200);
    expect((await owner.get(`/api/investigations/topic/${groupId}/terms`)).statusCode).toBe(404);
    expect((await owner.post(`/api/investigations/topic/${groupId}/terms`, { term: 'physics' })).statusCode).toBe(404);
  });
});
