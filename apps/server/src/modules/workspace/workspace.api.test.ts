import zlib from 'node:zlib';
import { containsAllWords, searchWords, type DocumentFilterSpec, type InvestigationData } from '@quarry/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { normalizeTitle } from '../../harvest/pipeline/dedupe-key.js';
import { countryName, regionOf } from './regions.js';
import { insertRandomDocuments, seeded } from '../../test/workspace-fixture.js';

interface Row {
  id: number;
  year: number | null;
  relevancy: string;
  starred: boolean;
  touched: boolean;
  noted: boolean;
  labels: string[];
  text: string;
  type: string;
  language: string | null;
  journal: string | null;
  proceedings: boolean;
  url: string;
  citations: number;
  persons: string[];
  institutions: string[];
  countries: string[];
  entities: Record<string, string[]>;
}

/** Everything the brute force needs, read straight from the database. */
async function loadRows(t: TestApp, investigationId: number): Promise<Row[]> {
  const db = t.database.db;
  const docs = await db.query(`SELECT *, extract(year FROM date)::int AS year FROM documents WHERE investigation_id = $1`, [investigationId]);
  const authors = await db.query(`SELECT a.document_id, a.person_id, a.affiliations FROM document_authors a JOIN documents d ON d.id = a.document_id WHERE d.investigation_id = $1`, [investigationId]);
  const entities = await db.query(`SELECT e.* FROM document_entities e JOIN documents d ON d.id = e.document_id WHERE d.investigation_id = $1`, [investigationId]);
  return docs.rows.map((d) => {
    const mine = authors.rows.filter((a) => a.document_id === d.id);
    const affiliations = mine.flatMap((a) => a.affiliations as Array<{ name: string; countryCode: string }>);
    const kinds: Record<string, string[]> = {};
    for (const e of entities.rows.filter((e) => e.document_id === d.id)) (kinds[e.kind] ??= []).push(e.value);
    return {
      id: d.id,
      year: d.year,
      relevancy: d.relevancy,
      starred: d.starred,
      touched: d.touched,
      noted: Boolean(d.note),
      labels: d.labels,
      text: `${d.title}\n${d.abstract}`.toLowerCase(),
      type: d.type,
      language: d.language,
      journal: d.journal,
      proceedings: /proceed|conference/i.test(d.publication_type ?? ''),
      url: d.url,
      citations: d.citation_number,
      persons: [...new Set(mine.map((a) => String(a.person_id)))],
      institutions: [...new Set(affiliations.map((a) => a.name))],
      countries: [...new Set(affiliations.map((a) => a.countryCode))],
      entities: kinds,
    };
  });
}

/** A category's values of one row, as the brute force sees them. */
function valuesOf(row: Row, category: string): string[] {
  switch (category) {
    case 'predefined.Labels':
      return row.labels;
    case 'predefined.Persons':
      return row.persons;
    case 'predefined.Institutions':
      return row.institutions;
    case 'predefined.Countries':
      return row.countries;
    case 'predefined.Regions':
      return [...new Set(row.countries.map(regionOf))];
    case 'predefined.Languages':
      return row.language ? [row.language] : [];
    case 'predefined.Classifications':
      return [row.type];
    case 'predefined.Domains':
      return [new URL(row.url).hostname];
    case 'predefined.Journals':
      return row.journal && !row.proceedings ? [row.journal] : [];
    case 'predefined.Conferences':
      return row.journal && row.proceedings ? [row.journal] : [];
    case 'predefined.Email':
      return row.entities.email ?? [];
    default: {
      const kind = { 'entity.Mentioned Persons': 'person', 'entity.Mentioned Organizations': 'organization', 'entity.Mentioned Locations': 'location', 'entity.Mentioned Concepts': 'concept' }[category];
      return kind ? (row.entities[kind] ?? []) : [];
    }
  }
}

function matchesExceptDates(row: Row, spec: DocumentFilterSpec): boolean {
  const status = spec.displayedResultsStatus ?? 'All';
  if (status === 'Unread' && row.touched) return false;
  if (status === 'Annotated' && !(row.starred || row.noted || row.labels.length)) return false;
  if ((status === 'Relevant' || status === 'Irrelevant') && row.relevancy !== status) return false;
  for (const top of spec.selectedTops ?? []) {
    const values = valuesOf(row, top.name).map((v) => (top.name === 'predefined.Labels' ? v.toLowerCase() : v));
    if (!values.includes(top.name === 'predefined.Labels' ? top.selectedValue.toLowerCase() : top.selectedValue)) return false;
  }
  if (spec.freeText && !containsAllWords(row.text, searchWords(spec.freeText))) return false;
  if (spec.includeOnlyUnlabeled && row.labels.length) return false;
  if (spec.includeSingleAuthoredDocuments === false && row.persons.length === 1) return false;
  if (spec.onlyMissingDate && row.year !== null) return false;
  return true;
}

