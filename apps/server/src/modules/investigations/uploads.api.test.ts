import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uploadPaths } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir } from '../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { createTestUser, signIn } from '../../test/test-users.js';

const fixture = (name: string) => fs.readFileSync(`${fixturesDir}local/${name}`);

describe(`investigations from files (${testEngine})`, () => {
  let t: TestApp;
  let omnisol: TestClient;
  let plain: TestClient;
  // Uploaded files go under DATA_DIR: a folder of this file's own, on either engine.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-uploads-'));
  beforeAll(async () => {
    t = await startTestApp(
      {
        DATA_DIR: dataDir,
        OPENALEX_URL: 'http://127.0.0.1:9',
        ARXIV_URL: 'http://127.0.0.1:9',
        JOB_RETRY_BASE_SECONDS: '0',
      },
      { runJobs: true },
    );
    omnisol = t.newClient();
    plain = t.newClient();
    await signIn(omnisol, (await createTestUser(t.database.db, ['omnisol'], 'Omni')).email);
    await signIn(plain, (await createTestUser(t.database.db, [], 'Plain')).email);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const titles = async (client: TestClient) =>
    (await client.get('/api/investigations')).json().map((i: { title: string }) => i.title);

  it('creates one Person investigation per line of an authors file (omnisol only)', async () => {
    const file = { fileName: 'authors.txt', content: 'Ada Lovelace\n\n  Alan Turing  \r\nGrace Hopper\n' };
    expect((await plain.upload(uploadPaths.authorsFile, {}, [file])).statusCode).toBe(403);
    const response = await omnisol.upload(uploadPaths.authorsFile, {}, [file]);
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toHaveLength(3);
    expect(await titles(omnisol)).toEqual(expect.arrayContaining(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']));
    const empty = await omnisol.upload(uploadPaths.authorsFile, {}, [{ fileName: 'a.txt', content: '\n \n' }]);
    expect([empty.statusCode, empty.body]).toEqual([400, 'The file holds no researcher name']);
  });

  it('creates what a definition file describes, answering an empty body; lists every error line otherwise', async () => {
    const csv = 'type,searchString,personName\nTopic,river restoration,\nPerson,,Rosalind Franklin\n';
    const ok = await omnisol.upload(uploadPaths.definitionFile, { fileName: 'defs.csv' }, [
      { fileName: 'defs.csv', content: csv },
    ]);
    expect([ok.statusCode, ok.body]).toEqual([200, '']);
    expect(await titles(omnisol)).toEqual(expect.arrayContaining(['river restoration', 'Rosalind Franklin']));

    const bad = 'type,searchString\nTopic,\nTopic,fine\nTopic,שלום\n';
    const before = (await titles(omnisol)).length;
    const refused = await omnisol.upload(uploadPaths.definitionFile, { fileName: 'bad.csv' }, [
      { fileName: 'bad.csv', content: bad },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.split('\n')).toEqual([
      'line 2: searchString: Please enter a search term',
      'line 4: searchString: Please use English letters only',
    ]);
    expect((await titles(omnisol)).length).toBe(before);
    expect(
      (await plain.upload(uploadPaths.definitionFile, {}, [{ fileName: 'x.csv', content: 'type\n' }])).statusCode,
    ).toBe(403);
  });

  it('turns RIS, BibTeX and CSL-JSON files into a Local documents investigation whose harvest stores them', async () => {
    const response = await plain.upload(uploadPaths.localDocuments, { title: 'My library' }, [
      { fileName: 'references.ris', content: fixture('references.ris') },
      { fileName: 'references.bib', content: fixture('references.bib') },
      { fileName: 'references.csl.json', content: fixture('references.csl.json') },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [{ id }] = response.json().created;
    await t.jobs.idle();
    const row = (await plain.get(`/api/investigations/topic/${id}`)).json();
    expect(row).toMatchObject({
      title: 'My library',
      investigationType: 'Topic',
      investigationSubType: 'LocalDocuments',
      status: 'READY',
    });
    expect(row.totalDocuments).toBeGreaterThanOrEqual(3);
    const soil = await t.database.db.query(
      `SELECT id, journal FROM documents WHERE investigation_id = $1 AND doi = '10.5555/soil.2021.0042'`,
      [id],
    );
    expect(soil.rows).toHaveLength(1);
    const authors = await t.database.db.query(
      'SELECT name FROM document_authors WHERE document_id = $1 ORDER BY position',
      [soil.rows[0]!.id],
    );
    expect(authors.rows.map((a) => a.name)).toEqual(['Marta Puig i Serra', 'Jean-Luc Moreau']);
  });

  it('refuses files with no readable record, and a request that is not multipart', async () => {
    const response = await plain.upload(uploadPaths.localDocuments, { title: 'Nothing' }, [
      { fileName: 'notes.txt', content: 'just some words' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/^No document could be read from the files/);
    expect((await plain.post(uploadPaths.localDocuments, { title: 'x' })).statusCode).toBe(400);
  });
});
