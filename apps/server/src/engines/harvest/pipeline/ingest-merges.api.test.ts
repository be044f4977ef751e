import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngestTestbed, type IngestTestbed } from '../../../test/ingest-testbed.js';
import { type TestDatabase, testEngine } from '../../../test/test-database.js';
import type { NormalizedDocument } from '../document.js';
import { ingestBatch } from './ingest.js';

const record = (overrides: Partial<NormalizedDocument>): NormalizedDocument => ({
  type: 'Article',
  title: 'Peat carbon in boreal soils under a warming climate',
  abstract: '',
  harvesterType: 'PUBLISHER',
  authors: [
    { name: 'Ada Lovelace', position: 0, affiliations: [] },
    { name: 'Alan Turing', position: 1, affiliations: [] },
  ],
  concepts: [],
  keywords: [],
  provenance: { source: 'crossref', query: 'peat', sourceId: overrides.doi },
  ...overrides,
});

describe(`the ingest's merges (${testEngine})`, () => {
  let bed: IngestTestbed;
  let test: TestDatabase;
  beforeAll(async () => {
    bed = await createIngestTestbed('m@example.org');
    test = bed.test;
  });
  afterAll(async () => test?.drop());

  /** A fresh investigation and what a harvest job holds for it: its persons and its works, loaded from the database. */
  async function investigation() {
    const investigationId = await bed.investigation('peat');
    const target = () => bed.target(investigationId);
    const documents = async () =>
      (
        await test.db.query(
          'SELECT id, title, doi, related_dois, abstract, journal FROM documents WHERE investigation_id = $1 ORDER BY id',
          [investigationId],
        )
      ).rows;
    return { investigationId, target, documents };
  }

  it('merges a version its source states, whatever its title, in a later harvest', async () => {
    const { target, documents, investigationId } = await investigation();
    await ingestBatch(await target(), [record({ doi: '10.5555/peat.2021', journal: 'Soil Biology' })]);
    const preprint = record({
      doi: '10.1101/2020.01.01.1',
      title: 'Boreal peat under warming (preprint)',
      relatedDois: ['10.5555/peat.2021'],
      abstract: 'Peat stores carbon.',
    });
    expect(await ingestBatch(await target(), [preprint])).toMatchObject({ added: 0, duplicates: 1, merged: 1 });
    expect(await documents()).toMatchObject([
      { doi: '10.5555/peat.2021', abstract: 'Peat stores carbon.', journal: 'Soil Biology' },
    ]);
    const merges = (
      await test.db.query('SELECT reason, dedupe_key, filled FROM document_merges WHERE investigation_id = $1', [
        investigationId,
      ])
    ).rows;
    expect(merges).toEqual([
      { reason: 'stated version', dedupe_key: 'doi:10.1101/2020.01.01.1', filled: { abstract: 'Peat stores carbon.' } },
    ]);
  });

  it('offers a record that fits two works about as well as a dup-suspect with them, merging it into neither', async () => {
    const { target, investigationId } = await investigation();
    await ingestBatch(await target(), [
      record({ doi: '10.5555/peat.a', date: '2021-03-01', datePrecision: 'DayMonthYear' }),
      record({ doi: '10.5555/peat.b', date: '2021-06-01', datePrecision: 'DayMonthYear' }),
    ]);
    const unsure = record({ provenance: { source: 'openalex', query: 'peat', sourceId: 'W1' }, date: '2021-01-01' });
    expect(await ingestBatch(await target(), [unsure])).toMatchObject({ added: 1, merged: 0 });
    const { rows } = await test.db.query<{ doi: string | null; labels: string[]; touched: boolean }>(
      'SELECT doi, labels, touched FROM documents WHERE investigation_id = $1 ORDER BY id',
      [investigationId],
    );
    expect(rows).toEqual([
      { doi: '10.5555/peat.a', labels: ['dup-suspect'], touched: false },
      { doi: '10.5555/peat.b', labels: ['dup-suspect'], touched: false },
      { doi: null, labels: ['dup-suspect'], touched: false },
    ]);
  });

  it('keeps a record whose year may fall after the cutoff, and an undated one', async () => {
    const { target, documents } = await investigation();
    const keep = { publishedSince: '2004-06-01' };
    const result = await ingestBatch({ ...(await target()), keep }, [
      record({ doi: '10.5555/y2004', date: '2004-01-01', datePrecision: 'Year' }),
      record({ doi: '10.5555/m2004', title: 'Bog methane', date: '2004-05-01', datePrecision: 'MonthYear' }),
      record({ doi: '10.5555/undated', title: 'Fen water tables' }),
    ]);
    expect(result).toMatchObject({ added: 2, account: { rejected: 1 } });
    expect(result.account.rejectedRecords).toEqual([
      { input: 'Bog methane', reason: 'published before the start-date cutoff (2004-06-01)' },
    ]);
    expect((await documents()).map((document) => document.doi)).toEqual(['10.5555/y2004', '10.5555/undated']);
  });

  it('keeps the related DOIs a document states, so a later record with one of them joins it', async () => {
    const { target, documents } = await investigation();
    await ingestBatch(await target(), [record({ doi: '10.5555/peat.2022', relatedDois: ['10.2139/ssrn.77'] })]);
    expect(await documents()).toMatchObject([{ related_dois: ['10.2139/ssrn.77'] }]);
    expect(
      await ingestBatch(await target(), [record({ doi: '10.2139/ssrn.77', title: 'Working paper: boreal peat' })]),
    ).toMatchObject({ merged: 1 });
  });

  it('keeps web pages and two published DOIs apart', async () => {
    const { target, documents } = await investigation();
    const result = await ingestBatch(await target(), [
      record({ doi: '10.5555/a' }),
      record({ doi: '10.5555/b' }),
      record({
        type: 'Web Page',
        url: 'https://news.example.org/peat',
        provenance: { source: 'web-page', query: 'peat' },
      }),
    ]);
    expect(result).toMatchObject({ added: 3, duplicates: 0, merged: 0 });
    expect(await documents()).toHaveLength(3);
  });

  it('keeps two records of one title and year apart when their source ids differ, and knows each again', async () => {
    const { target, documents, investigationId } = await investigation();
    const introduction = (id: string, journal: string, author: string) =>
      record({
        title: 'Introduction',
        date: '2019-01-01',
        datePrecision: 'Year',
        journal,
        authors: [{ name: author, position: 0, affiliations: [] }],
        provenance: { source: 'openalex', query: 'peat', sourceId: id },
      });
    const first = [
      introduction('W1', 'Peatlands of the North', 'Ada Lovelace'),
      introduction('W2', 'Soil Physics Handbook', 'Alan Turing'),
    ];
    expect(await ingestBatch(await target(), first)).toMatchObject({ added: 2, duplicates: 0, merged: 0 });
    expect(await ingestBatch(await target(), first)).toMatchObject({ added: 0, duplicates: 2, merged: 0 });
    expect(await documents()).toHaveLength(2);
    // a document an earlier harvest stored under the record's title and year is that record's still
    await test.db.query(
      `UPDATE documents SET dedupe_key = 'title:introduction|2019' WHERE investigation_id = $1 AND dedupe_key = 'record:openalex:W1'`,
      [investigationId],
    );
    expect(await ingestBatch(await target(), [first[0]!])).toMatchObject({ added: 0, duplicates: 1, merged: 0 });
    expect(await ingestBatch(await target(), [introduction('W3', 'Bog Ecology', 'Grace Hopper')])).toMatchObject({
      added: 1,
    });
    expect(await documents()).toHaveLength(3);
  });

  it('accounts for every record it does not add: merged into which document and why, or rejected and why', async () => {
    const { target, documents } = await investigation();
    await ingestBatch(await target(), [record({ doi: '10.5555/peat.2021' })]);
    const there = (await documents())[0]!;
    const batch = [
      record({ doi: '10.5555/fen', title: 'Fen water tables' }),
      record({ doi: '10.5555/FEN', title: 'Fen water tables (repeated)' }),
      record({ doi: '10.5555/peat.2021', title: 'Peat carbon in boreal soils under a warming climate' }),
      record({
        doi: '10.1101/2020.02.02.2',
        title: 'Boreal peat under warming (preprint)',
        relatedDois: ['10.5555/peat.2021'],
      }),
      record({ doi: '10.5555/untitled', title: '   ' }),
    ];
    const result = await ingestBatch(await target(), batch);
    const fen = (await documents()).find((doc) => doc.doi === '10.5555/fen')!;
    expect(result).toMatchObject({ added: 1, account: { merged: 3, rejected: 1 } });
    expect(result.added + result.account.merged + result.account.rejected).toBe(batch.length);
    expect(result.account.mergedRecords).toEqual(
      expect.arrayContaining([
        {
          title: 'Fen water tables (repeated)',
          identifier: '10.5555/FEN',
          reason: 'same DOI',
          documentId: fen.id,
          documentTitle: 'Fen water tables',
        },
        {
          title: 'Peat carbon in boreal soils under a warming climate',
          identifier: '10.5555/peat.2021',
          reason: 'same DOI',
          documentId: there.id,
          documentTitle: there.title,
        },
        {
          title: 'Boreal peat under warming (preprint)',
          identifier: '10.1101/2020.02.02.2',
          reason: 'stated version',
          documentId: there.id,
          documentTitle: there.title,
        },
      ]),
    );
    expect(result.account.rejectedRecords).toEqual([{ input: '10.5555/untitled', reason: 'no title' }]);
    // the step names a bounded few; the counts stay exact
    const bounded = await ingestBatch({ ...(await target()), recordsToName: 1 }, batch.slice(0, 3));
    expect(bounded.account).toMatchObject({ merged: 3, rejected: 0 });
    expect(bounded.account.mergedRecords).toHaveLength(1);
  });

  it('leaves the duplicate finder as it was when a batch fails', async () => {
    const { target, documents } = await investigation();
    const t = await target();
    await ingestBatch(t, [record({ doi: '10.5555/kept' })]);
    const failing = {
      ...t,
      db: { ...t.db, kind: t.db.kind, transaction: async () => Promise.reject(new Error('disk full')) },
    } as typeof t;
    await expect(
      ingestBatch(failing, [record({ title: 'Urban water markets in drought', doi: '10.5555/water' })]),
    ).rejects.toThrow('disk full');
    // the failed batch's record is not a work the next batch could merge into
    expect(
      await ingestBatch(t, [
        record({
          title: 'Urban water markets in drought',
          doi: undefined,
          provenance: { source: 'local-file', query: 'x.ris' },
        }),
      ]),
    ).toMatchObject({ added: 1, merged: 0 });
    expect(await documents()).toHaveLength(2);
  });
});
