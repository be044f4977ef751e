import {
  entityNodeId,
  graphRegionCodes,
  graphSettingsMessages,
  MAX_AUTHORS_FOR_LINKS,
  MAX_GRAPH_NODES,
  type AuthorGraph,
  type DocumentFilterSpec,
  type EntityGraph,
  type EntityGraphType,
  type GraphsSettings,
  type TermsState,
  type EntitySummary,
  type RelationshipSummary,
  type TimelineChart,
} from '@quarry/contract';
import { UndirectedGraph } from 'graphology';
import { parse as parseGraphml } from 'graphology-graphml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSourceServer, type SourceServer } from '@quarry/testkit';
import { fixturesDir } from '../../test/sources.js';
import { startTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { testEngine } from '../../test/test-database.js';
import { signedInClient } from '../../test/test-users.js';
import { insertRandomDocuments, seeded } from '../../test/workspace-fixture.js';
import { inRange, loadRows, matchesExceptDates, trackedTerms, type Row } from '../../test/workspace-rows.js';
import { regionOf } from '../workspace/index/regions.js';
import { FEATURE_NAMES } from '../../engines/disambiguation/index.js';

const regionKey = (country: string | undefined) => (country ? (graphRegionCodes[regionOf(country)] ?? null) : null);

/** The co-authorship graph by brute force: every author of the filter, the documents each pair shares, the regions. */
function expectedAuthorGraph(rows: Row[]) {
  const authors = new Map<
    string,
    { documents: number; regions: number[]; recent: { year: number; key: number } | null }
  >();
  const links = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    for (const { personId, country } of row.authorships) {
      const author = authors.get(personId) ?? { documents: 0, regions: Array(10).fill(0), recent: null };
      author.documents++;
      const key = regionKey(country);
      if (key !== null) {
        author.regions[key]++;
        if (!author.recent || (row.year ?? 0) >= author.recent.year) author.recent = { year: row.year ?? 0, key };
      }
      authors.set(personId, author);
    }
    if (row.authorships.length > MAX_AUTHORS_FOR_LINKS) continue;
    const ids = row.authorships.map((a) => Number(a.personId)).sort((a, b) => a - b);
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++)
        links.set(`${ids[i]}-${ids[j]}`, (links.get(`${ids[i]}-${ids[j]}`) ?? 0) + 1);
  }
  return { authors, links };
}

const ENTITY_KIND: Record<Exclude<EntityGraphType, 'TERM'>, string> = {
  PERSON: 'person',
  ORGANIZATION: 'organization',
  LOCATION: 'location',
  CONCEPT: 'concept',
};

/** The entity graph by brute force: documents per entity and tracked term, association strength per pair. */
function expectedEntityGraph(rows: Row[]) {
  const valuesOfRow = (row: Row) => [
    ...Object.entries(ENTITY_KIND).flatMap(([type, kind]) =>
      [...new Set(row.entities[kind] ?? [])].map((value) => entityNodeId(type as EntityGraphType, value)),
    ),
    ...row.terms.map((term) => entityNodeId('TERM', term)),
  ];
  const counts = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const row of rows) {
    const values = valuesOfRow(row);
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    for (const a of values)
      for (const b of values) if (a < b) pairs.set(`${a}|${b}`, (pairs.get(`${a}|${b}`) ?? 0) + 1);
  }
  const strength = new Map(
    [...pairs].map(([key, count]) => {
      const [a, b] = key.split('|') as [string, string];
      return [key, Number(((count * rows.length) / (counts.get(a)! * counts.get(b)!)).toPrecision(4))];
    }),
  );
  return { counts, strength };
}

/** An author graph's links by their person ids ("lower-higher"), with their weights (as the brute force keys them). */
const authorLinks = (graph: AuthorGraph) =>
  new Map(
    graph.edges.map((edge) => [
      [edge.sourceId, edge.targetId]
        .map(Number)
        .sort((a, b) => a - b)
        .join('-'),
      edge.weight,
    ]),
  );

