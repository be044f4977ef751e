import { XMLParser } from 'fast-xml-parser';
import type { NormalizedAuthor, NormalizedConcept, NormalizedDocument } from '../document.js';
import { collapseWhitespace } from './clean-text.js';
import { parseLooseDate } from './dates.js';
import { normalizeDoi } from './identifiers.js';
import { arr, compact, num, obj, str } from './json-read.js';

export interface ArxivFeed {
  /** opensearch:totalResults — every match of the query, not just this page. */
  total: number;
  /** Entries on this page, including any that could not be read (paging counts them). */
  entries: number;
  documents: NormalizedDocument[];
  /** Entries without a title or an id, as the summary names them. */
  unread: Array<{ input: string; reason: string }>;
  /** arXiv answers a query it cannot run with 200 and one entry whose id is …/api/errors#…; this is its summary. */
  error?: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true, // arxiv:doi → doi, opensearch:totalResults → totalResults
  parseTagValue: false, // ids such as 1708.06771 must stay text
  parseAttributeValue: false,
  isArray: (name) => ['entry', 'author', 'link', 'category', 'affiliation'].includes(name),
});

/** Text of an element that may have come back as a string or as { '#text', '@attr' }. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return str(value);
  return str(obj(value)?.['#text']);
}

function authorsOf(entry: Record<string, unknown>): NormalizedAuthor[] {
  const authors: NormalizedAuthor[] = [];
  for (const item of arr(entry.author)) {
    const name = text(obj(item)?.name);
    if (!name) continue;
    const affiliations = arr(obj(item)?.affiliation)
      .map(text)
      .filter((affiliation): affiliation is string => affiliation !== undefined)
      .map((affiliation) => ({ name: collapseWhitespace(affiliation) }));
    authors.push(
      compact({
        name: collapseWhitespace(name),
        position: authors.length,
        affiliations,
        rawAffiliation:
          affiliations.length > 0 ? affiliations.map((affiliation) => affiliation.name).join('; ') : undefined,
      }),
    );
  }
  return authors;
}

function categoriesOf(entry: Record<string, unknown>): string[] {
  const primary = str(obj(entry.primary_category)?.['@term']);
  const all = arr(entry.category).map((category) => str(obj(category)?.['@term']));
  return [...new Set([primary, ...all].filter((term): term is string => term !== undefined))];
}

function linkOf(
  entry: Record<string, unknown>,
  wanted: (link: Record<string, unknown>) => boolean,
): string | undefined {
  const link = arr(entry.link)
    .map(obj)
    .find((candidate) => candidate !== undefined && wanted(candidate));
  return str(link?.['@href']);
}

function parseEntry(entry: Record<string, unknown>, query: string): NormalizedDocument | undefined {
  const title = collapseWhitespace(text(entry.title) ?? '');
  const id = text(entry.id);
  if (!title || !id) return undefined;
  const arxivId = id.replace(/^https?:\/\/arxiv\.org\/abs\//, '');
  const date = parseLooseDate(text(entry.published));
  const categories = categoriesOf(entry);
  const concepts: NormalizedConcept[] = categories.map((term, index) => ({
    name: term,
    score: index === 0 ? 1 : 0.5,
    kind: 'keyword',
  }));
  return compact<NormalizedDocument>({
    type: 'Article',
    title,
    abstract: collapseWhitespace(text(entry.summary) ?? ''),
    doi: normalizeDoi(text(entry.doi)),
    publisher: 'arXiv',
    date: date?.date,
    datePrecision: date?.datePrecision,
    publicationType: 'preprint',
    harvesterType: 'GENERIC',
    url: linkOf(entry, (link) => link['@rel'] === 'alternate') ?? id,
    fullTextUrl: linkOf(entry, (link) => link['@title'] === 'pdf' || link['@type'] === 'application/pdf'),
    authors: authorsOf(entry),
    concepts,
    keywords: categories,
    provenance: { source: 'arxiv', query, sourceId: arxivId, identifiers: { arxiv: arxivId } },
  });
}

/** An arXiv API Atom feed: its entries as documents and the total number of matches. */
export function parseArxivFeed(xml: string, query: string): ArxivFeed {
  const feed = obj(obj(parser.parse(xml))?.feed);
  const documents: NormalizedDocument[] = [];
  const unread: ArxivFeed['unread'] = [];
  const entries = arr(feed?.entry);
  for (const item of entries) {
    const entry = obj(item);
    if (entry && text(entry.id)?.includes('/api/errors')) {
      return {
        total: 0,
        entries: 0,
        documents: [],
        unread: [],
        error: collapseWhitespace(text(entry.summary) ?? 'unknown error'),
      };
    }
    const document = entry && parseEntry(entry, query);
    if (document) documents.push(document);
    else unread.push({ input: (entry && text(entry.id)) || 'an arXiv entry without id', reason: 'no title or id' });
  }
  return { total: num(text(feed?.totalResults)) ?? entries.length, entries: entries.length, documents, unread };
}
