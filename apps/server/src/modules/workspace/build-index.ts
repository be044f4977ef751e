import type { TopCategoryName } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import type { ScoringTerm } from '../../text/bm25.js';
import { buildFacet, Dictionary } from './facet.js';
import { countryName, regionOf } from './regions.js';
import { dictionariesOf, dictionaryMatcher } from '../configuration/index.js';
import { loadRemovedValues } from './removed-values.repository.js';
import { DOC_FLAG, RELEVANCY_CODE, rescore, setHidden, type WorkspaceIndex } from './workspace-index.js';
import { loadIndexAuthors, loadIndexDocuments, loadIndexEntities } from './workspace-index.repository.js';

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

/** Collects per-document value lists of every category, then packs them into facets. */
class FacetCollector {
  private readonly lists = new Map<TopCategoryName, { dictionary: Dictionary; perDocument: number[][] }>();
  constructor(private readonly size: number) {}

  add(category: TopCategoryName, doc: number, value: string | undefined | null, caption?: string): void {
    if (!value) return;
    let entry = this.lists.get(category);
    if (!entry) this.lists.set(category, (entry = { dictionary: new Dictionary(), perDocument: new Array(this.size) }));
    (entry.perDocument[doc] ??= []).push(entry.dictionary.idOf(value, caption));
  }

  facets() {
    return new Map([...this.lists].map(([name, { dictionary, perDocument }]) => [name, buildFacet(dictionary, perDocument)] as const));
  }
}

/** Builds an investigation's index from the database; `terms` score the relevance sort and exclude documents. */
export async function buildWorkspaceIndex(db: Queryable, investigationId: number, terms: readonly ScoringTerm[]): Promise<WorkspaceIndex> {
  const documents = await loadIndexDocuments(db, investigationId);
  const n = documents.length;
  const denseOf = new Map(documents.map((row, dense) => [row.id, dense]));
  const collector = new FacetCollector(n);
  const authorCount = new Uint16Array(n);
  const affiliated = new Uint8Array(n);
  for (const author of await loadIndexAuthors(db, investigationId)) {
    const d = denseOf.get(author.document_id);
    if (d === undefined) continue;
    authorCount[d]!++;
    collector.add('predefined.Persons', d, String(author.person_id), author.person_name);
    for (const affiliation of author.affiliations ?? []) {
      if (affiliation.name) affiliated[d] = 1;
      collector.add('predefined.Institutions', d, affiliation.name);
      if (affiliation.countryCode) {
        collector.add('predefined.Countries', d, affiliation.countryCode.toUpperCase(), countryName(affiliation.countryCode));
        collector.add('predefined.Regions', d, regionOf(affiliation.countryCode));
      }
    }
  }
  for (const entity of await loadIndexEntities(db, investigationId)) {
    const d = denseOf.get(entity.document_id);
    const category = ENTITY_CATEGORY[entity.kind];
    if (d !== undefined && category) collector.add(category, d, entity.value);
  }
  const index: WorkspaceIndex = {
    investigationId,
    ids: Int32Array.from(documents, (row) => row.id),
    denseOf,
    year: Int16Array.from(documents, (row) => row.date?.getUTCFullYear() ?? 0),
    dateMs: Float64Array.from(documents, (row) => row.date?.getTime() ?? Number.NaN),
    citations: Int32Array.from(documents, (row) => row.citation_number ?? 0),
    score: new Float32Array(n),
    termScore: new Float32Array(n),
    excluded: new Uint8Array(n),
    excludedCount: 0,
    relevancy: Uint8Array.from(documents, (row) => RELEVANCY_CODE[row.relevancy]),
    starred: Uint8Array.from(documents, (row) => (row.starred ? 1 : 0)),
    touched: Uint8Array.from(documents, (row) => (row.touched ? 1 : 0)),
    noted: Uint8Array.from(documents, (row) => (row.noted ? 1 : 0)),
    labels: documents.map((row) => [...row.labels]),
    authorCount,
    flags: Uint8Array.from(documents, (row, d) => {
      let flags = 0;
      if (row.type !== 'Web Page' && !affiliated[d]) flags |= DOC_FLAG.unaffiliated;
      if (row.type !== 'Web Page' && !row.publisher) flags |= DOC_FLAG.unknownPublisher;
      if (row.type !== 'Web Page' && !row.volume) flags |= DOC_FLAG.missingVolume;
      if (!row.date) flags |= DOC_FLAG.missingDate;
      return flags;
    }),
    // Title first, on a line of its own (the Dup-Scanning sort reads it back), then what the terms are matched in.
    text: documents.map((row) => [row.title, row.abstract, row.keywords.join(', '), row.page_text].join('\n').toLowerCase()),
    url: documents.map((row) => row.url ?? ''),
    facets: new Map(),
    orders: new Map(),
    orderedIds: new Map(),
    hidden: new Map(),
    totals: new Map(),
    builtAt: Date.now(),
  };
  documents.forEach((row, d) => {
    collector.add('predefined.Languages', d, row.language);
    collector.add('predefined.Classifications', d, row.type);
    collector.add('predefined.Domains', d, hostOf(row.url));
    collector.add(isProceedings(row.publication_type) ? 'predefined.Conferences' : 'predefined.Journals', d, row.journal);
  });
  // Each dictionary (configuration, Dictionaries page) is a custom top list of the words its documents contain.
  for (const dictionary of await dictionariesOf(db, investigationId)) {
    const matches = dictionaryMatcher(dictionary.words);
    index.text.forEach((text, d) => {
      for (const word of matches(text)) collector.add(lexemeCategory(dictionary.name), d, word);
    });
  }
  index.facets = collector.facets();
  setHidden(index, await loadRemovedValues(db, investigationId), true);
  rescore(index, terms);
  return index;
}
