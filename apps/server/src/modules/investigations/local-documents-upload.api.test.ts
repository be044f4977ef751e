import fs from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_FILES, NOT_A_LOCAL_FILE, TOO_MANY_FILES, uploadPaths } from '@quarry/contract';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test/test-database.js';
import { useUploadTestbed } from '../../test/upload-testbed.js';

/** `count` RIS records; the record numbers in `untitled` have no title. */
function risFile(count: number, prefix: string, untitled: number[] = []): string {
  return Array.from({ length: count }, (_, i) => {
    const title = untitled.includes(i + 1) ? '' : `TI  - ${prefix} study ${i} of soil carbon and river basins\n`;
    return `TY  - JOUR\n${title}AU  - Curie, Marie\nAU  - Author${i % 97}, Some\nPY  - ${2000 + (i % 25)}\nAB  - Abstract ${i}: cover crops store carbon in vineyards near Paris.\nDO  - 10.5555/${prefix}.${i}\nER  - \n`;
  }).join('\n');
}

/** 618 and 4,000 records harvested in one test: on a loaded 2-core machine that outlasts the lane's 30 s. */
const LARGE_IMPORT_MS = 120_000;

describe(`Local documents uploads stored, then read by the harvest (${testEngine})`, () => {
  // Jobs start only when a test says so: the upload must answer with nothing parsed yet.
  const bed = useUploadTestbed('quarry-uploads-', 'Uploader');
  const { dataDir } = bed;
  const uploadsOf = (id: number) => path.join(dataDir, 'uploads', String(id));
  const investigation = async (id: number) => (await bed.user.get(`/api/investigations/topic/${id}`)).json();
  const storedCount = async (id: number) =>
    (
      await bed.t.database.db.query<{ n: number }>('SELECT count(*) AS n FROM documents WHERE investigation_id = $1', [
        id,
      ])
    ).rows[0]!.n;

  it(
    'answers once the files are stored, before any record is read; the harvest then stores every record and reports the bad ones',
    async () => {
      const response = await bed.user.upload(uploadPaths.localDocuments, { title: 'Stored first' }, [
        { fileName: 'a.ris', content: risFile(600, 'a', [3, 450]) },
        { fileName: 'b.txt', content: risFile(20, 'b') },
        { fileName: 'paper.pdf', content: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj') },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const { created, errors } = response.json();
      expect(errors).toEqual([`paper.pdf: ${NOT_A_LOCAL_FILE}`]);
      const id = created[0].id as number;
      expect(await investigation(id)).toMatchObject({ status: 'PENDING', totalDocuments: 0 });
      expect(await storedCount(id)).toBe(0);
      expect(fs.readdirSync(uploadsOf(id))).toHaveLength(2);

      await bed.t.jobs.start();
      await bed.t.jobs.idle();
      const done = await investigation(id);
      expect(done).toMatchObject({ status: 'READY', totalDocuments: 618 });
      expect(done.statusReason).toBe(
        'Reading a.ris: 2 line(s) not used — "line 19" (no title), "line 4041" (no title)',
      );
      expect(await storedCount(id)).toBe(618);
      // a step per file: each file's records counted apart, its unreadable ones named by their line
      const [run] = (await bed.user.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs;
      expect(run.steps).toEqual([
        expect.objectContaining({
          label: 'Reading a.ris',
          source: 'a.ris',
          state: 'done',
          received: 598,
          added: 598,
          merged: 0,
          rejected: 0,
          rejectedInputs: [
            { input: 'line 19', reason: 'no title' },
            { input: 'line 4041', reason: 'no title' },
          ],
        }),
        expect.objectContaining({
          label: 'Reading b.txt',
          source: 'b.txt',
          state: 'done',
          received: 20,
          added: 20,
          rejectedInputs: [],
        }),
      ]);
    },
    LARGE_IMPORT_MS,
  );

  it(
    'answers a request sent while a large import is being stored before the import ends',
    async () => {
      const records = 4000;
      const response = await bed.user.upload(uploadPaths.localDocuments, { title: 'Large' }, [
        { fileName: 'large.ris', content: risFile(records, 'large') },
      ]);
      const id = response.json().created[0].id as number;
      while ((await storedCount(id)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const list = await bed.user.get('/api/investigations');
      expect(list.statusCode).toBe(200);
      // The list answered while the harvest was still storing: it did not wait for the whole file.
      expect(await storedCount(id)).toBeLessThan(records);
      await bed.t.jobs.idle();
      expect(await investigation(id)).toMatchObject({ status: 'READY', totalDocuments: records });
    },
    LARGE_IMPORT_MS,
  );

  it('says why in the status reason when no record at all can be read', async () => {
    const response = await bed.user.upload(uploadPaths.localDocuments, { title: 'Unreadable' }, [
      { fileName: 'x.ris', content: 'TY  - JOUR\nAU  - Nobody\nER  - \n' },
    ]);
    const id = response.json().created[0].id as number;
    await bed.t.jobs.idle();
    expect(await investigation(id)).toMatchObject({
      totalDocuments: 0,
      statusReason: 'No document could be read from x.ris · line 1: no title',
    });
  });

  it('skips a file none of whose records can be read, with its reasons, and stores the other files', async () => {
    const response = await bed.user.upload(uploadPaths.localDocuments, { title: 'One bad file' }, [
      { fileName: 'good.ris', content: risFile(3, 'good') },
      { fileName: 'bad.ris', content: 'TY  - JOUR\nAU  - Nobody\nER  - \n' },
    ]);
    const id = response.json().created[0].id as number;
    await bed.t.jobs.idle();
    expect(await investigation(id)).toMatchObject({
      status: 'READY',
      totalDocuments: 3,
      statusReason: 'No document could be read from bad.ris · line 1: no title',
    });
    const [run] = (await bed.user.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs;
    expect(run.state).toBe('done');
    expect(run.steps).toEqual([
      expect.objectContaining({ label: 'Reading good.ris', state: 'done', received: 3, added: 3 }),
      expect.objectContaining({
        label: 'Reading bad.ris',
        state: 'skipped',
        received: 0,
        rejectedInputs: [{ input: 'line 1', reason: 'no title' }],
      }),
    ]);
  });

  it('reads an IEEE Xplore-like file whole and says in the summary what the parser could not read, the investigation Ready with the warning', async () => {
    const record = (n: number, indent = '') =>
      `${indent}TY  - CONF\r\nTI  - Grid stability study ${n}\r\nAU  - Volta, Alessandra\r\nPY  - 2020\r\nER  - `;
    // IEEE separates records with "\r\n\n\r"; record 26 starts with an indented tag line no RIS reader takes
    const ieee = [...Array.from({ length: 25 }, (_, i) => record(i + 1)), record(26, '  ')].join('\r\n\n\r');
    // one accented letter in a short record: too little for the encoding detector to be sure
    const latin1 = iconv.encode(
      'TY  - JOUR\r\nTI  - Caf\u00e9 culture\r\nAU  - Smith, J.\r\nAB  - Short.\r\nPY  - 2021\r\nER  - \r\n',
      'latin1',
    );
    const response = await bed.user.upload(uploadPaths.localDocuments, { title: 'IEEE export' }, [
      { fileName: 'ieee.ris', content: ieee },
      { fileName: 'old.ris', content: latin1 },
      // UTF-16 with its byte-order mark: the upload's first look at the bytes must not take it for a binary file
      {
        fileName: 'wide.ris',
        content: Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          iconv.encode('TY  - JOUR\r\nTI  - Überblick\r\nER  - \r\n', 'utf-16le'),
        ]),
      },
    ]);
    expect(response.json().errors).toEqual([]);
    const id = response.json().created[0].id as number;
    await bed.t.jobs.idle();
    const missed =
      '1 of 26 records not read — the file begins 26 records with a "TY  -" line and 25 could be told apart';
    const done = await investigation(id);
    expect(done).toMatchObject({ status: 'READY', totalDocuments: 27 });
    expect(done.statusReason).toMatch(
      /^Reading ieee.ris: 1 line\(s\) not used — "ieee.ris" \(1 of 26 records not read — .+\) · Reading old.ris: 1 line\(s\) not used — "old.ris" \(the file is not UTF-8 and its encoding was guessed as /,
    );
    const [run] = (await bed.user.get(`/api/investigations/topic/${id}/harvest-runs`)).json().runs;
    expect(run.steps).toEqual([
      expect.objectContaining({
        label: 'Reading ieee.ris',
        state: 'done',
        received: 25,
        rejectedInputs: [{ input: 'ieee.ris', reason: missed }],
      }),
      expect.objectContaining({
        label: 'Reading old.ris',
        state: 'done',
        received: 1,
        rejectedInputs: [
          {
            input: 'old.ris',
            reason: expect.stringMatching(
              /^the file is not UTF-8 and its encoding was guessed as .+ with \d+ % confidence/,
            ),
          },
        ],
      }),
      expect.objectContaining({ label: 'Reading wide.ris', state: 'done', received: 1, rejectedInputs: [] }),
    ]);
    const titles = (
      await bed.t.database.db.query<{ title: string }>('SELECT title FROM documents WHERE investigation_id = $1', [id])
    ).rows.map((row) => row.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Grid stability study 1', 'Grid stability study 25', 'Café culture', 'Überblick']),
    );
  });

  it('refuses at once an upload where no file can be one of the formats read, and keeps nothing of it', async () => {
    const before = fs.readdirSync(path.join(dataDir, 'uploads', 'incoming'));
    const response = await bed.user.upload(uploadPaths.localDocuments, { title: 'Nothing' }, [
      { fileName: 'notes.txt', content: 'just some words' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body.split('\n')).toEqual([
      'No document could be read from the files',
      `notes.txt: ${NOT_A_LOCAL_FILE}`,
    ]);
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'incoming'))).toEqual(before);
  });

  it('refuses an upload of more files than one request carries, saying how to send the rest, and keeps nothing of it', async () => {
    const before = fs.readdirSync(path.join(dataDir, 'uploads', 'incoming'));
    const listed = (await bed.user.get('/api/investigations')).json().length;
    const files = Array.from({ length: MAX_UPLOAD_FILES + 1 }, (_, i) => ({
      fileName: `part-${i}.ris`,
      content: risFile(1, `part${i}`),
    }));
    const response = await bed.user.upload(uploadPaths.localDocuments, { title: 'Too many' }, files);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(TOO_MANY_FILES);
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'incoming'))).toEqual(before);
    expect((await bed.user.get('/api/investigations')).json()).toHaveLength(listed);
  });

  it('deletes the stored files with their investigation', async () => {
    const response = await bed.user.upload(uploadPaths.localDocuments, { title: 'To delete' }, [
      { fileName: 'd.ris', content: risFile(5, 'd') },
    ]);
    const id = response.json().created[0].id as number;
    await bed.t.jobs.idle();
    expect(fs.existsSync(uploadsOf(id))).toBe(true);
    expect((await bed.user.request('DELETE', `/api/investigations/${id}`)).statusCode).toBe(200);
    expect(fs.existsSync(uploadsOf(id))).toBe(false);
  });
});
