import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngestTestbed, type IngestTestbed } from '../../../test/ingest-testbed.js';
import { type TestDatabase, testEngine } from '../../../test/test-database.js';
import type { NormalizedDocument } from '../document.js';
import { ingestBatch } from './ingest.js';

const record = (index: number, overrides: Partial<NormalizedDocument> = {}): NormalizedDocument => ({
  type: 'Article',
  title: `Wetland restoration and carbon credits, case ${index}`,
  abstract: '',
  date: '2015-03-05',
  datePrecision: 'DayMonthYear',
  harvesterType: 'PUBLISHER',
  authors: [{ name: `Author ${index}`, position: 0, affiliations: [] }],
  concepts: [],
  keywords: [],
  provenance: { source: 'local-file', query: 'refs.ris' },
  ...overrides,
});

/** A value no reader gives any more (dates.ts), written straight into a record: the database refuses it. */
const impossible = { date: '2015-02-30', datePrecision: 'DayMonthYear' } as const;

describe(`a batch with a record the database refuses (${testEngine})`, () => {
  let bed: IngestTestbed;
  let test: TestDatabase;
  beforeAll(async () => {
    bed = await createIngestTestbed('r@example.org');
    test = bed.test;
  });
  afterAll(async () => test?.drop());

  const target = async () => bed.target(await bed.investigation('wetlands'));
  const titles = async (investigationId: number) =>
    (
      await test.db.query<{ title: string }>('SELECT title FROM documents WHERE investigation_id = $1 ORDER BY id', [
        investigationId,
      ])
    ).rows.map((row) => row.title);

  it('stores every other record, in order, and names the refused one with the reason', async () => {
    const t = await target();
    const docs = Array.from({ length: 9 }, (_, index) => record(index, index === 6 ? impossible : {}));
    const result = await ingestBatch(t, docs);
    expect(result).toMatchObject({ added: 8, duplicates: 0, merged: 0, account: { rejected: 1 } });
    expect(result.account.rejectedRecords).toEqual([
      {
        input: 'refs.ris: Wetland restoration and carbon credits, case 6',
        reason: 'not stored: a date that cannot be (date/time field value out of range: "2015-02-30")',
      },
    ]);
    expect(await titles(t.investigationId)).toEqual(docs.filter((_, index) => index !== 6).map((doc) => doc.title));
    // nothing of the refused record is left, its author neither
    const { rows } = await test.db.query(`SELECT 1 FROM persons WHERE investigation_id = $1 AND name = 'Author 6'`, [
      t.investigationId,
    ]);
    expect(rows).toEqual([]);
  });

  it('leaves out each of several refused records, the first and the last too', async () => {
    const t = await target();
    const bad = new Set([0, 3, 4, 10]);
    const docs = Array.from({ length: 11 }, (_, index) => record(index, bad.has(index) ? impossible : {}));
    const result = await ingestBatch(t, docs);
    expect(result.added).toBe(7);
    expect(result.account.rejected).toBe(4);
    expect(result.account.rejectedRecords.map((line) => line.input)).toEqual(
      [...bad].map((index) => `refs.ris: ${docs[index]!.title}`),
    );
    expect(await titles(t.investigationId)).toHaveLength(7);
  });

  it('names a refused record of a search by its id at the source', async () => {
    const t = await target();
    const result = await ingestBatch(t, [
      record(1, { ...impossible, provenance: { source: 'openalex', query: 'wetlands', sourceId: 'W42' } }),
    ]);
    expect(result).toMatchObject({
      added: 0,
      account: { rejected: 1, rejectedRecords: [{ input: 'W42: Wetland restoration and carbon credits, case 1' }] },
    });
  });
});