describe(`the author and entity graphs (${testEngine})`, () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let id: number;
  let rows: Row[];
  const url = (graph: 'author' | 'entity') => `/api/investigations/topic/${id}/${graph}-graph`;
  const authorGraph = async (spec: DocumentFilterSpec = {}, extra: object = {}): Promise<AuthorGraph> => {
    const answer = await owner.post(url('author'), { spec, ...extra });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const entityGraph = async (spec: DocumentFilterSpec = {}): Promise<EntityGraph> => {
    const answer = await owner.post(url('entity'), { spec });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const saveGraphsSettings = (graphsSettings: GraphsSettings) =>
    owner.post(`/api/investigations/${id}/configuration`, { graphsSettings });
  const filtered = (spec: DocumentFilterSpec) =>
    rows.filter((row) => matchesExceptDates(row, spec) && inRange(row, spec));

  let openalex: SourceServer;
  beforeAll(async () => {
    openalex = await startSourceServer({
      fixturesDir,
      routes: [
        { path: '/works', query: { search: 'broken' }, status: 500, body: 'oops' },
        { path: '/works', query: { search: 'unheard of' }, body: JSON.stringify({ meta: { count: 0 }, group_by: [] }) },
        {
          path: '/works',
          query: (query) => query.get('group_by') === 'publication_year',
          file: 'openalex/works-group-by-year.json',
        },
      ],
    });
    t = await startTestApp({ OPENALEX_URL: openalex.url, SOURCE_MIN_INTERVAL_MS: '0' });
    owner = await signedInClient(t);
    stranger = await signedInClient(t);
    id = (await owner.post('/api/investigations/topic', { searchString: 'soil carbon' })).json().id;
    await insertRandomDocuments(t.database.db, id, 160, 21);
    rows = await loadRows(t, id, await trackedTerms(owner, id));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await openalex.close();
  });

  it('links the authors of the filtered documents by the documents they share, with their regions (brute force on random filters)', async () => {
    const random = seeded(5);
    const years = [null, 2016, 2018, 2020];
    for (let round = 0; round < 8; round++) {
      const spec: DocumentFilterSpec =
        round === 0
          ? {}
          : {
              displayedResultsStatus: random.pick(['All', 'Unread', 'Relevant'] as const),
              dateFilter: { startYear: random.pick(years), endYear: null },
              includeSingleAuthoredDocuments: random.next() < 0.7,
            };
      const graph = await authorGraph(spec);
      const expected = expectedAuthorGraph(filtered(spec));
      const why = JSON.stringify(spec);
      expect(graph.totalNodeCount, why).toBe(expected.authors.size);
      expect(new Set(graph.nodes.map((node) => node.id)), why).toEqual(new Set(expected.authors.keys()));
      for (const node of graph.nodes) {
        const author = expected.authors.get(node.id)!;
        expect(node.documentsCount, why).toBe(author.documents);
        expect(node.documentCount).toBe(author.documents);
        expect(node.normalizedDocumentCount).toBeCloseTo(Math.min(25, 1 + Math.sqrt(author.documents)));
        expect(node.recentAffiliationCode, why).toBe(author.recent?.key ?? null);
        const mostFrequent = author.regions.indexOf(Math.max(...author.regions));
        expect(node.primaryAffiliationCode, why).toBe(Math.max(...author.regions) > 0 ? mostFrequent : null);
        expect(node).toMatchObject({
          type: 'PERSON',
          harvested: false,
          harvesting: false,
          manuallyMerged: false,
          colorAffinityScore: null,
          sizeAffinityScore: null,
        });
      }
      expect(authorLinks(graph), why).toEqual(expected.links);
      const weights = [...expected.links.values()];
      expect(graph.maxEdgeWeight).toBe(weights.length ? Math.max(...weights) : 0);
      expect(graph.minEdgeWeight).toBe(weights.length ? Math.min(...weights) : 0);
    }
  });

  it('keeps the configured number of authors (the most documents first) and links at or above the threshold', async () => {
    expect(
      (
        await saveGraphsSettings({
          author: { totalNumberOfNodes: 3, edgeThreshold: 2 },
          term: { totalNumberOfNodes: null, edgeThreshold: null },
        })
      ).statusCode,
    ).toBe(204);
    const graph = await authorGraph();
    const expected = expectedAuthorGraph(rows);
    const counts = [...expected.authors.values()].map((author) => author.documents).sort((a, b) => b - a);
    expect(graph.nodes.map((node) => node.documentsCount)).toEqual(counts.slice(0, 3));
    expect(graph).toMatchObject({ totalNumberOfNodes: 3, edgeThreshold: 2, totalNodeCount: expected.authors.size });
    const shown = new Set(graph.nodes.map((node) => node.id));
    for (const edge of graph.edges)
      expect(shown.has(edge.sourceId) && shown.has(edge.targetId) && edge.weight >= 2).toBe(true);
    const heavyPairs = [...expected.links].filter(
      ([key, weight]) => weight >= 2 && key.split('-').every((person) => shown.has(person)),
    );
    expect(graph.edges).toHaveLength(heavyPairs.length);
    await saveGraphsSettings({
      author: { totalNumberOfNodes: null, edgeThreshold: null },
      term: { totalNumberOfNodes: null, edgeThreshold: null },
    });
  });

  it('refuses graph settings out of range with the messages of doc 3 §5', async () => {
    const blank = { totalNumberOfNodes: null, edgeThreshold: null };
    const tooMany = await saveGraphsSettings({
      author: { totalNumberOfNodes: MAX_GRAPH_NODES + 1, edgeThreshold: null },
      term: blank,
    });
    expect(tooMany.statusCode).toBe(400);
    const negative = await saveGraphsSettings({ author: blank, term: { totalNumberOfNodes: null, edgeThreshold: -1 } });
    expect(negative.statusCode).toBe(400);
    const fraction = await saveGraphsSettings({
      author: { totalNumberOfNodes: 2.5, edgeThreshold: null },
      term: blank,
    });
    expect(fraction.statusCode).toBe(400);
    const configuration = (await owner.get(`/api/investigations/${id}/configuration`)).json();
    expect(configuration.graphsSettings).toEqual({ author: blank, term: blank });
    expect(graphSettingsMessages.totalNumberOfNodes(12)).toBe(
      'Total number of nodes should be a whole number between 0 and 12',
    );
    expect(graphSettingsMessages.edgeThreshold(1, 4)).toBe('Edge threshold should be a number between 1 and 4');
  });

  it('leaves out an author removed from the top list, and marks manual merges and enrichment harvests', async () => {
    const before = await authorGraph();
    const [first, second] = before.nodes;
    expect(
      (await owner.post(`/api/investigations/topic/${id}/authors/remove`, { personIds: [Number(first!.id)] }))
        .statusCode,
    ).toBe(200);
    const after = await authorGraph();
    expect(after.nodes.map((node) => node.id)).not.toContain(first!.id);
    expect(after.edges.some((edge) => edge.sourceId === first!.id || edge.targetId === first!.id)).toBe(false);
    expect((await owner.get(`/api/investigations/topic/${id}/undelete`)).statusCode).toBe(200);
    await t.database.db.query(
      `INSERT INTO person_merges (investigation_id, person_id, merged_person_ids, before) VALUES ($1, $2, '{}', '{}')`,
      [id, Number(second!.id)],
    );
    await t.database.db.query(
      `INSERT INTO jobs (kind, investigation_id, payload, state) VALUES ('harvest-investigation', $1, $2, 'done')`,
      [
        id,
        JSON.stringify({
          investigationId: id,
          request: { kind: 'authors', names: [second!.personName.toUpperCase()] },
        }),
      ],
    );
    const marked = (await authorGraph()).nodes.find((node) => node.id === second!.id)!;
    expect(marked).toMatchObject({ manuallyMerged: true, harvested: true, harvesting: false });
  });

  it('follows a merge in place: the kept author has both authors’ documents, links and regions', async () => {
    const [kept, merged] = (await authorGraph()).nodes.slice(-2);
    expect(
      (await owner.post(`/api/investigations/topic/${id}/merge`, [Number(kept!.id), Number(merged!.id)])).statusCode,
    ).toBe(200);
    rows = await loadRows(t, id, await trackedTerms(owner, id));
    const expected = expectedAuthorGraph(rows);
    const graph = await authorGraph();
    const node = graph.nodes.find((candidate) => candidate.id === kept!.id)!;
    const author = expected.authors.get(kept!.id)!;
    expect(graph.nodes.map((candidate) => candidate.id)).not.toContain(merged!.id);
    expect(node.documentsCount).toBe(author.documents);
    expect(node.recentAffiliationCode).toBe(author.recent?.key ?? null);
    expect(authorLinks(graph)).toEqual(expected.links);
  });

  it('scores every author by semantic affinity to the chosen one (1 for that author)', async () => {
    const { nodes } = await authorGraph();
    const chosen = nodes[0]!;
    const graph = await authorGraph({}, { similarityPersonId: Number(chosen.id) });
    const affinities = (await owner.get(`/api/investigations/topic/${id}/semantic-affinity/${chosen.id}`)).json()
      .personSemanticAffinities as Array<{ personId: number; semanticAffinity: number }>;
    const expected = new Map(affinities.map((entry) => [String(entry.personId), entry.semanticAffinity]));
    for (const node of graph.nodes) {
      const score = node.id === chosen.id ? 1 : (expected.get(node.id) ?? 0);
      expect(node.sizeAffinityScore).toBeCloseTo(score);
      expect(node.colorAffinityScore).toBeCloseTo(score);
    }
  });

  it('links entities and tracked terms by association strength, the most mentioned first (brute force)', async () => {
    for (const spec of [{}, { displayedResultsStatus: 'Relevant' as const }, { freeText: 'soil' }]) {
      const graph = await entityGraph(spec);
      const expected = expectedEntityGraph(filtered(spec));
      const why = JSON.stringify(spec);
      expect(graph.totalNodeCount, why).toBe(expected.counts.size);
      expect(new Map(graph.nodes.map((node) => [node.id, node.weight])), why).toEqual(expected.counts);
      expect(
        graph.nodes.some((node) => node.type === 'TERM'),
        why,
      ).toBe(true);
      for (let k = 1; k < graph.nodes.length; k++)
        expect(graph.nodes[k - 1]!.weight).toBeGreaterThanOrEqual(graph.nodes[k]!.weight);
      const links = new Map(graph.edges.map((edge) => [[edge.sourceId, edge.targetId].sort().join('|'), edge.weight]));
      expect(links, why).toEqual(expected.strength);
    }
  });

  it('keeps the configured number of entities and the links at or above the threshold, and leaves removed entities out', async () => {
    const full = await entityGraph();
    const threshold = full.edges.map((edge) => edge.weight).sort((a, b) => a - b)[Math.floor(full.edges.length / 2)]!;
    await saveGraphsSettings({
      author: { totalNumberOfNodes: null, edgeThreshold: null },
      term: { totalNumberOfNodes: 4, edgeThreshold: threshold },
    });
    const limited = await entityGraph();
    expect(limited.nodes.map((node) => node.weight)).toEqual(full.nodes.map((node) => node.weight).slice(0, 4));
    expect(limited.edges.every((edge) => edge.weight >= threshold)).toBe(true);
    await saveGraphsSettings({
      author: { totalNumberOfNodes: null, edgeThreshold: null },
      term: { totalNumberOfNodes: null, edgeThreshold: null },
    });
    const organization = full.nodes.find((node) => node.type === 'ORGANIZATION')!;
    expect(
      (await owner.post(`/api/investigations/${id}/entities/remove`, { [organization.term]: 'ORGANIZATION' }))
        .statusCode,
    ).toBe(200);
    expect((await entityGraph()).nodes.map((node) => node.id)).not.toContain(organization.id);
    await owner.post(`/api/investigations/${id}/entities/restore-all`);
    expect((await entityGraph()).nodes.map((node) => node.id)).toContain(organization.id);
  });

  it('exports both graphs of the filter as GraphML that graphology-graphml reads back with every attribute', async () => {
    const spec: DocumentFilterSpec = { displayedResultsStatus: 'All', dateFilter: { startYear: 2017, endYear: null } };
    for (const [path, graph] of [
      ['export-co-authors', await authorGraph(spec)],
      ['export-terms', await entityGraph(spec)],
    ] as const) {
      const answer = await owner.post(`/api/investigations/topic/${id}/${path}`, { spec });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/graphml\+xml/);
      const name = path === 'export-co-authors' ? 'soil carbon co-authors' : 'soil carbon terms';
      expect(decodeURIComponent(String(answer.headers['content-disposition']))).toMatch(
        new RegExp(`filename\\*=UTF-8''\\d{4}-\\d\\d-\\d\\d_[\\d-]+ ${name}\\.graphml$`),
      );
      const read = parseGraphml(UndirectedGraph, answer.body);
      expect(read.order).toBe(graph.nodes.length);
      expect(read.size).toBe(graph.edges.length);
      for (const node of graph.nodes) {
        const { id: nodeId, ...fields } = node;
        const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
        expect(read.getNodeAttributes(nodeId)).toEqual({
          label: 'personName' in node ? node.personName : node.term,
          ...present,
        });
      }
      for (const edge of graph.edges)
        expect(read.getEdgeAttribute(read.edge(edge.sourceId, edge.targetId)!, 'weight')).toBe(edge.weight);
    }
    expect((await stranger.post(`/api/investigations/topic/${id}/export-terms`, {})).statusCode).toBe(404);
  });

  it('merges entities of one kind into the first: one node mentioned by the documents of both, in the graph and the top list', async () => {
    const [kept, merged] = (await entityGraph()).nodes.filter((node) => node.type === 'ORGANIZATION');
    const changed = rows.filter((row) => row.entities.organization?.includes(merged!.term)).length;
    const answer = await owner.post(`/api/investigations/${id}/entities/organizations/merge`, [
      kept!.term,
      merged!.term,
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    rows = await loadRows(t, id, await trackedTerms(owner, id));
    const expected = expectedEntityGraph(rows);
    expect(answer.json()).toEqual({ entity: kept!.term, documents: changed });
    const graph = await entityGraph();
    expect(new Map(graph.nodes.map((node) => [node.id, node.weight]))).toEqual(expected.counts);
    expect(graph.nodes.map((node) => node.id)).not.toContain(merged!.id);
    const data = (await owner.post(`/api/investigations/topic/${id}/data`, {})).json();
    const organizations = data.tops.find((top: { name: string }) => top.name === 'entity.Mentioned Organizations');
    expect(organizations.entries.map((entry: { value: string }) => entry.value)).not.toContain(merged!.term);

    const [first, second] = graph.nodes.filter((node) => node.type === 'ORGANIZATION');
    const refused = async (kinds: string, body: unknown) =>
      (await owner.post(`/api/investigations/${id}/entities/${kinds}/merge`, body)).body;
    expect(await refused('terms', ['soil', 'carbon'])).toBe('Terms cannot be merged');
    expect(await refused('organizations', [first!.term])).toContain('Select at least 2 entities to merge');
    expect(await refused('locations', [first!.term, second!.term])).toBe(
      `No entity ${first!.term} of this type in the investigation`,
    );
    expect(await refused('planets', [first!.term, second!.term])).toBe('Only entities of one type can be merged');
    expect(
      (await stranger.post(`/api/investigations/${id}/entities/organizations/merge`, [first!.term, second!.term]))
        .statusCode,
    ).toBe(404);
  });

  it('counts the filter’s documents per year for each selected term and group, beside a term’s works in OpenAlex', async () => {
    const state: TermsState = (await owner.get(`/api/investigations/topic/${id}/terms`)).json();
    const [first, second] = state.terms.map((term) => term.term);
    const group = state.termGroups[0]!;
    const groupTerms = state.terms.filter((term) => term.groupId === group.id).map((term) => term.term.toLowerCase());
    const spec: DocumentFilterSpec = { displayedResultsStatus: 'Unread' };
    const timeline = async (body: object) => {
      const answer = await owner.post(`/api/investigations/topic/${id}/timeline-chart`, body);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as TimelineChart;
    };
    const chart = await timeline({
      spec,
      selectedTerms: [first, second],
      selectedTermGroups: [group.id],
      selectedExternalSeries: 'soil carbon',
    });
    expect(chart.chartEntity.columns).toEqual(['Year', first, second, group.name, 'OpenAlex works: soil carbon']);
    const shown = filtered(spec).filter((row) => row.year !== null);
    const count = (year: number, terms: string[]) =>
      shown.filter((row) => row.year === year && row.terms.some((term) => terms.includes(term))).length;
    const works = new Map([
      [1999, 12],
      [2019, 301],
      [2020, 224],
      [2021, 377],
      [2022, 438],
      [2023, 512],
    ]);
    const known = [...shown.filter((row) => row.terms.length > 0).map((row) => row.year!), ...works.keys()];
    const years = Array.from({ length: Math.max(...known) - Math.min(...known) + 1 }, (_, k) => Math.min(...known) + k);
    expect(chart.chartEntity.dataItems).toEqual(
      years.map((year) => [
        year,
        count(year, [first!.toLowerCase()]),
        count(year, [second!.toLowerCase()]),
        count(year, groupTerms),
        works.get(year) ?? 0,
      ]),
    );
    expect(chart).toMatchObject({
      selectedTerms: [first, second],
      selectedTermGroups: [group.id],
      selectedExternalSeries: 'soil carbon',
    });

    const failed = await timeline({ selectedTerms: [first], selectedExternalSeries: 'broken' });
    expect(failed.chartEntity.columns).toEqual(['Year', first]);
    expect(failed.externalError).toBe('OpenAlex could not be asked for the works on broken; try again later.');
    const empty = await timeline({ selectedExternalSeries: 'unheard of' });
    expect(empty.chartEntity).toEqual({ columns: ['Year', 'OpenAlex works: unheard of'], dataItems: [] });
    expect(empty.externalError).toBe('OpenAlex has no works on unheard of.');
    expect((await timeline({})).chartEntity).toEqual({ columns: ['Year'], dataItems: [] });
    expect((await stranger.post(`/api/investigations/topic/${id}/timeline-chart`, {})).statusCode).toBe(404);
  });

  it('summarizes an entity by the filter’s documents mentioning it, in the list’s order, and two entities by the documents of both', async () => {
    const graph = await entityGraph();
    const organization = graph.nodes.find((node) => node.type === 'ORGANIZATION')!;
    const location = graph.nodes.find((node) => node.type === 'LOCATION')!;
    const spec: DocumentFilterSpec = {
      displayedResultsStatus: 'All',
      dateFilter: { startYear: 2016, endYear: null },
      sortDocumentsBy: 'publishDateAsc',
    };
    const answer = await owner.post(`/api/investigations/topic/${id}/entity-summary`, {
      entityName: organization.term,
      entityType: 'ORGANIZATION',
      spec,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const summary: EntitySummary = answer.json();
    const listed: number[] = (await owner.post(`/api/investigations/topic/${id}/data`, spec)).json()
      .availableDocumentIds;
    const expected = listed.filter((documentId) =>
      rows.find((row) => row.id === documentId)!.entities.organization?.includes(organization.term),
    );
    expect(summary.documentsCount).toBe(expected.length);
    expect(summary.documents.map((document) => document.documentId)).toEqual(expected);
    for (const document of summary.documents) {
      // Sentences of the abstract that spell the name out (these random abstracts never do): never the title again.
      expect(document.excerpts.map((excerpt) => excerpt.text)).not.toContain(document.title);
      for (const excerpt of document.excerpts)
        for (const mark of excerpt.marks)
          expect(excerpt.text.slice(mark.start, mark.end).toLowerCase()).toBe(organization.term.toLowerCase());
    }
    const term = graph.nodes.find((node) => node.type === 'TERM')!;
    const both: RelationshipSummary = (
      await owner.post(`/api/investigations/topic/${id}/entity-relationship-summary`, {
        firstEntity: { entityName: location.term, entityType: 'LOCATION' },
        secondEntity: { entityName: term.term, entityType: 'TERM' },
      })
    ).json();
    const withBoth = rows.filter(
      (row) => row.entities.location?.includes(location.term) && row.terms.includes(term.term.toLowerCase()),
    );
    expect(new Set(both.documents.map((document) => document.documentId))).toEqual(
      new Set(withBoth.map((row) => row.id)),
    );
    expect(both.documentsCount).toBe(withBoth.length);
    const unknown = await owner.post(`/api/investigations/topic/${id}/entity-summary`, {
      entityName: 'Atlantis',
      entityType: 'LOCATION',
    });
    expect(unknown.json()).toMatchObject({ documentsCount: 0, documents: [] });
    expect(
      (await owner.post(`/api/investigations/topic/${id}/entity-summary`, { entityName: '', entityType: 'LOCATION' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await stranger.post(`/api/investigations/topic/${id}/entity-summary`, {
          entityName: 'x',
          entityType: 'LOCATION',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('downloads the merge report of selected authors for omnipotent users: each pair’s totalScore and named scores', async () => {
    const omnipotent = await signedInClient(t, ['omnisol']);
    const own = (await omnipotent.post('/api/investigations/topic', { searchString: 'soil carbon' })).json()
      .id as number;
    await insertRandomDocuments(t.database.db, own, 40, 3);
    const { nodes } = (
      await omnipotent.post(`/api/investigations/topic/${own}/author-graph`, {})
    ).json() as AuthorGraph;
    const picked = nodes.slice(0, 3);
    const answer = await omnipotent.post(
      `/api/investigations/topic/${own}/merge-report`,
      picked.map((node) => Number(node.id)),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(decodeURIComponent(String(answer.headers['content-disposition']))).toMatch(
      /filename\*=UTF-8''\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.txt$/,
    );
    const pairs = answer.body
      .split('\n\n')
      .slice(1)
      .filter((block) => block.trim() !== '');
    expect(pairs).toHaveLength(3);
    for (const block of pairs) {
      const [heading, total, ...scores] = block.trim().split('\n');
      expect(heading).toMatch(/^.+ \(\d+\) × .+ \(\d+\)$/);
      expect(Number(total!.match(/^ {2}totalScore: ([\d.]+)$/)![1])).toBeLessThanOrEqual(1);
      expect(scores.map((line) => line.split(':')[0]!.trim())).toEqual([...FEATURE_NAMES]);
    }
    const refused = await owner.post(
      `/api/investigations/topic/${id}/merge-report`,
      (await authorGraph()).nodes.slice(0, 2).map((node) => Number(node.id)),
    );
    expect([refused.statusCode, refused.body]).toEqual([403, 'Only omnipotent users can download a merge report']);
    expect(
      (await omnipotent.post(`/api/investigations/topic/${own}/merge-report`, [Number(picked[0]!.id), 99_999_999]))
        .statusCode,
    ).toBe(404);
    expect(
      (await omnipotent.post(`/api/investigations/topic/${own}/merge-report`, [Number(picked[0]!.id)])).statusCode,
    ).toBe(400);
  });

  it('answers 404 to another user, 401 without a session, 400 to a bad body', async () => {
    for (const graph of ['author', 'entity'] as const) {
      expect((await stranger.post(url(graph), {})).statusCode).toBe(404);
      expect((await t.newClient().post(url(graph), {})).statusCode).toBe(401);
      expect((await owner.post(url(graph), { spec: { displayedResultsStatus: 'Nope' } })).statusCode).toBe(400);
    }
    expect((await owner.post(url('author'), { similarityPersonId: 99_999_999 })).statusCode).toBe(404);
  });
});
