import fs from 'node:fs';
import path from 'node:path';
import { addedFilesMessages, type HarvestRun, NOT_A_LOCAL_FILE, uploadPaths } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { useUploadTestbed } from '../../test/upload-testbed.js';

const ris = (title: string) => `TY  - JOUR\nTI  - ${title}\nAU  - Lind, Ingrid\nPY  - 2020\nER  - \n`;

/**
 * Files added to a Local documents investigation (Quarry's own call): stored like the creation's upload, read by
 * a harvest of their own, and refused where they would be lost or do not belong.
 */
describe(`files added to a Local documents investigation (${testEngine})`, () => {
  const bed = useUploadTestbed('quarry-added-files-', 'Adder');
  const filesOf = (id: number) => `/api/investigations/topic/${id}/files`;
  const uploadRows = async (id: number) =>
    (
      await bed.t.database.db.query<{ file_name: string; harvest_job_id: string | null }>(
        'SELECT file_name, harvest_job_id FROM investigation_uploads WHERE investigation_id = $1 ORDER BY id',
        [id],
      )
    ).rows.map((row) => ({
      fileName: row.file_name,
      harvestJobId: row.harvest_job_id === null ? null : Number(row.harvest_job_id),
    }));
  let id: number;

  it('refuses files while the investigation’s harvest is running, keeping none of them', async () => {
    const created = await bed.user.upload(uploadPaths.localDocuments, { title: 'Library' }, [
      { fileName: 'first.ris', content: ris('Peat bog carbon storage') },
    ]);
    id = created.json().created[0].id;
    // jobs are not started yet: the first harvest is still queued
    const response = await bed.user.upload(filesOf(id), {}, [{ fileName: 'more.ris', content: ris('Fens') }]);
    expect(response.statusCode).toBe(409);
    expect(response.body).toBe(addedFilesMessages.harvestRunning);
    expect((await uploadRows(id)).map((row) => row.fileName)).toEqual(['first.ris']);
    expect(fs.readdirSync(path.join(bed.dataDir, 'uploads', String(id)))).toHaveLength(1);
  });

  it('stores the files and queues a harvest that reads them alone, listing the files of another kind', async () => {
    await bed.t.jobs.start();
    await bed.t.jobs.idle();
    const response = await bed.user.upload(filesOf(id), {}, [
      {
        fileName: 'more.ris',
        // the third record is the first file's again
        content: [ris('Fen carbon fluxes'), ris('Blanket bog hydrology'), ris('Peat bog carbon storage')].join('\n'),
      },
      { fileName: 'paper.pdf', content: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj') },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { jobId, errors } = response.json();
    expect(errors).toEqual([`paper.pdf: ${NOT_A_LOCAL_FILE}`]);
    expect(await uploadRows(id)).toEqual([
      { fileName: 'first.ris', harvestJobId: null },
      { fileName: 'more.ris', harvestJobId: jobId },
    ]);
    expect(fs.readdirSync(path.join(bed.dataDir, 'uploads', String(id)))).toHaveLength(2);
    await bed.t.jobs.idle();
    expect((await bed.user.get(`/api/investigations/topic/${id}`)).json()).toMatchObject({
      status: 'READY',
      totalDocuments: 3,
    });
    const runs = (await bed.user.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs as HarvestRun[];
    expect(runs.map((run) => run.title)).toEqual(['Files added: more.ris', 'First harvest']);
    expect(runs[0]).toMatchObject({ jobId, state: 'done', added: 2, undoable: true });
    expect(runs[0]!.steps).toEqual([
      expect.objectContaining({ label: 'Reading more.ris', source: 'more.ris', received: 3, added: 2, merged: 1 }),
    ]);
    // the merged record is named as RIS names it: by its line
    expect(runs[0]!.steps[0]!.mergedRecords).toEqual([
      expect.objectContaining({ title: 'Peat bog carbon storage', identifier: 'line 13' }),
    ]);
  });

  it('answers 400 when no file is one of the formats read, or none was sent', async () => {
    const unknown = await bed.user.upload(filesOf(id), {}, [{ fileName: 'notes.txt', content: 'just some words' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.split('\n')).toEqual([
      'No document could be read from the files',
      `notes.txt: ${NOT_A_LOCAL_FILE}`,
    ]);
    const none = await bed.user.upload(filesOf(id), { title: 'x' }, []);
    expect(none.statusCode).toBe(400);
    expect(none.body).toBe(addedFilesMessages.noFile);
    expect(await uploadRows(id)).toHaveLength(2);
  });

  it('answers 400 for an investigation of another kind', async () => {
    const topic = (await bed.user.post('/api/investigations/topic', { searchString: 'peat' })).json().id as number;
    await bed.t.jobs.cancelInvestigation(topic);
    const response = await bed.user.upload(filesOf(topic), {}, [{ fileName: 'more.ris', content: ris('Fens') }]);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(addedFilesMessages.notLocalDocuments);
  });

  it('keeps another user’s investigation from a stranger, and asks an anonymous caller to sign in', async () => {
    const stranger = await signedInClient(bed.t);
    const files = [{ fileName: 'more.ris', content: ris('Fens') }];
    expect((await stranger.upload(filesOf(id), {}, files)).statusCode).toBe(404);
    expect((await bed.t.newClient().upload(filesOf(id), {}, files)).statusCode).toBe(401);
    expect(await uploadRows(id)).toHaveLength(2);
  });
});
