import { screeningText } from '@quarry/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments } from '../../test/workspace-fixture.js';

describe(`screening mode (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let admin: TestClient;
  let stranger: TestClient;
  let topicId: number;
  let personId: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInClient(t);
    admin = await signedInClient(t, ['admin']);
    stranger = await signedInClient(t);
    topicId = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    personId = (await owner.post('/api/investigations/person', { personName: 'Ada Lovelace' })).json().id;
    await insertRandomDocuments(t.database.db, topicId, 12, 3);
    await insertRandomDocuments(t.database.db, personId, 3, 4);
    await t.database.db.query("UPDATE documents SET relevancy = 'Neutral' WHERE investigation_id = $1", [topicId]);
  });
  afterAll(() => t.close());

  const base = (id = topicId) => `/api/investigations/topic/${id}/screening`;
  const next = async (client = owner, order = 'ranked') => (await client.get(`${base()}/next?order=${order}`)).json();
  const decide = (body: object, client = owner) => client.post(`${base()}/decisions`, body);
  /** The exclusion_reason column of the document's row in the CSV export. */
  const exportedReason = async (documentId: number) => {
    const exported = await owner.post(`/api/investigations/topic/${topicId}/export?format=csv`, {});
    const rows = parse(exported.body, { columns: true }) as Array<Record<string, string>>;
    return rows.find((row) => Number(row.record_id) === documentId)?.exclusion_reason;
  };
  const rankedIds = async () =>
    (await owner.post(`/api/investigations/topic/${topicId}/data?pageSize=1`, { sortDocumentsBy: 'relevance' })).json()
      .availableDocumentIds as number[];

  it('answers the first record of the Relevance sort, then the next one not yet decided', async () => {
    const ranked = await rankedIds();
    const first = await next();
    expect(first.document.id).toBe(ranked[0]);
    expect(first.progress).toMatchObject({ total: 12, screened: 0, relevant: 0, maybeDocumentIds: [] });

    expect((await decide({ documentId: ranked[0], decision: 'Relevant' })).json()).toMatchObject({
      screened: 1,
      relevant: 1,
    });
    const relevant = (
      await owner.post(`/api/investigations/topic/${topicId}/data`, { displayedResultsStatus: 'Relevant' })
    ).json().availableDocumentIds;
    expect(relevant).toEqual([ranked[0]]);
    const second = await next();
    expect(second.document.id).not.toBe(ranked[0]);
    expect(second.document.id).toBe((await rankedIds()).find((id) => id !== ranked[0]));
  });

  it('keeps Maybe records for later, counts irrelevant ones since the last relevant, and never offers them again', async () => {
    const a = (await next()).document.id;
    await decide({ documentId: a, decision: 'Maybe' });
    const b = (await next()).document.id;
    expect(b).not.toBe(a);
    const unknown = await decide({ documentId: b, decision: 'Irrelevant', reason: 'wrong population' });
    expect(unknown.body).toBe(screeningText.unknownReason);
    await owner.request('PUT', `${base()}/reasons`, { reasons: ['wrong population', 'no field data'] });
    const reason = await decide({ documentId: b, decision: 'Irrelevant', reason: 'wrong population' });
    expect(reason.statusCode).toBe(200);
    const c = (await next()).document.id;
    const progress = (await decide({ documentId: c, decision: 'Irrelevant' })).json();
    expect(progress).toMatchObject({ maybeDocumentIds: [a], irrelevantSinceLastRelevant: 2, irrelevant: 2 });
    expect(progress.screened).toBe(progress.relevant + progress.irrelevant + 1);
    const offered = new Set<number>();
    for (let i = 0; i < 5; i++) offered.add((await next(owner, 'random')).document.id);
    for (const decided of [a, b, c]) expect(offered.has(decided)).toBe(false);
  });

  it('undoes the newest decision: the record gets its vote back and is offered again', async () => {
    const target = (await next()).document.id;
    await decide({ documentId: target, decision: 'Irrelevant' });
    const undone = (await owner.post(`${base()}/undo`, {})).json();
    expect(undone.documentId).toBe(target);
    expect((await next()).document.id).toBe(target);
    const doc = await t.database.db.query('SELECT relevancy FROM documents WHERE id = $1', [target]);
    expect(doc.rows[0]!.relevancy).toBe('Neutral');
  });

  it("keeps each user's decisions their own: an admin's Maybe is not the owner's", async () => {
    const target = (await next()).document.id;
    await decide({ documentId: target, decision: 'Maybe' }, admin);
    expect((await next(admin)).progress.maybeDocumentIds).toEqual([target]);
    const owners = await next();
    expect(owners.progress.maybeDocumentIds).not.toContain(target);
    expect(owners.document.id).toBe(target);
  });

  it('answers null once every record is decided', async () => {
    for (;;) {
      const { document } = await next();
      if (!document) break;
      await decide({ documentId: document.id, decision: 'Irrelevant' });
    }
    const done = await next();
    expect(done.document).toBeNull();
    expect(done.progress.screened).toBe(done.progress.total);
    expect((await owner.post(`${base()}/undo`, {})).statusCode).toBe(200);
    expect((await next()).document).not.toBeNull();
  });

  it('refuses a reason with anything but Irrelevant, a record of another investigation, and an empty undo', async () => {
    const { document } = await next();
    const reason = await decide({ documentId: document.id, decision: 'Relevant', reason: 'why' });
    expect(reason.statusCode).toBe(400);
    expect(reason.body).toBe(screeningText.reasonOnlyWhenIrrelevant);
    const personDoc = (
      await t.database.db.query('SELECT min(id) AS id FROM documents WHERE investigation_id = $1', [personId])
    ).rows[0]!.id;
    const elsewhere = await decide({ documentId: personDoc, decision: 'Relevant' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toBe(screeningText.notInInvestigation);
    expect((await decide({ documentId: document.id, decision: 'Perhaps' })).statusCode).toBe(400);
    const fresh = await signedInClient(t);
    const own = (await fresh.post('/api/investigations/topic', { searchString: 'peat' })).json().id;
    const empty = await fresh.post(`${base(own)}/undo`, {});
    expect(empty.statusCode).toBe(404);
    expect(empty.body).toBe(screeningText.nothingToUndo);
  });

  it('tells when the caller may stop: decisions on records drawn at random are the sample, Maybe is no decision', async () => {
    const before = (await owner.get(`${base()}/stopping`)).json();
    expect(before).toMatchObject({ total: 12, targetRecall: 0.95, confidence: 0.95 });
    expect(before.methods.filter((method: { recommended: boolean }) => method.recommended)).toHaveLength(1);
    expect(before.methods.map((method: { citation: string }) => method.citation).join(' ')).toContain('Callaghan');

    const undo = async () => expect((await owner.post(`${base()}/undo`, {})).statusCode).toBe(200);
    const { document } = await next(owner, 'random');
    await decide({ documentId: document.id, decision: 'Irrelevant', order: 'random' });
    const after = (await owner.get(`${base()}/stopping?targetRecall=0.9&confidence=0.8`)).json();
    expect(after).toMatchObject({ targetRecall: 0.9, confidence: 0.8, sample: { size: 1, relevant: 0 } });
    expect(after.recall).not.toBeNull();
    expect(after.screened).toBe(before.screened + 1);
    expect(after.foundByScreened).toHaveLength(after.screened);
    expect(after.foundByScreened.at(-1)).toBe(after.relevantFound);
    await undo();

    const maybe = (await next()).document.id;
    await decide({ documentId: maybe, decision: 'Maybe' });
    expect((await owner.get(`${base()}/stopping`)).json().screened).toBe(before.screened);
    await undo();
    expect((await owner.get(`${base()}/stopping?targetRecall=1.5`)).statusCode).toBe(400);
  });

  it("says how each record was drawn: 'ranked-then-random' ranks, and stays random once a random sample began", async () => {
    const ranked = await next();
    expect(ranked.drawnBy).toBe('ranked');
    expect((await next(owner, 'random')).drawnBy).toBe('random');
    const validation = await next(owner, 'ranked-then-random');
    expect(validation).toMatchObject({ drawnBy: 'ranked', document: { id: ranked.document.id } });

    const drawn = (await next(owner, 'random')).document.id;
    await decide({ documentId: drawn, decision: 'Irrelevant', order: 'random' });
    expect((await next(owner, 'ranked-then-random')).drawnBy).toBe('random');
    expect((await owner.post(`${base()}/undo`, {})).statusCode).toBe(200);
    expect((await next(owner, 'ranked-then-random')).drawnBy).toBe('ranked');
    expect((await decide({ documentId: drawn, decision: 'Irrelevant', order: 'ranked-then-random' })).statusCode).toBe(
      400,
    );
  });

  it("keeps the owner's inclusion criteria, trimmed; an empty text clears them; too long is refused", async () => {
    expect((await owner.get(`${base()}/criteria`)).json()).toEqual({ criteria: '' });
    const saved = await owner.request('PUT', `${base()}/criteria`, { criteria: '  Peatlands only.\nField studies.  ' });
    expect(saved.json()).toEqual({ criteria: 'Peatlands only.\nField studies.' });
    expect((await owner.get(`${base()}/criteria`)).json()).toEqual({ criteria: 'Peatlands only.\nField studies.' });
    const tooLong = await owner.request('PUT', `${base()}/criteria`, { criteria: 'x'.repeat(10_001) });
    expect(tooLong.statusCode).toBe(400);
    expect((await stranger.request('PUT', `${base()}/criteria`, { criteria: 'mine' })).statusCode).toBe(404);
    expect((await owner.get(`${base(personId)}/criteria`)).statusCode).toBe(404);
    expect((await owner.request('PUT', `${base()}/criteria`, { criteria: '' })).json()).toEqual({ criteria: '' });
  });

  it("keeps the owner's exclusion reasons in order, each once; decisions made keep the reason they were given", async () => {
    const put = (reasons: unknown, client = owner) => client.request('PUT', `${base()}/reasons`, { reasons });
    expect((await put([' wrong design ', 'no full text'])).json()).toEqual({
      reasons: ['wrong design', 'no full text'],
    });
    expect((await owner.get(`${base()}/reasons`)).json()).toEqual({ reasons: ['wrong design', 'no full text'] });
    expect((await put(['Wrong design', 'wrong design'])).body).toContain(screeningText.reasonsRepeated);
    expect((await put(Array.from({ length: 21 }, (_, i) => `reason ${i}`))).statusCode).toBe(400);
    expect((await put([''])).statusCode).toBe(400);
    expect((await put(['mine'], stranger)).statusCode).toBe(404);
    expect((await owner.get(`${base(personId)}/reasons`)).statusCode).toBe(404);

    const document = (await next()).document.id;
    expect((await decide({ documentId: document, decision: 'Irrelevant', reason: 'no full text' })).statusCode).toBe(
      200,
    );
    expect((await put([])).json()).toEqual({ reasons: [] });
    const stored = await t.database.db.query('SELECT reason FROM screening_decisions WHERE document_id = $1', [
      document,
    ]);
    expect(stored.rows[0]!.reason).toBe('no full text');
    expect(await exportedReason(document)).toBe('no full text');
    // The criteria beside them are untouched.
    expect((await owner.get(`${base()}/criteria`)).statusCode).toBe(200);
    expect((await owner.post(`${base()}/undo`, {})).statusCode).toBe(200);
    expect(await exportedReason(document)).toBe('');
  });

  it("is a Topic investigation's: another family's id, another user's investigation and no session are refused", async () => {
    expect((await owner.get(`${base(personId)}/next`)).statusCode).toBe(404);
    expect((await stranger.get(`${base()}/next`)).statusCode).toBe(404);
    expect((await t.newClient().get(`${base()}/next`)).statusCode).toBe(401);
    expect((await owner.get(`${base()}/next?order=sideways`)).statusCode).toBe(400);
  });
});