const inRange = (row: Row, spec: DocumentFilterSpec) => {
  const { startYear = null, endYear = null } = spec.dateFilter ?? {};
  if (startYear === null && endYear === null) return true;
  return row.year !== null && (startYear === null || row.year >= startYear) && (endYear === null || row.year <= endYear);
};

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
    rows = await loadRows(t, id);
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
      expect((await client.request('PATCH', `/api/investigations/topic/${id}/documents/${row.id}/relevancy`, { relevancy })).statusCode).toBe(200);
    }
    rows = await loadRows(t, id);
    await checkRandomSpecs(7, 15);
    // Label changes drop the label sums the index keeps: add one label to many documents, remove another, check again.
    const labelled = rows.slice(10, 130).map((row) => row.id);
    expect((await client.post(`/api/investigations/topic/${id}/documents/label/bulk`, { label: 'Bulk Added', add: true, documentIds: labelled })).statusCode).toBe(200);
    const withLabel = rows.find((row) => row.labels.length > 0)!;
    expect((await client.request('DELETE', `/api/investigations/topic/${id}/documents/${withLabel.id}/label`, { labels: [withLabel.labels[0]] })).statusCode).toBe(200);
    rows = await loadRows(t, id);
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
        displayedResultsStatus: broad ? 'All' : random.pick(['All', 'All', 'Unread', 'Annotated', 'Relevant', 'Irrelevant'] as const),
        selectedTops: !broad && random.next() < 0.7 ? [{ name: top.name, selectedValue: random.pick(top.entries).value }] : [],
        dateFilter: !broad && random.next() < 0.5 ? { startYear: 2016 + Math.floor(random.next() * 4), endYear: random.next() < 0.5 ? null : 2021 + Math.floor(random.next() * 4) } : undefined,
        freeText: !broad && random.next() < 0.3 ? random.pick(['soil', 'carbon river', 'study']) : '',
        includeOnlyUnlabeled: !broad && random.next() < 0.15,
        includeSingleAuthoredDocuments: random.next() < 0.85,
        sortDocumentsBy: random.pick(['relevance', 'publishDateDesc', 'publishDateAsc', 'citations', 'dupScanning'] as const),
      };
      const result = await data(spec);
      const beforeDates = rows.filter((row) => matchesExceptDates(row, spec));
      const expected = beforeDates.filter((row) => inRange(row, spec));
      const why = JSON.stringify(spec);
      expect([...result.availableDocumentIds].sort((a, b) => a - b), why).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
      expect(result.documentCounts, why).toEqual({ totalDocumentCount: expected.length, relevantDocumentCount: expected.filter((r) => r.relevancy === 'Relevant').length });
      const histogram = new Map<number, { total: number; relevant: number }>();
      for (const row of beforeDates) {
        if (row.year === null) continue;
        const bar = histogram.get(row.year) ?? { total: 0, relevant: 0 };
        bar.total++;
        if (row.relevancy === 'Relevant') bar.relevant++;
        histogram.set(row.year, bar);
      }
      expect(result.dateHistogram.map((b) => [b.year, b.totalCount, b.relevantCount]), why).toEqual([...histogram].sort(([a], [b]) => a - b).map(([year, bar]) => [year, bar.total, bar.relevant]));
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
          expect([entry.totalCount, entry.relevantCount], `${list.name}/${entry.name} ${why}`).toEqual([counts.get(entry.value), relevant.get(entry.value) ?? 0]);
        }
      }
      const order = result.availableDocumentIds.map((docId) => rows.find((row) => row.id === docId)!);
      if (spec.sortDocumentsBy === 'citations') order.slice(1).forEach((row, i) => expect(order[i]!.citations).toBeGreaterThanOrEqual(row.citations));
      if (spec.sortDocumentsBy === 'dupScanning') {
        const titles = order.map((row) => normalizeTitle(row.text.split('\n')[0]!));
        expect(titles, why).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
      expect(result.documents.map((doc) => doc.id)).toEqual(result.availableDocumentIds.slice(0, 20));
    }
  }

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
    const next = (await client.post(`/api/investigations/topic/${id}/next-documents`, { documentIds: all.availableDocumentIds.slice(10, 20) })).json();
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
    const small = await client.request('GET', `/api/investigations/${id}/last-filter`, undefined, { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
