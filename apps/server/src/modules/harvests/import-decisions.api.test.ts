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
    const [step] = run!.steps;
    // ASReview's eight records share four titles: the repeats join their first record's document
    expect(step).toMatchObject({ source: 'Uploaded files', received: 13, rejected: 0 });
    expect(step!.imported.votes).toBe(documents.filter((document) => document.relevancy !== 'Neutral').length);
    expect(step!.imported).toEqual({ votes: expect.any(Number), labels: 4, notes: expect.any(Number) });
    expect(step!.imported.notes).toBeGreaterThanOrEqual(5);
  });

  it('keeps the summary of another user’s investigation from a stranger', async () => {
    expect((await stranger.get(`/api/investigations/topic/${id}/harvest-runs`)).statusCode).toBe(404);
  });

  it('takes back the imported votes, labels and notes when the harvest is undone', async () => {
    const [run] = await runs();
    // An upload is its investigation's first harvest, which is not undone (deleting the investigation is the way
    // back); a later upload of files to the same investigation would be. The test stands for that one.
    await t.database.db.query('UPDATE harvest_runs SET is_first = false WHERE job_id = $1', [run!.jobId]);
    const kept = (await review()).find((document) => document.title === 'Soil moisture sensors for wetlands')!;
    // a note the user wrote over the imported one is the user's: it stays
    await t.database.db.query(`UPDATE documents SET note = 'my own words' WHERE investigation_id = $1 AND title = $2`, [
      id,
      kept.title,
    ]);
    const response = await owner.post(`/api/investigations/topic/${id}/harvest-runs/${run!.jobId}/undo`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().decisionsUndone).toBeGreaterThan(0);
    const left = await review();
    expect(left.filter((document) => document.relevancy !== 'Neutral' || document.labels.length > 0)).toEqual([]);
    expect(left.map((document) => document.note)).toEqual(['my own words']);
  });
});
