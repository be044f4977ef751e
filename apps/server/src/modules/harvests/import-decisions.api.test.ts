import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type HarvestRun, uploadPaths } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../test-fixtures/decisions/${name}`, import.meta.url), 'utf8');

/**
 * A Local documents upload of a Rayyan and an ASReview export through the real server: the files' votes, labels and
 * notes become the owner's, the summary counts them, and undoing the harvest takes them back.
 */
describe(`screening decisions imported with uploaded files (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let id: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-decisions-'));
  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir }, { runJobs: true });
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    const response = await owner.upload(uploadPaths.localDocuments, { title: 'Peat screening' }, [
      { fileName: 'rayyan.ris', content: fixture('rayyan.ris') },
      { fileName: 'asreview.ris', content: fixture('asreview-tag-notes-labels.ris') },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    id = response.json().created[0].id;
    await t.jobs.idle(150_000); // the import and its disambiguation, on a loaded machine
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const review = async () =>
    (
      await t.database.db.query<{ title: string; relevancy: string; labels: string[]; note: string | null }>(
        'SELECT title, relevancy, labels, note FROM documents WHERE investigation_id = $1 ORDER BY id',
        [id],
      )
    ).rows;
  const runs = async (): Promise<HarvestRun[]> =>
    (await owner.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs;

  it('stores the files’ votes, labels and notes on the documents and counts them in the summary', async () => {
    const documents = await review();
    const byTitle = (title: string) => documents.find((document) => document.title === title);
    expect(byTitle('Peat bog carbon accumulation over the Holocene')).toMatchObject({
      relevancy: 'Relevant',
      labels: ['peat', 'carbon'],
    });
    expect(byTitle('Lithium battery cathodes from graphene oxide')).toMatchObject({
      relevancy: 'Irrelevant',
      note: 'Exclusion reasons: wrong topic, wrong population\n\nnot about peat',
    });
    // reviewers who disagree cast no vote: who said what is kept as a note
    expect(byTitle('Graphene supercapacitors at scale')).toMatchObject({
      relevancy: 'Neutral',
      note: 'Rayyan decisions: Kofi Included, Ama Excluded',
    });
    expect(byTitle('Record without a notes field.')).toMatchObject({ relevancy: 'Neutral', labels: [], note: null });
    const [run] = await runs();
    // a step per file, each with its own account and its own imported decisions
    expect(run!.steps.map((step) => step.source)).toEqual(['rayyan.ris', 'asreview.ris']);
    for (const step of run!.steps) expect(step.received).toBe(step.added + step.merged + step.rejected);
    // ASReview's eight records share four titles: the repeats join their first record's document
    expect(run!.steps.reduce((sum, step) => sum + step.received, 0)).toBe(13);
    expect(run!.steps[1]).toMatchObject({ received: 8, rejected: 0 });
    expect(run!.steps[1]!.merged).toBeGreaterThanOrEqual(3);
    const imported = run!.steps.reduce(
      (sum, { imported: counts }) => ({
        votes: sum.votes + counts.votes,
        labels: sum.labels + counts.labels,
        notes: sum.notes + counts.notes,
      }),
      { votes: 0, labels: 0, notes: 0 },
    );
    expect(imported.votes).toBe(documents.filter((document) => document.relevancy !== 'Neutral').length);
    expect(imported.labels).toBe(4);
    expect(imported.notes).toBeGreaterThanOrEqual(5);
  });

  it('keeps the summary of another user’s investigation from a stranger', async () => {
    expect((await stranger.get(`/api/investigations/topic/${id}/harvest-runs`)).statusCode).toBe(404);
  });

  it('takes back the imported votes, labels and notes when the harvest of files added later is undone', async () => {
    // An upload is its investigation's first harvest, which is not undone: files added later are a harvest of their own.
    const created = await owner.upload(uploadPaths.localDocuments, { title: 'Plain first' }, [
      { fileName: 'plain.ris', content: 'TY  - JOUR\nTI  - Soil moisture under boreal forests\nPY  - 2019\nER  - \n' },
    ]);
    const later = created.json().created[0].id as number;
    await t.jobs.idle(150_000);
    const added = await owner.upload(`/api/investigations/topic/${later}/files`, {}, [
      { fileName: 'rayyan.ris', content: fixture('rayyan.ris') },
      { fileName: 'asreview.ris', content: fixture('asreview-tag-notes-labels.ris') },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ jobId: expect.any(Number), errors: [] });
    await t.jobs.idle(150_000);
    const reviewOf = async () =>
      (
        await t.database.db.query<{ title: string; relevancy: string; labels: string[]; note: string | null }>(
          'SELECT title, relevancy, labels, note FROM documents WHERE investigation_id = $1 ORDER BY id',
          [later],
        )
      ).rows;
    const [run, first] = (await owner.get(`/api/investigations/topic/${later}/harvest-runs`)).json()
      .runs as HarvestRun[];
    expect(run).toMatchObject({
      jobId: added.json().jobId,
      title: 'Files added: rayyan.ris, asreview.ris',
      undoable: true,
    });
    // the later harvest reads the added files only; the first one read the file the investigation was created with
    expect(run!.steps.map((step) => step.label)).toEqual(['Reading rayyan.ris', 'Reading asreview.ris']);
    expect(first!.steps.map((step) => step.label)).toEqual(['Reading plain.ris']);
    expect((await reviewOf()).some((document) => document.relevancy !== 'Neutral')).toBe(true);

    const kept = (await reviewOf()).find((document) => document.title === 'Soil moisture sensors for wetlands')!;
    // a note the user wrote over the imported one is the user's: it stays
    await t.database.db.query(`UPDATE documents SET note = 'my own words' WHERE investigation_id = $1 AND title = $2`, [
      later,
      kept.title,
    ]);
    const response = await owner.post(`/api/investigations/topic/${later}/harvest-runs/${run!.jobId}/undo`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().decisionsUndone).toBeGreaterThan(0);
    const left = await reviewOf();
    expect(left.filter((document) => document.relevancy !== 'Neutral' || document.labels.length > 0)).toEqual([]);
    expect(left.map((document) => document.note)).toEqual([null, 'my own words']);
  });
});
