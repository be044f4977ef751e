import type { NormalizedDocument } from '../document.js';
import type { HttpClient } from '../http/http-client.js';
import { parseCrossrefWork } from './crossref-parse.js';
import { normalizeDoi } from './identifiers.js';
import { obj } from './json-read.js';

export const CROSSREF_DEFAULT_URL = 'https://api.crossref.org';

export interface CrossrefOptions {
  http: HttpClient;
  baseUrl?: string;
  /** Sent as `mailto` (Crossref's polite pool), like OpenAlex's. */
  mailto?: string;
  /** Minimum time between two Crossref requests; default 100 ms. */
  minIntervalMs?: number;
}

export interface CrossrefClient {
  /** The work of a DOI, or undefined when Crossref does not know it (404) or the text is not a DOI. */
  lookupDoi(doi: string): Promise<NormalizedDocument | undefined>;
}

/** DOIs keep their slashes in the path (Crossref's own examples do); everything else is escaped. */
const doiPath = (doi: string) => encodeURIComponent(doi).replace(/%2F/gi, '/');

export function createCrossrefClient(options: CrossrefOptions): CrossrefClient {
  const baseUrl = (options.baseUrl ?? CROSSREF_DEFAULT_URL).replace(/\/+$/, '');
  return {
    async lookupDoi(text) {
      const doi = normalizeDoi(text);
      if (!doi) return undefined;
      const query = options.mailto ? `?${new URLSearchParams({ mailto: options.mailto })}` : '';
      const response = await options.http.get(`${baseUrl}/works/${doiPath(doi)}${query}`, {
        source: 'Crossref',
        rateKey: 'crossref',
        minIntervalMs: options.minIntervalMs ?? 100,
        accept: 'application/json',
        allowStatuses: [404],
      });
      if (response.status === 404) return undefined;
      return parseCrossrefWork(obj(response.json())?.message, doi);
    },
  };
}
