import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** doc 2 §9: a one-time harvest takes at most this many search terms and search-engine URLs. */
export const MAX_ONE_TIME_TERMS = 20;
export const MAX_ONE_TIME_SEARCH_PAGES = 20;
export const MAX_HARVEST_DOIS = 1000;
export const MAX_HARVEST_DOCUMENTS = 50;
export const MAX_ENRICHMENT_AUTHORS = 50;

export const harvestMessages = {
  emptySearch: 'Please enter a search string',
  tooManyTerms: 'Maximum 20 search terms allowed',
  tooManySearchPages: 'Maximum 20 search engine URLs allowed',
  emptyDois: 'Please enter a DOI list',
  invalidDoiJson: 'DOI list is not a valid JSON',
  emptyAuthor: 'Please enter an author name',
  noDocuments: 'Select the documents whose references and citing works to harvest',
  started: 'Harvest started',
  /** The confirmation before either re-harvest (doc 2, the confirmations list: "re-harvest current documents"). */
  reharvestConfirm: 're-harvest current documents',
  nothingToReharvest: 'The investigation has no documents to re-harvest',
} as const;

/** Enrichment date ranges (doc 2 §4): Any, 1 Year Back (the default), Last 5 Years. */
export const enrichmentRanges = [
  { value: 'All', label: 'Any' },
  { value: 'LastYear', label: '1 Year Back' },
  { value: 'Last5Years', label: 'Last 5 Years' },
] as const;
export type EnrichmentRange = (typeof enrichmentRanges)[number]['value'];
export const DEFAULT_ENRICHMENT_RANGE: EnrichmentRange = 'LastYear';

const isUrl = (line: string) => /^https?:\/\//i.test(line);
/** A search-engine results page: a URL whose host contains google (doc 2 §5). */
export function isSearchEnginePage(url: string): boolean {
  try {
    return new URL(url).hostname.includes('google');
  } catch {
    return false;
  }
}

/** Lines trimmed, empties dropped, repeats dropped (doc 2 §5). */
export const harvestLines = (text: string): string[] => [
  ...new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

export interface OneTimeHarvestInput {
  terms: string[];
  pages: string[];
  searchPages: string[];
}

/** Splits a one-time harvest's text into search terms, page URLs and search-engine pages, with the §5 error if any. */
export function parseOneTimeHarvest(text: string): { input: OneTimeHarvestInput; error?: string; hint: string } {
  const lines = harvestLines(text);
  const urls = lines.filter(isUrl);
  const input = {
    terms: lines.filter((line) => !isUrl(line)),
    pages: urls.filter((url) => !isSearchEnginePage(url)),
    searchPages: urls.filter(isSearchEnginePage),
  };
  const hint = `${input.terms.length} terms; ${input.pages.length} pages; ${input.searchPages.length} search pages, of which all results are to be harvested`;
  if (lines.length === 0) return { input, hint, error: harvestMessages.emptySearch };
  if (input.terms.length > MAX_ONE_TIME_TERMS) return { input, hint, error: harvestMessages.tooManyTerms };
  if (input.searchPages.length > MAX_ONE_TIME_SEARCH_PAGES)
    return { input, hint, error: harvestMessages.tooManySearchPages };
  return { input, hint };
}

/** A DOI list: a JSON list when the text starts with "[", otherwise one per line (doc 2 §5). */
export function parseDoiList(text: string): { dois: string[]; error?: string } {
  const trimmed = text.trim();
  if (!trimmed) return { dois: [], error: harvestMessages.emptyDois };
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (!Array.isArray(parsed)) return { dois: [], error: harvestMessages.invalidDoiJson };
      const dois = harvestLines(parsed.map(String).join('\n'));
      return dois.length ? { dois } : { dois, error: harvestMessages.emptyDois };
    } catch {
      return { dois: [], error: harvestMessages.invalidDoiJson };
    }
  }
  return { dois: harvestLines(trimmed) };
}

/** Author names for an enrichment harvest: one per line. */
export function parseAuthorNames(text: string): { names: string[]; error?: string } {
  const names = harvestLines(text);
  return names.length ? { names } : { names, error: harvestMessages.emptyAuthor };
}

const params = z.object({ type: z.string().regex(/^[a-z]+$/), id: z.coerce.number().int().positive() });
const started = z.object({ jobId: z.number().int() });
const documentParams = params.extend({ docId: z.coerce.number().int().positive() });

/** The harvest calls of doc 2 §7: each queues a job; progress comes as the investigation's status and over the socket. */
export const harvestsApi = {
  topic: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/harvest/topic',
    access: 'owner',
    summary: 'One-time harvest by search terms, page URLs and search-engine pages (one per line)',
    params,
    body: z.object({
      searchString: z.string().max(20_000),
      urlHarvest: z.boolean().optional(),
      forceStringHarvest: z.boolean().optional(),
      forceNormalize: z.boolean().optional(),
    }),
    response: started,
  }),
  byDocuments: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/harvest/by-documents',
    access: 'owner',
    summary: 'Harvest the references and the citing works (OpenAlex) of the selected documents',
    params,
    body: z.object({ documentIds: z.array(z.number().int()).min(1).max(MAX_HARVEST_DOCUMENTS) }),
    response: started,
  }),
  byDoiList: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/harvest/by-doi-list',
    access: 'owner',
    summary: 'Harvest the works of a DOI list (OpenAlex, then Crossref for the DOIs OpenAlex lacks)',
    params,
    body: z.object({ doiList: z.array(z.string().trim().min(1).max(300)).min(1).max(MAX_HARVEST_DOIS) }),
    response: started,
  }),
  person: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/harvest/person',
    access: 'owner',
    summary: 'Author enrichment: the works of these authors in the date range',
    params,
    body: z.object({
      searchStrings: z.array(z.string().trim().min(1).max(300)).min(1).max(MAX_ENRICHMENT_AUTHORS),
      searchType: z
        .enum(enrichmentRanges.map((range) => range.value) as [EnrichmentRange, ...EnrichmentRange[]])
        .default(DEFAULT_ENRICHMENT_RANGE),
    }),
    response: started,
  }),
  /*
   * The two re-harvests of doc 2 §6 ("a re-harvest by URL button" of FacultyWorks users, "re-harvest a document
   * button" of Omnisol users): the spec names no call for them; these are Quarry's. Each queues a harvest job like
   * the calls above (progress, the harvest summary); the records it receives fill the documents' empty fields and
   * never a field a user set or cleared.
   */
  reharvestDocument: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/documents/:docId/reharvest',
    access: 'owner',
    requires: 'omnisol',
    summary:
      "Re-harvests one document: asks its sources again by its DOI (OpenAlex, then Crossref), else by its URL; fills its empty fields, never a user's (Quarry's own call)",
    params: documentParams,
    response: started,
  }),
  reharvestCurrent: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/harvest/reharvest',
    access: 'owner',
    requires: 'facultyWorks',
    summary:
      "Re-harvest by URL: asks the sources again for every current document, by its DOI, else by its URL; fills empty fields, never a user's; 400 when there are no documents (Quarry's own call)",
    params,
    response: started,
  }),
};
