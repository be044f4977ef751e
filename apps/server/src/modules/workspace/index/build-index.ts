import { AUTHORS_CATEGORY, type TopCategoryName } from '@quarry/contract';
import type { Database } from '../../../db/database.js';
import type { ScoringTerm } from '../../../text/bm25.js';
import { FacetBuilder } from './facet.js';
import { Growable } from './growable.js';
import { countryName, firstCountry, regionKeyOf, regionOf } from './regions.js';
import { dictionariesOf, dictionaryMatcher } from '../../configuration/index.js';
import { loadRemovedValues } from '../review/removed-values.repository.js';
import { DOC_FLAG, RELEVANCY_CODE, rescore, setHidden, type WorkspaceIndex } from './workspace-index.js';
import { type IndexBatch, loadIndexBatch, loadPersonNames } from './workspace-index.repository.js';
import { prepareFirstQuery } from '../queries/workspace-query.js';

const ENTITY_CATEGORY: Record<string, TopCategoryName> = {
  person: 'entity.Mentioned Persons',
  organization: 'entity.Mentioned Organizations',
  location: 'entity.Mentioned Locations',
  concept: 'entity.Mentioned Concepts',
  email: 'predefined.Email',
};

/** A dictionary's top list name (its id in the configuration's topsStatuses). */
export const lexemeCategory = (name: string) => `lexeme.${name}` as TopCategoryName;

const isProceedings = (type: string | null) => /proceed|conference/i.test(type ?? '');
const hostOf = (url: string | null) => {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : undefined;
  } catch {
    return undefined;
  }
};

/** How many documents one read of the build takes (with their authorships and entities). */
export const BUILD_BATCH = 1000;

const DAY_MS = 86_400_000;

/** The per-document columns, grown batch by batch. */
function columns() {
  return {
    ids: new Growable(Int32Array),
    year: new Growable(Int16Array),
    dateMs: new Growable(Float64Array),
    citations: new Growable(Int32Array),
    relevancy: new Growable(Uint8Array),
    starred: new Growable(Uint8Array),
    touched: new Growable(Uint8Array),
    noted: new Growable(Uint8Array),
    authorCount: new Growable(Uint16Array),
    flags: new Growable(Uint8Array),
    labels: [] as string[][],
    text: [] as string[],
    url: [] as string[],
  };
}

/** The built facets: the predefined ones, then the dictionaries' in the configuration's order (their top lists' order). */
function facetsInOrder(
  builders: Map<TopCategoryName, FacetBuilder>,
  dictionaries: ReadonlyArray<{ category: TopCategoryName }>,
  size: number,
) {
  const lexemes = new Set(dictionaries.map((dictionary) => dictionary.category));
  const names = [...[...builders.keys()].filter((name) => !lexemes.has(name)), ...lexemes].filter((name) =>
    builders.has(name),
  );
  return new Map(names.map((name) => [name, builders.get(name)!.build(size)] as const));
}

/**
 * Builds an investigation's index from the database; `terms` score the relevance sort and exclude documents.
 * Read in batches of `batchSize` documents by id, so neither this heap nor the embedded database's connection is
 * held by one huge read: other requests' queries run between batches, and a batch's rows are dropped once packed.
 */
