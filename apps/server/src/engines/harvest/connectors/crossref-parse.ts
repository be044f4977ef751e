import type { NormalizedAffiliation, NormalizedAuthor, NormalizedDocument } from '../document.js';
import { collapseWhitespace, plainText } from './clean-text.js';
import { dateFromParts, type PartialDate } from './dates.js';
import { normalizeDoi, normalizeOrcid } from './identifiers.js';
import { arr, compact, num, obj, str, strings } from './json-read.js';
import { documentTypeOf } from './publication-types.js';

/** Crossref dates are { "date-parts": [[2019, 4, 12]] }, with month and day present only when known. */
function crossrefDate(value: unknown): PartialDate | undefined {
  const parts = arr(arr(obj(value)?.['date-parts'])[0]).map(num);
  return dateFromParts(parts[0], parts[1], parts[2]);
}

function pagesOf(message: Record<string, unknown>): { firstPage?: string; lastPage?: string } {
  const page = str(message.page);
  if (!page) return { firstPage: str(message['article-number']) };
  const [first, last] = page.split(/\s*[-–—]\s*/);
  return { firstPage: str(first), lastPage: str(last) };
}

function authorsOf(list: unknown): NormalizedAuthor[] {
  const authors: NormalizedAuthor[] = [];
  for (const item of arr(list)) {
    const author = obj(item);
    if (!author) continue;
    // people have given/family; a consortium ("T2K Collaboration") has only name
    const name =
      collapseWhitespace([str(author.given), str(author.family)].filter(Boolean).join(' ')) || str(author.name);
    if (!name) continue;
    const affiliations = arr(author.affiliation)
      .map((affiliation) => str(obj(affiliation)?.name))
      .filter((affiliationName): affiliationName is string => affiliationName !== undefined)
      .map((affiliationName): NormalizedAffiliation => ({ name: collapseWhitespace(affiliationName) }));
    authors.push(
      compact({
        name,
        position: authors.length,
        orcid: normalizeOrcid(str(author.ORCID)),
        affiliations,
        rawAffiliation:
          affiliations.length > 0 ? affiliations.map((affiliation) => affiliation.name).join('; ') : undefined,
      }),
    );
  }
  return authors;
}

function pdfLink(links: unknown): string | undefined {
  const link = arr(links).find((item) => str(obj(item)?.['content-type']) === 'application/pdf');
  return str(obj(link)?.URL);
}

/** Crossref relation types that make two DOIs versions of one work (not citations, reviews or replies). */
const VERSION_RELATIONS = [
  'is-preprint-of',
  'has-preprint',
  'is-version-of',
  'has-version',
  'is-identical-to',
  'is-manifestation-of',
  'has-manifestation',
];

/** The DOIs of the versions a Crossref record states (its `relation` object). */
export function versionDois(relation: unknown, ownDoi: string | undefined): string[] | undefined {
  const relations = obj(relation);
  if (!relations) return undefined;
  const dois = VERSION_RELATIONS.flatMap((kind) =>
    arr(relations[kind])
      .map(obj)
      .filter((item) => str(item?.['id-type'])?.toLowerCase() === 'doi')
      .map((item) => normalizeDoi(str(item?.id))),
  ).filter((doi): doi is string => doi !== undefined && doi !== ownDoi);
  return dois.length > 0 ? [...new Set(dois)] : undefined;
}

/**
 * A Crossref work message (the `message` of /works/{doi}, or one item of a work-list) as a NormalizedDocument.
 * The date is the earliest known publication (issued), then print, online, and finally creation.
 */
export function parseCrossrefWork(raw: unknown, query: string): NormalizedDocument | undefined {
  const message = obj(raw);
  if (!message) return undefined;
  const title = plainText(strings(message.title)[0]);
  if (!title) return undefined;
  const doi = normalizeDoi(str(message.DOI));
  const type = str(message.type);
  const date =
    crossrefDate(message.issued) ??
    crossrefDate(message['published-print']) ??
    crossrefDate(message['published-online']) ??
    crossrefDate(message.published) ??
    crossrefDate(message.created);
  const language = str(message.language);

  return compact<NormalizedDocument>({
    type: documentTypeOf(type),
    title,
    abstract: plainText(str(message.abstract)),
    doi,
    relatedDois: versionDois(message.relation, doi),
    journal: plainText(strings(message['container-title'])[0]) || undefined,
    publisher: str(message.publisher),
    volume: str(message.volume),
    issue: str(message.issue),
    ...pagesOf(message),
    date: date?.date,
    datePrecision: date?.datePrecision,
    publicationType: type,
    language: language && /^[a-z]{2}$/i.test(language) ? language.toLowerCase() : undefined,
    citationNumber: num(message['is-referenced-by-count']),
    harvesterType: 'PUBLISHER',
    url: str(message.URL) ?? (doi ? `https://doi.org/${doi}` : undefined),
    fullTextUrl: pdfLink(message.link),
    authors: authorsOf(message.author),
    concepts: [],
    keywords: strings(message.subject),
    provenance: compact({ source: 'crossref' as const, query, sourceId: doi }),
  });
}
