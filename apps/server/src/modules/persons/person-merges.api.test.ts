import { mergeText, type PersonCandidate } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { documentIdsOf, insertAuthors } from '../../test/person-fixture.js';
import { signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';

interface TopEntry {
  value: string;
  name: string;
  totalCount: number;
}

describe(`merging persons and undoing it (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let topicId: number;
  let documents: number[];
  const topic = (rest: string) => `/api/investigations/topic/${topicId}${rest}`;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    topicId = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await insertRandomDocuments(t.database.db, topicId, 6, 7);
    documents = await documentIdsOf(t.database.db, topicId);
  });
  afterAll(() => t.close());

  const authorsTop = async (): Promise<TopEntry[]> => {
    const data = (await owner.post(topic('/data'), {})).json();
    return data.tops.find((top: { name: string }) => top.name === 'predefined.Persons').entries;
  };
  const snapshot = async (personIds: number[]) => {
    const persons = await t.database.db.query(
      'SELECT to_jsonb(p) AS row FROM persons p WHERE id = ANY($1::bigint[]) ORDER BY id',
      [personIds],
    );
    const authorships = await t.database.db.query(
      'SELECT document_id, position, person_id FROM document_authors WHERE person_id = ANY($1::bigint[]) ORDER BY document_id, position',
      [personIds],
    );
    return { persons: persons.rows, authorships: authorships.rows };
  };
  const runJobs = async () => {
    await t.jobs.start();
    await t.jobs.idle();
    await t.jobs.stop();
  };

  it('joins the persons into the first: its documents, its name variants, the Authors top list in place; the others are gone', async () => {
    const [kept, merged] = await insertAuthors(t.database.db, topicId, documents.slice(0, 2), [
      'Ana Ferreira',
      'A. M. Ferreira',
    ]);
    // The index is loaded before the merge: the top list must follow without a rebuild.
    expect(
      (await authorsTop())
        .filter((entry) => [String(kept), String(merged)].includes(entry.value))
        .map((entry) => entry.totalCount),
    ).toEqual([1, 1]);
    const answer = await owner.post(topic('/merge'), [kept, merged]);
    expect([answer.statusCode, answer.json()]).toEqual([200, { personId: kept, mergedPersonIds: [merged] }]);
    const top = await authorsTop();
    expect(top.find((entry) => entry.value === String(kept))).toMatchObject({ name: 'Ana Ferreira', totalCount: 2 });
    expect(top.find((entry) => entry.value === String(merged))).toBeUndefined();
    const summary = (await owner.get(topic(`/person-summary/${kept}`))).json();
    expect(summary.documents.map((document: { id: number }) => document.id).sort()).toEqual(
      documents.slice(0, 2).sort(),
    );
    expect(summary.aliasNames).toContain('A. M. Ferreira');
    expect(summary.manuallyMerged).toBe(true);
    expect((await owner.get(topic(`/person-summary/${merged}`))).json()).toBeNull();
    // The author filter on the kept person finds both documents.
    const filtered = (await owner.post(topic('/data'), { personId: kept })).json();
    expect(filtered.availableDocumentIds.sort()).toEqual(documents.slice(0, 2).sort());
  });

  it('undoes a merge exactly, in the background: the persons, their mentions and removals as before', async () => {
    // A new investigation, so its index is first built with these persons (a harvest would rebuild it).
    topicId = (await owner.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
    await insertRandomDocuments(t.database.db, topicId, 6, 8);
    documents = await documentIdsOf(t.database.db, topicId);
    const [kept, merged, other] = await insertAuthors(t.database.db, topicId, documents.slice(2, 5), [
      'Bruno Costa',
      'B. Costa',
      'Bruno J. Costa',
    ]);
    expect((await owner.post(topic('/authors/remove'), { personIds: [other] })).statusCode).toBe(200);
    const before = await snapshot([kept!, merged!, other!]);
    await authorsTop();
    expect((await owner.post(topic('/merge'), [kept, merged, other])).statusCode).toBe(200);
    expect((await snapshot([merged!, other!])).persons).toEqual([]);
    const undo = await owner.post(topic('/merge/undo'), [kept]);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().jobIds).toHaveLength(1);
    await runJobs();
    expect(await snapshot([kept!, merged!, other!])).toEqual(before);
    const top = await authorsTop();
    expect(top.find((entry) => entry.value === String(merged))).toMatchObject({ name: 'B. Costa', totalCount: 1 });
    expect(top.find((entry) => entry.value === String(kept))).toMatchObject({ totalCount: 1 });
    // The removed author is removed again.
    expect(top.find((entry) => entry.value === String(other))).toBeUndefined();
    expect((await owner.get(topic(`/person-summary/${kept}`))).json().manuallyMerged).toBe(false);
    const again = await owner.post(topic('/merge/undo'), [kept]);
    expect([again.statusCode, again.body]).toEqual([400, mergeText.notMerged]);
  });

  it('points a saved author filter on a merged person at the kept one', async () => {
    const [kept, merged] = await insertAuthors(t.database.db, topicId, documents.slice(0, 2), [
      'Carla Dias',
      'C. Dias',
    ]);
    const spec = {
      selectedTops: [{ name: 'predefined.Persons', selectedValue: String(merged), selectedDisplayValue: 'C. Dias' }],
    };
    await t.database.db.query(
      'INSERT INTO investigation_filters (user_id, investigation_id, spec) SELECT user_id, $1, $2 FROM investigation_filters LIMIT 0',
      [topicId, spec],
    );
    const { rows } = await t.database.db.query<{ id: number }>(
      'SELECT owner_id AS id FROM investigations WHERE id = $1',
      [topicId],
    );
    await t.database.db.query(
      'INSERT INTO investigation_filters (user_id, investigation_id, spec) VALUES ($1, $2, $3) ON CONFLICT (user_id, investigation_id) DO UPDATE SET spec = excluded.spec',
      [rows[0]!.id, topicId, JSON.stringify({ ...spec, personId: merged })],
    );
    expect((await owner.post(topic('/merge'), [kept, merged])).statusCode).toBe(200);
    const saved = await t.database.db.query<{
      spec: { personId: number; selectedTops: Array<{ selectedValue: string }> };
    }>('SELECT spec FROM investigation_filters WHERE investigation_id = $1', [topicId]);
    expect(saved.rows[0]!.spec.personId).toBe(kept);
    expect(saved.rows[0]!.spec.selectedTops[0]!.selectedValue).toBe(String(kept));
  });

  it('refuses bad input with 400 and another investigation’s persons with 404, changing nothing', async () => {
    const [a, b] = await insertAuthors(t.database.db, topicId, documents.slice(0, 2), ['Dora Lima', 'D. Lima']);
    const before = await snapshot([a!, b!]);
    expect([
      (await owner.post(topic('/merge'), [a])).statusCode,
      (await owner.post(topic('/merge'), [a])).body,
    ]).toEqual([400, mergeText.atLeastTwo]);
    expect((await owner.post(topic('/merge'), [a, a])).body).toBe(mergeText.distinct);
    expect((await owner.post(topic('/merge'), ['x', b])).statusCode).toBe(400);
    expect((await owner.post(topic('/merge/undo'), [])).statusCode).toBe(400);
    const otherId = (await stranger.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
    await insertRandomDocuments(t.database.db, otherId, 2, 9);
    const [theirs] = await insertAuthors(t.database.db, otherId, await documentIdsOf(t.database.db, otherId), [
      'Dora Lima',
    ]);
    expect((await owner.post(topic('/merge'), [a, theirs])).statusCode).toBe(404);
    expect((await stranger.post(topic('/merge'), [a, b])).statusCode).toBe(404);
    expect((await stranger.post(topic('/merge/undo'), [a])).statusCode).toBe(404);
    expect((await owner.post(topic('/merge/undo'), [theirs])).statusCode).toBe(404);
    expect(await snapshot([a!, b!])).toEqual(before);
  });
});

describe(`the Disambiguate tab's calls (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let personId: number;
  let ada: number;
  let initial: number;
  let other: number;
  const person = (rest: string) => `/api/investigations/person/${personId}${rest}`;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    personId = (await owner.post('/api/investigations/person', { personName: 'Ada Lovelace' })).json().id;
    await insertRandomDocuments(t.database.db, personId, 4, 11);
    const documents = await documentIdsOf(t.database.db, personId);
    [ada, initial, , other] = (await insertAuthors(
      t.database.db,
      personId,
      [documents[0]!, documents[1]!, documents[0]!, documents[2]!],
      ['Ada Lovelace', 'A. Lovelace', 'Bea Lovelace', 'Ada Lovelace'],
    )) as [number, number, number, number];
  });
  afterAll(() => t.close());

  const matches = async (): Promise<PersonCandidate[]> =>
    (await owner.get(person('/possible-matches?name=Ada%20Lovelace'))).json();

  it('lists the authors whose name may be the investigated one, most documents first, and not the others', async () => {
    const candidates = await matches();
    expect(candidates.map((candidate) => candidate.name)).toEqual(
      expect.arrayContaining(['Ada Lovelace', 'A. Lovelace']),
    );
    expect(candidates.some((candidate) => candidate.name === 'Bea Lovelace')).toBe(false);
    expect(candidates.every((candidate) => candidate.relevancy === 'Neutral' && !candidate.filteredOut)).toBe(true);
    expect((await owner.get(person('/main-cluster-filter'))).json()).toEqual(expect.any(Number));
  });

  it('records the votes: Irrelevant removes the author, Neutral restores it, Relevant marks the person', async () => {
    const voted = await owner.post(person('/disambiguate'), {
      relevantPersonIds: [ada],
      irrelevantPersonIds: [initial],
      neutralPersonIds: [],
    });
    expect([voted.statusCode, voted.json()]).toEqual([200, { removed: 1, restored: 0, relevant: 1 }]);
    let candidates = await matches();
    expect(candidates.find((candidate) => candidate.id === ada)).toMatchObject({
      relevancy: 'Relevant',
      filteredOut: false,
    });
    expect(candidates.find((candidate) => candidate.id === initial)).toMatchObject({
      relevancy: 'Irrelevant',
      filteredOut: true,
    });
    expect((await owner.get(person('/main-cluster-filter'))).json()).toBe(ada);
    await owner.post(person('/disambiguate'), { neutralPersonIds: [initial] });
    candidates = await matches();
    expect(candidates.find((candidate) => candidate.id === initial)).toMatchObject({
      relevancy: 'Neutral',
      filteredOut: false,
    });
  });

  it('refuses a vote twice, unknown persons (nothing changed) and a Topic investigation', async () => {
    expect(
      (await owner.post(person('/disambiguate'), { relevantPersonIds: [ada], neutralPersonIds: [ada] })).body,
    ).toBe(mergeText.votedTwice);
    const unknown = await owner.post(person('/disambiguate'), { irrelevantPersonIds: [other, 99_999_999] });
    expect(unknown.statusCode).toBe(404);
    expect((await matches()).find((candidate) => candidate.id === other)?.relevancy).toBe('Neutral');
    const topicId = (await owner.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
    const refused = await owner.get(`/api/investigations/topic/${topicId}/possible-matches?name=Ada`);
    expect([refused.statusCode, refused.body]).toEqual([400, mergeText.personInvestigationsOnly]);
    expect((await owner.get(person('/possible-matches'))).statusCode).toBe(400);
  });

  it('keeps the votes and the removed authors in a copy of the investigation, as the copy’s persons', async () => {
    await owner.post(person('/disambiguate'), { relevantPersonIds: [ada], irrelevantPersonIds: [initial] });
    const copy = (await owner.post(`/api/investigations/${personId}/duplicate`)).json();
    const candidates: PersonCandidate[] = (
      await owner.get(`/api/investigations/person/${copy.id}/possible-matches?name=Ada%20Lovelace`)
    ).json();
    expect(candidates.map(({ name, relevancy, filteredOut }) => ({ name, relevancy, filteredOut }))).toEqual(
      expect.arrayContaining([
        { name: 'Ada Lovelace', relevancy: 'Relevant', filteredOut: false },
        { name: 'A. Lovelace', relevancy: 'Irrelevant', filteredOut: true },
      ]),
    );
    expect(candidates.some((candidate) => [ada, initial].includes(candidate.id))).toBe(false);
  });
});
