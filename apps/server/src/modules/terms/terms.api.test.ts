import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HARVEST_TERMS, MAX_TERMS, type TermsState } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';

describe(`the search definition: terms and term groups (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  const predefinedFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-predefined-')), 'groups.json');
  beforeAll(async () => {
    t = await startTestApp({ PREDEFINED_TERM_GROUPS_FILE: predefinedFile });
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(predefinedFile), { recursive: true, force: true });
  });

  const newTopic = async (searchString = 'soil carbon, river') =>
    (await owner.post('/api/investigations/topic', { searchString })).json().id as number;
  const call = async (
    id: number,
    method: 'POST' | 'PATCH' | 'DELETE',
    suffix: string,
    body: object,
    client = owner,
  ) => {
    const response = await client.request(method, `/api/investigations/topic/${id}/terms${suffix}`, body);
    return {
      status: response.statusCode,
      state: (response.statusCode === 200 ? response.json() : undefined) as TermsState,
      text: response.body,
    };
  };
  const termsOf = (state: TermsState) =>
    state.terms.map(
      (term) => `${term.term}:${term.modifier}:${state.termGroups.find((g) => g.id === term.groupId)?.name}`,
    );

  it('starts with a default group holding the search string terms', async () => {
    const id = await newTopic();
    const state: TermsState = (await owner.get(`/api/investigations/topic/${id}/terms`)).json();
    expect(state.termGroups).toEqual([
      expect.objectContaining({ name: 'Search Terms', color: '1', modifier: 'Regular', isDefault: true }),
    ]);
    expect(termsOf(state)).toEqual(['soil carbon:Regular:Search Terms', 'river:Regular:Search Terms']);
  });

  it('adds a term once (case-insensitively), to a group or a new one named and coloured in turn', async () => {
    const id = await newTopic();
    expect(termsOf((await call(id, 'POST', '', { term: '  sediment ' })).state)).toContain(
      'sediment:Regular:Search Terms',
    );
    expect((await call(id, 'POST', '', { term: 'SEDIMENT' })).state.terms).toHaveLength(3);
    const first = (await call(id, 'POST', '', { term: 'estuary', group: 'new' })).state;
    expect(first.termGroups.at(-1)).toMatchObject({ name: 'New Group', color: '2' });
    const second = (await call(id, 'POST', '', { term: 'delta', group: 'new', modifier: 'Boost' })).state;
    expect(second.termGroups.at(-1)).toMatchObject({ name: 'New Group 1', color: '3' });
    expect(termsOf(second)).toContain('delta:Boost:New Group 1');
    expect((await call(id, 'POST', '', { term: 'x', group: 999_999 })).status).toBe(404);
    expect((await call(id, 'POST', '', { term: '   ' })).status).toBe(400);
  });

  it('sets modifiers (the same again returns to Regular), moves, renames and deletes terms', async () => {
    const id = await newTopic();
    expect(termsOf((await call(id, 'PATCH', '/modify', { term: 'River', modifier: 'Exclude' })).state)).toContain(
      'river:Exclude:Search Terms',
    );
    expect(termsOf((await call(id, 'PATCH', '/modify', { term: 'river', modifier: 'Exclude' })).state)).toContain(
      'river:Regular:Search Terms',
    );
    expect((await call(id, 'PATCH', '/modify', { term: 'nope', modifier: 'Boost' })).status).toBe(404);

    const moved = (await call(id, 'PATCH', '/move-to-group', { term: 'river', group: 'new' })).state;
    expect(termsOf(moved)).toContain('river:Regular:New Group');
    const groupId = moved.termGroups.at(-1)!.id;
    expect((await call(id, 'PATCH', '/move-to-group', { term: 'river', group: groupId })).text).toBe(
      'The term is already in this group',
    );

    expect(termsOf((await call(id, 'PATCH', '/rename', { oldName: 'river', newName: 'stream' })).state)).toContain(
      'stream:Regular:New Group',
    );
    expect((await call(id, 'PATCH', '/rename', { oldName: 'stream', newName: 'SOIL CARBON' })).status).toBe(400);
    expect(
      (await call(id, 'PATCH', '/rename', { oldName: 'stream', newName: 'Stream' })).state.terms.map((x) => x.term),
    ).toContain('Stream');
    expect((await call(id, 'DELETE', '', { term: 'stream' })).state.terms.map((x) => x.term)).toEqual(['soil carbon']);
    expect((await call(id, 'DELETE', '', { term: 'stream' })).status).toBe(404);
  });

  it('batch-adds terms and groups, skipping existing terms and group names, and refuses to pass the limit', async () => {
    const id = await newTopic();
    const state = (
      await call(id, 'POST', '/batch', {
        terms: ['Soil Carbon', 'humus', 'peat'],
        groups: [
          { name: 'search terms', terms: ['ignored'] },
          { name: 'Wetlands', terms: ['bog', 'HUMUS', 'fen'] },
        ],
      })
    ).state;
    expect(termsOf(state)).toEqual([
      'soil carbon:Regular:Search Terms',
      'river:Regular:Search Terms',
      'humus:Regular:Search Terms',
      'peat:Regular:Search Terms',
      'bog:Regular:Wetlands',
      'fen:Regular:Wetlands',
    ]);
    // The added terms are harvested (the first HARVEST_TERMS of a batch), each in the investigation's context: its
    // search string while no term is Mandatory.
    const { rows: jobs } = await t.database.db.query<{ payload: { request?: { kind: string; terms: string[] } } }>(
      `SELECT payload FROM jobs WHERE investigation_id = $1 AND payload ? 'request'`,
      [id],
    );
    const inContext = (term: string) => `${term} soil carbon, river`;
    expect(jobs.map((job) => job.payload.request)).toEqual([
      {
        kind: 'one-time',
        terms: ['humus', 'peat', 'bog', 'fen'].map(inContext),
        pages: [],
        searchPages: [],
        addedTerms: ['humus', 'peat', 'bog', 'fen'],
      },
    ]);
    const many = Array.from({ length: 20 }, (_, i) => `extra${i}`);
    await call(id, 'PATCH', '/modify', { term: 'soil carbon', modifier: 'Mandatory' });
    await call(id, 'POST', '/batch', { terms: many });
    const { rows: last } = await t.database.db.query<{ terms: string[] }>(
      `SELECT payload->'request'->'terms' AS terms FROM jobs WHERE investigation_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    );
    // Now with its Mandatory term as the context.
    expect(last[0]!.terms).toEqual(many.slice(0, HARVEST_TERMS).map((term) => `${term} "soil carbon"`));
    const tooMany = Array.from({ length: MAX_TERMS }, (_, i) => `term ${i}`);
    const refused = await call(id, 'POST', '/batch', { terms: tooMany });
    expect([refused.status, refused.text]).toEqual([400, `Cannot add more than ${MAX_TERMS} terms`]);
    expect((await owner.get(`/api/investigations/topic/${id}/terms`)).json().terms).toHaveLength(26);
  });

  it("harvests a single added term too, in the investigation's context, and not a term already there", async () => {
    const id = await newTopic();
    const requests = async () =>
      (
        await t.database.db.query<{ request: unknown }>(
          `SELECT payload->'request' AS request FROM jobs WHERE investigation_id = $1 AND payload ? 'request' ORDER BY id`,
          [id],
        )
      ).rows.map((row) => row.request);
    await call(id, 'POST', '', { term: 'natural capital', group: 'new' });
    expect(await requests()).toEqual([
      {
        kind: 'one-time',
        terms: ['"natural capital" soil carbon, river'],
        pages: [],
        searchPages: [],
        addedTerms: ['natural capital'],
      },
    ]);
    await call(id, 'POST', '', { term: 'Natural Capital' });
    expect(await requests()).toHaveLength(1);
    await call(id, 'PATCH', '/modify', { term: 'river', modifier: 'Mandatory' });
    await call(id, 'POST', '', { term: 'wetlands', modifier: 'Mandatory' });
    expect((await requests()).at(-1)).toMatchObject({ terms: ['wetlands river'], addedTerms: ['wetlands'] });
  });

  it('creates, renames, modifies and deletes groups with their terms; colours cycle; the only group stays', async () => {
    const id = await newTopic();
    let state: TermsState = (await owner.get(`/api/investigations/topic/${id}/terms`)).json();
    for (let i = 0; i < 10; i++) state = (await call(id, 'POST', '/group', {})).state;
    expect(state.termGroups.map((g) => g.color)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '1']);
    expect((await call(id, 'POST', '/group', { name: 'new group' })).text).toBe(
      'A term group with this name already exists',
    );
    const named = (await call(id, 'POST', '/group', { name: 'Methods' })).state.termGroups.at(-1)!;
    expect(
      (await call(id, 'PATCH', '/group/rename', { groupId: named.id, name: 'Approaches' })).state.termGroups.at(-1)!
        .name,
    ).toBe('Approaches');
    expect((await call(id, 'PATCH', '/group/rename', { groupId: named.id, name: '' })).status).toBe(400);
    expect(
      (
        await call(id, 'PATCH', '/group/', { groupId: named.id, modifier: 'Mandatory', color: '7' })
      ).state.termGroups.at(-1),
    ).toMatchObject({ modifier: 'Mandatory', color: '7' });
    expect(
      (await call(id, 'PATCH', '/group/', { groupId: named.id, modifier: 'Mandatory' })).state.termGroups.at(-1)!
        .modifier,
    ).toBe('Regular');
    await call(id, 'POST', '', { term: 'survey', group: named.id });
    const afterDelete = (await call(id, 'DELETE', '/group/', { groupId: named.id })).state;
    expect(afterDelete.terms.map((x) => x.term)).not.toContain('survey');

    const single = await newTopic();
    const only = (await owner.get(`/api/investigations/topic/${single}/terms`)).json().termGroups[0].id;
    expect((await call(single, 'DELETE', '/group/', { groupId: only })).text).toBe(
      'The only term group cannot be deleted',
    );
    const other = (await call(single, 'POST', '/group', {})).state.termGroups.at(-1)!.id;
    const promoted = (await call(single, 'DELETE', '/group/', { groupId: only })).state;
    expect(promoted.termGroups).toEqual([expect.objectContaining({ id: other, isDefault: true })]);
    expect(promoted.terms).toEqual([]);
  });

  it('re-scores the documents: Exclude and Mandatory remove documents, Boost changes the order', async () => {
    const id = await newTopic('soil, carbon');
    await insertRandomDocuments(t.database.db, id, 60, 5);
    // No votes: the order is the terms' alone (votes would train a model that shares the ranking with them).
    await t.database.db.query(`UPDATE documents SET relevancy = 'Neutral' WHERE investigation_id = $1`, [id]);
    const data = async () =>
      (
        await owner.post(`/api/investigations/topic/${id}/data?pageSize=60`, { includeSingleAuthoredDocuments: true })
      ).json();
    const all = await data();
    type Doc = { id: number; title: string; abstract: string; keywords: string[] };
    const texts = new Map<number, string>(
      all.documents.map((doc: Doc) => [doc.id, [doc.title, doc.abstract, ...doc.keywords].join(' ').toLowerCase()]),
    );
    const titles = new Map<number, string>(all.documents.map((doc: Doc) => [doc.id, doc.title.toLowerCase()]));
    const expectedWithout = [...texts.values()].filter((text) => !/\bcarbon\b/.test(text)).length;
    expect(expectedWithout).toBeGreaterThan(0);
    await call(id, 'PATCH', '/modify', { term: 'carbon', modifier: 'Exclude' });
    expect((await data()).documentCounts.totalDocumentCount).toBe(expectedWithout);
    await call(id, 'PATCH', '/modify', { term: 'carbon', modifier: 'Mandatory' });
    expect((await data()).documentCounts.totalDocumentCount).toBe(
      all.documentCounts.totalDocumentCount - expectedWithout,
    );
    await call(id, 'PATCH', '/modify', { term: 'carbon', modifier: 'Mandatory' });
    const before = (await data()).availableDocumentIds;
    await call(id, 'POST', '', { term: 'vaccine', modifier: 'Boost' });
    const after = (await data()).availableDocumentIds as number[];
    expect(after).not.toEqual(before);
    expect(titles.get(after[0]!)).toContain('vaccine');
  });

  it('serves predefined groups from the admin file, or the shipped ones while it does not exist', async () => {
    const id = await newTopic();
    const shipped = (await owner.get(`/api/investigations/topic/${id}/terms/predefined`)).json();
    expect(shipped.length).toBeGreaterThan(0);
    fs.writeFileSync(predefinedFile, JSON.stringify([{ name: 'Ours', terms: ['a', 'b'] }]));
    expect((await owner.get(`/api/investigations/topic/${id}/terms/predefined`)).json()).toEqual([
      { name: 'Ours', terms: ['a', 'b'] },
    ]);
    fs.writeFileSync(predefinedFile, '{"name": 1}');
    const broken = await owner.get(`/api/investigations/topic/${id}/terms/predefined`);
    expect(broken.statusCode).toBe(500);
    expect(broken.body).toContain('predefined term groups file');
    fs.rmSync(predefinedFile);
  });

  it('copies the search definition and the configuration with a duplicated investigation', async () => {
    const id = await newTopic();
    await call(id, 'POST', '', { term: 'delta', group: 'new', modifier: 'Boost' });
    const configured = await owner.post(`/api/investigations/${id}/configuration`, {
      dictionaries: [{ id: null, name: 'Deltas', words: ['delta', 'estuary'] }],
    });
    expect(configured.statusCode, configured.body).toBe(204);
    const copy = (await owner.post(`/api/investigations/${id}/duplicate`)).json().id;
    expect(termsOf((await owner.get(`/api/investigations/topic/${copy}/terms`)).json())).toEqual(
      termsOf((await owner.get(`/api/investigations/topic/${id}/terms`)).json()),
    );
    const dictionaries = (await owner.get(`/api/investigations/${copy}/configuration`)).json().dictionaries;
    expect(dictionaries.map((d: { name: string; words: string[] }) => [d.name, d.words])).toEqual([
      ['Deltas', ['delta', 'estuary']],
    ]);
  });

  it('suggests phrases of the relevant documents, keeps the selected ones, never again the rejected ones', async () => {
    const id = await newTopic('farming');
    const titles = [
      ['Cover crops and soil organic carbon in maize', 'Soil organic carbon rose under cover crops.'],
      ['Soil organic carbon after ten years of cover crops', 'Long-term cover crops trial.'],
      ['Cover crops, tillage and soil organic carbon stocks', 'Farming practice and soil organic carbon.'],
      ['Urban heat islands', 'Tree cover in cities.'],
      ['Graphene battery anodes', 'Farming is not the topic here.'],
      ['River fish migration', 'Dams and fish ladders.'],
    ];
    const ids: number[] = [];
    for (const [i, [title, abstract]] of titles.entries()) {
      const { rows } = await t.database.db.query<{ id: number }>(
        `INSERT INTO documents (investigation_id, dedupe_key, type, title, abstract, harvester_type) VALUES ($1, $2, 'Article', $3, $4, 'MICROSOFT') RETURNING id`,
        [id, `k${i}`, title, abstract],
      );
      ids.push(rows[0]!.id);
    }
    const suggest = async (body: object, client = owner) =>
      client.post(`/api/investigations/topic/${id}/next-suggested-terms`, body);
    for (const docId of ids.slice(0, 2)) {
      await owner.request('PATCH', `/api/investigations/topic/${id}/documents/${docId}/relevancy`, {
        relevancy: 'Relevant',
      });
    }
    const first = (await suggest({})).json().map((s: { term: string }) => s.term);
    expect(first.slice(0, 2).sort()).toEqual(['cover crops', 'soil organic carbon']);
    expect(first).not.toContain('farming');
    const picked = { term: 'cover crops', selected: true, group: null, modifier: 'Boost' };
    const next = (
      await suggest({ selectedSuggestedTerms: [picked], rejectedSuggestedTerms: ['soil organic carbon'] })
    ).json();
    expect(next[0]).toEqual(picked);
    expect(next.map((s: { term: string }) => s.term)).not.toContain('soil organic carbon');
    expect((await suggest({})).json().map((s: { term: string }) => s.term)).not.toContain('soil organic carbon');
    expect((await suggest({}, stranger)).statusCode).toBe(404);
    const person = (await owner.post('/api/investigations/person', { personName: 'Ada Lovelace' })).json().id;
    expect((await owner.post(`/api/investigations/topic/${person}/next-suggested-terms`, {})).statusCode).toBe(404);
  });

  it("answers 404 for another user's investigation and for non-Topic investigations, 401 signed out", async () => {
    const id = await newTopic();
    expect((await stranger.get(`/api/investigations/topic/${id}/terms`)).statusCode).toBe(404);
    expect((await call(id, 'POST', '', { term: 'x' }, stranger)).status).toBe(404);
    expect((await call(id, 'PATCH', '/modify', { term: 'river', modifier: 'Boost' }, stranger)).status).toBe(404);
    expect((await call(id, 'DELETE', '/group/', { groupId: 1 }, stranger)).status).toBe(404);
    expect((await stranger.get(`/api/investigations/topic/${id}/terms/predefined`)).statusCode).toBe(404);
    const person = (await owner.post('/api/investigations/person', { personName: 'Ada Lovelace' })).json().id;
    expect((await owner.get(`/api/investigations/topic/${person}/terms`)).statusCode).toBe(404);
    expect((await t.newClient().get(`/api/investigations/topic/${id}/terms`)).statusCode).toBe(401);
  });
});