export async function buildWorkspaceIndex(
  db: Database,
  investigationId: number,
  terms: readonly ScoringTerm[],
  batchSize = BUILD_BATCH,
): Promise<WorkspaceIndex> {
  const column = columns();
  const denseOf = new Map<number, number>();
  const facets = new Map<TopCategoryName, FacetBuilder>();
  const add = (
    category: TopCategoryName,
    doc: number,
    value: string | undefined | null,
    caption?: string,
    tag?: number,
  ) => {
    if (!value) return;
    let facet = facets.get(category);
    if (!facet) facets.set(category, (facet = new FacetBuilder({ tagged: category === AUTHORS_CATEGORY })));
    facet.add(doc, value, caption, tag);
  };
  // Each dictionary (configuration, Dictionaries page) is a custom top list of the words its documents contain.
  const dictionaries = (await dictionariesOf(db, investigationId)).map((dictionary) => ({
    category: lexemeCategory(dictionary.name),
    matches: dictionaryMatcher(dictionary.words),
  }));
  const countryNames = new Map<string, string>();
  const countryNameOf = (code: string) => {
    let name = countryNames.get(code);
    if (name === undefined) countryNames.set(code, (name = countryName(code)));
    return name;
  };
  const personNames = await loadPersonNames(db, investigationId);
  // The next batch is read while this one is packed: the embedded engine works on its own thread meanwhile.
  let next: Promise<IndexBatch> | undefined = loadIndexBatch(db, investigationId, 0, batchSize);
  while (next) {
    const batch: IndexBatch = await next;
    const { documents: rows, authors, entities } = batch;
    next =
      rows.length === batchSize ? loadIndexBatch(db, investigationId, rows[rows.length - 1]!.id, batchSize) : undefined;
    if (rows.length === 0) break;
    const first = column.ids.length;
    for (const [k, row] of rows.entries()) {
      const d = first + k;
      denseOf.set(row.id, d);
      column.ids.push(row.id);
      const dateMs = row.day === null ? Number.NaN : row.day * DAY_MS;
      column.dateMs.push(dateMs);
      column.year.push(row.day === null ? 0 : new Date(dateMs).getUTCFullYear());
      column.citations.push(row.citation_number ?? 0);
      column.relevancy.push(RELEVANCY_CODE[row.relevancy]);
      column.starred.push(row.starred ? 1 : 0);
      column.touched.push(row.touched ? 1 : 0);
      column.noted.push(row.noted ? 1 : 0);
      column.labels.push(row.labels);
      // Title first, on a line of its own (the Dup-Scanning sort reads it back), then what the terms are matched in.
      const text = row.text.toLowerCase();
      column.text.push(text);
      column.url.push(row.url ?? '');
      add('predefined.Languages', d, row.language);
      add('predefined.Classifications', d, row.type);
      add('predefined.Domains', d, hostOf(row.url));
      add(isProceedings(row.publication_type) ? 'predefined.Conferences' : 'predefined.Journals', d, row.journal);
      for (const { category, matches } of dictionaries) for (const word of matches(text)) add(category, d, word);
    }
    const authorCount = new Uint16Array(rows.length);
    const affiliated = new Uint8Array(rows.length);
    for (const author of authors) {
      const d = denseOf.get(author.document_id);
      if (d === undefined || d < first) continue;
      authorCount[d - first]!++;
      add(
        AUTHORS_CATEGORY,
        d,
        String(author.person_id),
        personNames.get(author.person_id),
        regionKeyOf(firstCountry(author.affiliations)),
      );
      for (const affiliation of author.affiliations ?? []) {
        if (affiliation.name) affiliated[d - first] = 1;
        add('predefined.Institutions', d, affiliation.name);
        if (affiliation.countryCode) {
          add('predefined.Countries', d, affiliation.countryCode.toUpperCase(), countryNameOf(affiliation.countryCode));
          add('predefined.Regions', d, regionOf(affiliation.countryCode));
        }
      }
    }
    for (const entity of entities) {
      const d = denseOf.get(entity.document_id);
      const category = ENTITY_CATEGORY[entity.kind];
      if (d !== undefined && d >= first && category) add(category, d, entity.value);
    }
    for (const [k, row] of rows.entries()) {
      column.authorCount.push(authorCount[k]!);
      let flags = 0;
      if (row.type !== 'Web Page' && !affiliated[k]) flags |= DOC_FLAG.unaffiliated;
      if (row.type !== 'Web Page' && !row.publisher) flags |= DOC_FLAG.unknownPublisher;
      if (row.type !== 'Web Page' && !row.volume) flags |= DOC_FLAG.missingVolume;
      if (row.day === null) flags |= DOC_FLAG.missingDate;
      column.flags.push(flags);
    }
  }
  const n = column.ids.length;
  const index: WorkspaceIndex = {
    investigationId,
    ids: column.ids.toArray(),
    denseOf,
    year: column.year.toArray(),
    dateMs: column.dateMs.toArray(),
    citations: column.citations.toArray(),
    score: new Float32Array(n),
    termScore: new Float32Array(n),
    excluded: new Uint8Array(n),
    excludedCount: 0,
    terms: [],
    relevancy: column.relevancy.toArray(),
    starred: column.starred.toArray(),
    touched: column.touched.toArray(),
    noted: column.noted.toArray(),
    labels: column.labels,
    authorCount: column.authorCount.toArray(),
    flags: column.flags.toArray(),
    text: column.text,
    url: column.url,
    facets: facetsInOrder(facets, dictionaries, n),
    orders: new Map(),
    orderedIds: new Map(),
    hidden: new Map(),
    totals: new Map(),
    builtAt: Date.now(),
  };
  rescore(index, terms);
  setHidden(index, await loadRemovedValues(db, investigationId), true);
  prepareFirstQuery(index);
  return index;
}
