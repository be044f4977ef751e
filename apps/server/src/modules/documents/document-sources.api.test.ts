import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uploadPaths } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { createTestUser, signIn } from '../../test/test-users.js';

// A working paper on SSRN and its journal version two years later (same authors, the title re-cased, a subtitle's
// colon dropped), a third unrelated paper, and a journal name with the control characters one source leaves in it.
const RIS = `TY  - RPRT
TI  - Biodiversity finance and the private sector: who pays for nature?
AU  - Lovelace, Ada
AU  - Turing, Alan
PY  - 2019
DO  - 10.2139/ssrn.3456789
T2  - SSRN Electronic Journal
AB  - Abstract: Private capital for biodiversity remains small.
ER  - 

TY  - JOUR
TI  - Biodiversity Finance and the Private Sector - Who Pays for Nature?
AU  - Lovelace, A.
AU  - Turing, A. M.
PY  - 2021
DO  - 10.5555/ecolecon.2021.107
T2  - \u0098Ecological \u009cEconomics
VL  - 181
SP  - 107
EP  - 121
ER  - 

TY  - JOUR
TI  - Urban water markets in drought
AU  - Hopper, Grace
PY  - 2020
DO  - 10.5555/water.2020.1
ER  - 
`;

describe(`a preprint and its journal version in one harvest (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-merges-'));
  const query = async <R extends object>(sql: string, params: unknown[]) =>
    (await t.database.db.query<R & Record<string, unknown>>(sql, params)).rows;

  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir, JOB_RETRY_BASE_SECONDS: '0' }, { runJobs: true });
    owner = t.newClient();
    stranger = t.newClient();
    await signIn(owner, (await createTestUser(t.database.db, [], 'Owner')).email);
    await signIn(stranger, (await createTestUser(t.database.db, [], 'Stranger')).email);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function harvested(): Promise<number> {
    const response = await owner.upload(uploadPaths.localDocuments, { title: 'Biodiversity finance' }, [
      { fileName: 'library.ris', content: RIS },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    await t.jobs.idle();
    return response.json().created[0].id as number;
  }
  const documentsOf = (id: number) =>
    query<{
      id: number;
      title: string;
      doi: string | null;
      journal: string | null;
      volume: string | null;
      abstract: string;
      raw: unknown;
    }>('SELECT id, title, doi, journal, volume, abstract, raw FROM documents WHERE investigation_id = $1 ORDER BY id', [
      id,
    ]);
  const base = (id: number) => `/api/investigations/topic/${id}/documents`;
  const identifiersOf = async (id: number, docId: number): Promise<string[]> => {
    const [doc] = (await owner.post(`/api/investigations/topic/${id}/next-documents`, { documentIds: [docId] })).json();
    return doc.identifiers.map((identifier: { scheme: string; id: string }) => `${identifier.scheme} ${identifier.id}`);
  };

  it('yields one document with two sources, the journal version filling what the preprint lacked', async () => {
    const id = await harvested();
    const docs = await documentsOf(id);
    expect(docs.map((doc) => doc.title)).toEqual([
      'Biodiversity finance and the private sector: who pays for nature?',
      'Urban water markets in drought',
    ]);
    const kept = docs[0]!;
    expect(kept).toMatchObject({
      doi: '10.2139/ssrn.3456789',
      volume: '181',
      abstract: 'Private capital for biodiversity remains small.',
    });
    // the kept record's own journal stays; the raw abstract is kept, shown nowhere
    expect(kept.journal).toBe('SSRN Electronic Journal');
    expect(kept.raw).toEqual({ abstract: 'Abstract: Private capital for biodiversity remains small.' });

    const sources = (await owner.get(`${base(id)}/${kept.id}/sources`)).json().sources;
    expect(sources).toMatchObject([
      { mergeId: null, source: 'local-file', doi: '10.2139/ssrn.3456789', year: 2019, reason: null },
      {
        source: 'local-file',
        doi: '10.5555/ecolecon.2021.107',
        journal: 'Ecological Economics',
        year: 2021,
        reason: 'similar record',
      },
    ]);
    const page = (await owner.post(`/api/investigations/topic/${id}/data`, {})).json();
    expect(page.documents.find((doc: { id: number }) => doc.id === kept.id).mergedSources).toBe(1);
    // the document is known by both records' DOIs
    expect(await identifiersOf(id, kept.id)).toEqual(['doi 10.2139/ssrn.3456789', 'doi 10.5555/ecolecon.2021.107']);
    expect((await owner.get(`/api/investigations/topic/${id}`)).json().totalDocuments).toBe(2);

    // harvesting the same records again adds nothing and merges nothing twice
    await t.jobs.enqueue({ kind: 'harvest-investigation', investigationId: id, payload: { investigationId: id } });
    await t.jobs.idle();
    expect(await documentsOf(id)).toHaveLength(2);
    expect(await query('SELECT id FROM document_merges WHERE investigation_id = $1', [id])).toHaveLength(1);
  });

  it('splits back into two documents on undo, and not for another user (404)', async () => {
    const id = await harvested();
    const [kept] = await documentsOf(id);
    const [, merged] = (await owner.get(`${base(id)}/${kept!.id}/sources`)).json().sources;

    const refused = await stranger.post(`${base(id)}/${kept!.id}/sources/${merged.mergeId}/split`, {});
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Biodiversity');
    expect((await stranger.get(`${base(id)}/${kept!.id}/sources`)).statusCode).toBe(404);

    const split = await owner.post(`${base(id)}/${kept!.id}/sources/${merged.mergeId}/split`, {});
    expect(split.statusCode, split.body).toBe(200);
    const docs = await documentsOf(id);
    expect(docs).toHaveLength(3);
    const back = docs.find((doc) => doc.id === split.json().documentId)!;
    expect(back).toMatchObject({ doi: '10.5555/ecolecon.2021.107', journal: 'Ecological Economics', volume: '181' });
    expect(back.raw).toEqual({ journal: '\u0098Ecological \u009cEconomics' });
    // the preprint loses what only the journal version gave it
    expect(docs.find((doc) => doc.id === kept!.id)).toMatchObject({ volume: null, doi: '10.2139/ssrn.3456789' });
    expect((await owner.get(`${base(id)}/${kept!.id}/sources`)).json().sources).toHaveLength(1);
    expect(await identifiersOf(id, kept!.id)).toEqual(['doi 10.2139/ssrn.3456789']);
    expect(await identifiersOf(id, back.id)).toEqual(['doi 10.5555/ecolecon.2021.107']);
    const authors = await query<{ person_id: number }>(
      'SELECT person_id FROM document_authors WHERE document_id = ANY($1::bigint[]) ORDER BY document_id, position',
      [[kept!.id, back.id]],
    );
    // the split record's authors are the persons the preprint's were taken for
    expect(authors.map((a) => a.person_id).slice(2)).toEqual(authors.map((a) => a.person_id).slice(0, 2));

    expect((await owner.post(`${base(id)}/${kept!.id}/sources/${merged.mergeId}/split`, {})).statusCode).toBe(404);
    expect((await owner.get(`/api/investigations/topic/${id}`)).json().totalDocuments).toBe(3);
  });

  it('keeps the merges and raw values in a copy of the investigation, which splits on its own', async () => {
    const id = await harvested();
    const copy = (await owner.post(`/api/investigations/${id}/duplicate`)).json().id as number;
    const [kept] = await documentsOf(copy);
    expect(kept!.raw).toEqual({ abstract: 'Abstract: Private capital for biodiversity remains small.' });
    const [, merged] = (await owner.get(`${base(copy)}/${kept!.id}/sources`)).json().sources;
    expect(merged).toMatchObject({ doi: '10.5555/ecolecon.2021.107', reason: 'similar record' });
    expect((await owner.post(`${base(copy)}/${kept!.id}/sources/${merged.mergeId}/split`, {})).statusCode).toBe(200);
    expect(await documentsOf(copy)).toHaveLength(3);
    expect(await documentsOf(id)).toHaveLength(2);
  });
});
