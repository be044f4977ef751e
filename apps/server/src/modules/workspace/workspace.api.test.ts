import zlib from 'node:zlib';
import type { DocumentFilterSpec, InvestigationData } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { normalizeTitle } from '../../engines/harvest/pipeline/dedupe-key.js';
import { countryName } from './index/regions.js';
import { inRange, loadRows, matchesExceptDates, trackedTerms, valuesOf, type Row } from '../../test/workspace-rows.js';
import { insertRandomDocuments, seeded } from '../../test/workspace-fixture.js';

describe(`the workspace call (${testEngine})`, () => {
  let t: TestApp;
  let client: TestClient;
  let id: number;
  let rows: Row[];
  beforeAll(async () => {
    t = await startTestApp();
    client = await signedInClient(t);
    id = (await client.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await insertRandomDocuments(t.database.db, id, 150, 7);
    rows = await loadRows(t, id, await trackedTerms(client, id));
  }, 120_000);
  afterAll(() => t.close());

  const data = async (spec: DocumentFilterSpec, pageSize = 20): Promise<InvestigationData> => {
    const response = await client.post(`/api/investigations/topic/${id}/data?pageSize=${pageSize}`, spec);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('agrees with a brute-force computation from the database on random filter specs (property test)', async () => {
    await checkRandomSpecs(2024, 30);
    // Votes change the relevant counts the index keeps per value: flip some, then check again.
    for (const row of rows.slice(0, 25)) {
      const relevancy = row.relevancy === 'Relevant' ? 'Irrelevant' : 'Relevant';
      expect(
        (await client.request('PATCH', `/api/investigations/topic/${id}/documents/${row.id}/relevancy`, { relevancy }))
          .statusCode,
      ).toBe(200);
    }
    rows = await loadRows(t, id, await trackedTerms(client, id));
    await checkRandomSpecs(7, 15);
    // Label changes drop the label sums the index keeps: add one label to many documents, remove another, check again.
    const labelled = rows.slice(10, 130).map((row) => row.id);
    expect(
      (
        await client.post(`/api/investigations/topic/${id}/documents/label/bulk`, {
          label: 'Bulk Added',
          add: true,
          documentIds: labelled,
        })
      ).statusCode,
    ).toBe(200);
    const withLabel = rows.find((row) => row.labels.length > 0)!;
    expect(
      (
        await client.request('DELETE', `/api/investigations/topic/${id}/documents/${withLabel.id}/label`, {
          labels: [withLabel.labels[0]],
        })
      ).statusCode,
    ).toBe(200);
    rows = await loadRows(t, id, await trackedTerms(client, id));
    await checkRandomSpecs(11, 15);
  });

  async function checkRandomSpecs(seed: number, rounds: number) {
    const random = seeded(seed);
    const all = await data({});
    expect(all.availableDocumentIds).toHaveLength(150);
    for (let round = 0; round < rounds; round++) {
      const top = random.pick(all.tops);
      // Every third spec is broad (counted by its complement in the index), the others random.
      const broad = round % 3 === 0;
      const spec: DocumentFilterSpec = {
        displayedResultsStatus: broad
          ? 'All'
          : random.pick(['All', 'All', 'Unread', 'Annotated', 'Relevant', 'Irrelevant', 'Unscreened'] as const),
        // One bar, or two of one list: both (all of them) or, in a list a document has one value of, either.
        selectedTops:
          !broad && random.next() < 0.7
            ? random
                .some(top.entries, random.next() < 0.6 ? 1 : 2)
                .map((entry) => ({ name: top.name, selectedValue: entry.value }))
            : [],
        dateFilter:
          !broad && random.next() < 0.5
            ? {
                startYear: 2016 + Math.floor(random.next() * 4),
                endYear: random.next() < 0.5 ? null : 2021 + Math.floor(random.next() * 4),
              }
            : undefined,
        freeText: !broad && random.next() < 0.3 ? random.pick(['soil', 'carbon river', 'study']) : '',
        includeOnlyUnlabeled: !broad && random.next() < 0.15,
        includeSingleAuthoredDocuments: random.next() < 0.85,
        sortDocumentsBy: random.pick([
          'relevance',
          'publishDateDesc',
          'publishDateAsc',
          'citations',
          'dupScanning',
        ] as const),
      };
      const result = await data(spec);
      const beforeDates = rows.filter((row) => matchesExceptDates(row, spec));
      const expected = beforeDates.filter((row) => inRange(row, spec));
      const why = JSON.stringify(spec);
      expect(
        [...result.availableDocumentIds].sort((a, b) => a - b),
        why,
      ).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
      expect(result.documentCounts, why).toEqual({
        totalDocumentCount: expected.length,
        relevantDocumentCount: expected.filter((r) => r.relevancy === 'Relevant').length,
      });
      const histogram = new Map<number, { total: number; relevant: number }>();
      for (const row of beforeDates) {
        if (row.year === null) continue;
        const bar = histogram.get(row.year) ?? { total: 0, relevant: 0 };
        bar.total++;
        if (row.relevancy === 'Relevant') bar.relevant++;
        histogram.set(row.year, bar);
      }
      expect(
        result.dateHistogram.map((b) => [b.year, b.totalCount, b.relevantCount]),
        why,
      ).toEqual([...histogram].sort(([a], [b]) => a - b).map(([year, bar]) => [year, bar.total, bar.relevant]));
      for (const list of result.tops) {
        const counts = new Map<string, number>();
        const relevant = new Map<string, number>();
        for (const row of expected) {
          for (const value of new Set(valuesOf(row, list.name))) {
            counts.set(value, (counts.get(value) ?? 0) + 1);
            if (row.relevancy === 'Relevant') relevant.set(value, (relevant.get(value) ?? 0) + 1);
          }
        }
        expect(list.total, `${list.name} ${why}`).toBe(counts.size);
        for (const entry of list.entries) {
          expect([entry.totalCount, entry.relevantCount], `${list.name}/${entry.name} ${why}`).toEqual([
            counts.get(entry.value),
            relevant.get(entry.value) ?? 0,
          ]);
        }
      }
      const order = result.availableDocumentIds.map((docId) => rows.find((row) => row.id === docId)!);
      // Relevance: the unscreened documents first, then the Relevant votes, then the Irrelevant ones.
      if (spec.sortDocumentsBy === 'relevance') {
        const groups = order.map((row) => ['Neutral', 'Relevant', 'Irrelevant'].indexOf(row.relevancy));
        expect(groups, why).toEqual([...groups].sort((a, b) => a - b));
      }
      if (spec.sortDocumentsBy === 'citations')
        order.slice(1).forEach((row, i) => expect(order[i]!.citations).toBeGreaterThanOrEqual(row.citations));
      if (spec.sortDocumentsBy === 'dupScanning') {
        const titles = order.map((row) => normalizeTitle(row.text.split('\n')[0]!));
        expect(titles, why).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
      expect(result.documents.map((doc) => doc.id)).toEqual(result.availableDocumentIds.slice(0, 20));
    }
  }

  it('lists the documents of any of the classifications selected (a document has one), and of both authors selected', async () => {
    const classifications = (values: string[]) =>
      values.map((selectedValue) => ({ name: 'predefined.Classifications', selectedValue }));
    const either = await data({ selectedTops: classifications(['Article', 'Book']) });
    const expected = rows.filter((row) => row.type === 'Article' || row.type === 'Book');
    expect(either.documentCounts.totalDocumentCount).toBe(expected.length);
    expect(expected.length).toBeLessThan(rows.length);
    expect(
      (await data({ selectedTops: classifications(['Article', 'Patent']) })).documentCounts.totalDocumentCount,
    ).toBe(rows.filter((row) => row.type === 'Article').length);
    const [first, second] = (await data({})).tops.find((top) => top.name === 'predefined.Persons')!.entries;
    const authors = [first!, second!].map((entry) => ({ name: 'predefined.Persons', selectedValue: entry.value }));
    const both = rows.filter((row) => [first!, second!].every((entry) => row.persons.includes(entry.value)));
    expect((await data({ selectedTops: authors })).documentCounts.totalDocumentCount).toBe(both.length);
  });

  it('shows regions and countries by name, and stores the last filter', async () => {
    const result = await data({ freeText: 'soil' });
    const regions = result.tops.find((top) => top.name === 'predefined.Regions')!.entries.map((e) => e.name);
    expect(regions).toEqual(expect.arrayContaining(['Middle East', 'Southern Europe']));
    const countries = result.tops.find((top) => top.name === 'predefined.Countries')!.entries.map((e) => e.name);
    expect(countries).toContain(countryName('IL'));
    expect((await client.get(`/api/investigations/${id}/last-filter`)).json()).toMatchObject({ freeText: 'soil' });
  });

  it('pages through next-documents in the order asked', async () => {
    const all = await data({ sortDocumentsBy: 'citations' }, 10);
    const next = (
      await client.post(`/api/investigations/topic/${id}/next-documents`, {
        documentIds: all.availableDocumentIds.slice(10, 20),
      })
    ).json();
    expect(next.map((doc: { id: number }) => doc.id)).toEqual(all.availableDocumentIds.slice(10, 20));
  });

  it('compresses answers over 1 KB with brotli or gzip, as the client accepts, and leaves small ones plain', async () => {
    const url = `/api/investigations/topic/${id}/data?pageSize=20`;
    const plain = await client.post(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await client.post(url, {}, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await client.post(url, {}, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const small = await client.request('GET', `/api/investigations/${id}/last-filter`, undefined, {
      'accept-encoding': 'br',
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
