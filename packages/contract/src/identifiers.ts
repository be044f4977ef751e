import { z } from 'zod';

/**
 * A document's identifiers in other services (Step 6, "All Details"): each shown as a labelled link. The one place
 * that knows how an identifier is spelled and where it links to; the server builds a document's list with
 * `documentIdentifiers`, the web only draws it.
 */
export const identifierSchemes = ['doi', 'openalex', 'arxiv', 'pubmed', 'pmc'] as const;
export type IdentifierScheme = (typeof identifierSchemes)[number];

/** What each identifier reads as on screen: "DOI 10.7717/peerj.4375", "OpenAlex W2741809807". */
export const identifierLabel: Record<IdentifierScheme, string> = {
  doi: 'DOI',
  openalex: 'OpenAlex',
  arxiv: 'arXiv',
  pubmed: 'PubMed',
  pmc: 'PMC',
};

export const documentIdentifier = z.object({ scheme: z.enum(identifierSchemes), id: z.string(), url: z.string() });
export type DocumentIdentifier = z.infer<typeof documentIdentifier>;

/** Identifiers as a source gives them (bare or as URLs, any case); absent or unreadable ones are skipped. */
export type KnownIdentifiers = Partial<Record<IdentifierScheme, string | null | undefined>>;

const ARXIV_DOI = /^10\.48550\/arxiv\.(.+)$/;

/** Each scheme's id from what a source wrote, in one spelling; undefined for anything that is not one. */
const normalizers: Record<IdentifierScheme, (value: string) => string | undefined> = {
  doi: (value) =>
    value
      .match(/10\.\d{4,9}\/\S+/)?.[0]
      .replace(/[.,;]+$/, '')
      .toLowerCase(),
  openalex: (value) => value.match(/^(?:https?:\/\/openalex\.org\/)?(W\d+)\/?$/i)?.[1]?.toUpperCase(),
  // new-style 2101.00001 or old-style hep-th/9901001, without its version (the abstract page shows the latest)
  arxiv: (value) =>
    value
      .trim()
      .replace(/^(?:arxiv:|https?:\/\/(?:export\.)?arxiv\.org\/(?:abs|pdf)\/)/i, '')
      .match(/^(\d{4}\.\d{4,5}|[a-z-]+(?:\.[a-z]{2})?\/\d{7})(?:v\d+)?(?:\.pdf)?$/i)?.[1],
  pubmed: (value) =>
    value.match(
      /^(?:https?:\/\/(?:pubmed\.ncbi\.nlm\.nih\.gov|www\.ncbi\.nlm\.nih\.gov\/pubmed)\/)?(\d{1,9})\/?$/i,
    )?.[1],
  pmc: (value) => {
    const digits = value.match(/^(?:https?:\/\/[^/]+\/pmc\/articles\/)?(?:PMC)?(\d{1,9})\/?$/i)?.[1];
    return digits ? `PMC${digits}` : undefined;
  },
};

const encodePath = (id: string) => id.split('/').map(encodeURIComponent).join('/');

const urls: Record<IdentifierScheme, (id: string) => string> = {
  doi: (id) => `https://doi.org/${encodePath(id)}`,
  openalex: (id) => `https://openalex.org/${id}`,
  arxiv: (id) => `https://arxiv.org/abs/${encodePath(id)}`,
  pubmed: (id) => `https://pubmed.ncbi.nlm.nih.gov/${id}/`,
  pmc: (id) => `https://www.ncbi.nlm.nih.gov/pmc/articles/${id}/`,
};

/** One identifier with its link, or undefined when the value is not one of that scheme. */
export function documentIdentifierOf(
  scheme: IdentifierScheme,
  value: string | null | undefined,
): DocumentIdentifier | undefined {
  const id = value ? normalizers[scheme](value.trim()) : undefined;
  return id ? { scheme, id, url: urls[scheme](id) } : undefined;
}

/**
 * A document's identifiers from every record it is made of (its own, those harvested again and those merged into
 * it): each once, DOIs first, then OpenAlex, arXiv, PubMed, PMC, in the order the records gave them. An arXiv DOI
 * (10.48550/arxiv.…) also names the arXiv paper.
 */
export function documentIdentifiers(records: Iterable<KnownIdentifiers | null | undefined>): DocumentIdentifier[] {
  const found = new Map<string, DocumentIdentifier>();
  const add = (scheme: IdentifierScheme, value: string | null | undefined) => {
    const identifier = documentIdentifierOf(scheme, value);
    if (identifier && !found.has(`${scheme}:${identifier.id}`)) found.set(`${scheme}:${identifier.id}`, identifier);
  };
  for (const record of records) {
    if (!record) continue;
    for (const scheme of identifierSchemes) add(scheme, record[scheme]);
    const doi = documentIdentifierOf('doi', record.doi);
    add('arxiv', doi?.id.match(ARXIV_DOI)?.[1]);
  }
  const order = (identifier: DocumentIdentifier) => identifierSchemes.indexOf(identifier.scheme);
  return [...found.values()].sort((a, b) => order(a) - order(b));
}

/** A link to the DOI resolver (https://doi.org/…): a DOI, not a website of its own. */
export const isDoiUrl = (url: string): boolean => /^https?:\/\/(?:dx\.)?doi\.org\//i.test(url.trim());
