import type { RejectedInput } from '@quarry/contract';
import type { NormalizedDocument } from '../document.js';
import type { HttpClient } from '../http/http-client.js';
import type { HarvestStream, Paging } from './harvest-page.js';
import { normalizeDoi, shortOpenAlexId } from './identifiers.js';
import { num, obj, str } from './json-read.js';
import {
  type OpenAlexAuthorCandidate,
  type OpenAlexInstitution,
  parseOpenAlexAuthor,
  parseOpenAlexInstitution,
  resultsOf,
} from './openalex-entities.js';
import { isWorkId, parseOpenAlexWork } from './openalex-parse.js';

export const OPENALEX_DEFAULT_URL = 'https://api.openalex.org';
const SOURCE = 'OpenAlex';
/** OpenAlex's largest page, and the most values it accepts OR-ed in one filter. */
const MAX_PER_PAGE = 200;
const MAX_FILTER_VALUES = 50;

export interface OpenAlexOptions {
  http: HttpClient;
  baseUrl?: string;
  /** OPENALEX_MAILTO: sent as `mailto`, which puts our requests in OpenAlex's polite pool. */
  mailto?: string;
  /** Sent as `api_key` when set (OpenAlex's premium or raised limits). */
  apiKey?: string;
  /** Minimum time between two OpenAlex requests; default 100 ms (OpenAlex allows 10 a second). */
  minIntervalMs?: number;
  /** Works per page, at most 200 (the default). */
  perPage?: number;
}

export interface WorksByAuthorOptions {
  /** Only the works the author signed with this institution (short id or URL). */
  institutionId?: string;
  /** Only works published in this year or later. */
  fromYear?: number;
  limit: number;
}

export interface OpenAlexClient {
  /** Works matching a search text (titles, abstracts, full text), best match first; optionally only an institution's. */
  searchWorks(search: string, limit: number, institutionId?: string, paging?: Paging): HarvestStream;
  /** Works of one OpenAlex author (short id "A…" or URL), newest first. */
  worksByAuthor(authorId: string, options: WorksByAuthorOptions, paging?: Paging): HarvestStream;
  /** Works with an author at the institution, published in [fromYear, toYear] (either bound optional), newest first. */
  worksByInstitution(
    institutionId: string,
    fromYear: number | undefined,
    toYear: number | undefined,
    limit: number,
    paging?: Paging,
  ): HarvestStream;
  /** The works of these DOIs that OpenAlex knows, asked 50 at a time; DOIs it does not know are simply absent. */
  worksByDois(dois: readonly string[], paging?: Paging): HarvestStream;
  /** The works this work cites (its references), by OpenAlex's `cited_by` filter. */
  worksCitedBy(workId: string, limit: number, paging?: Paging): HarvestStream;
  /** The works that cite this work, most cited first. */
  worksCiting(workId: string, limit: number, paging?: Paging): HarvestStream;
  /** Candidate authors for a person's name, most works first. */
  findAuthors(name: string, limit?: number): Promise<OpenAlexAuthorCandidate[]>;
  /** Institutions whose name matches the text (the University form's suggestions), only a country's when given (ISO code). */
  findInstitutions(text: string, limit?: number, countryCode?: string): Promise<OpenAlexInstitution[]>;
  /** How many works match a search text, per publication year (group_by=publication_year), oldest first. */
  worksPerYear(search: string): Promise<Array<{ year: number; count: number }>>;
}

const ID_KIND = { A: 'author', I: 'institution', W: 'work' } as const;

function requireId(value: string, prefix: keyof typeof ID_KIND): string {
  const id = shortOpenAlexId(value);
  if (!id?.startsWith(prefix)) throw new TypeError(`"${value}" is not an OpenAlex ${ID_KIND[prefix]} id`);
  return id;
}

/** A works page's `next` read back: undefined to start at the beginning, null when the answer was finished. */
function readAfter(after: Paging['after']): { cursor: string; seen: number } | null | undefined {
  if (after === null) return null;
  const value = obj(after);
  const cursor = str(value?.cursor);
  return cursor ? { cursor, seen: num(value?.seen) ?? 0 } : undefined;
}

/** An OpenAlex record that is not a work Quarry can read, as the summary names it: its id, and why. */
function unreadWork(raw: unknown): RejectedInput {
  const id = str(obj(raw)?.id);
  const short = id ? shortOpenAlexId(id) : undefined;
  return { input: short ?? id ?? 'a record without id', reason: short && isWorkId(id) ? 'no title' : 'not a work' };
}

export function createOpenAlexClient(options: OpenAlexOptions): OpenAlexClient {
  const baseUrl = (options.baseUrl ?? OPENALEX_DEFAULT_URL).replace(/\/+$/, '');
  const perPageMax = Math.min(MAX_PER_PAGE, Math.max(1, options.perPage ?? MAX_PER_PAGE));

  async function getJson(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
    const query = new URLSearchParams(params);
    if (options.mailto) query.set('mailto', options.mailto);
    if (options.apiKey) query.set('api_key', options.apiKey);
    const response = await options.http.get(`${baseUrl}${path}?${query}`, {
      source: SOURCE,
      rateKey: 'openalex',
      minIntervalMs: options.minIntervalMs ?? 100,
      accept: 'application/json',
      signal,
    });
    return response.json();
  }

  /**
   * Cursor paging (the only paging that reaches past 10,000 results) until `limit` works were seen. A page's `next`
   * is OpenAlex's next cursor with the count seen so far, so a resumed harvest asks for the very next page.
   */
  async function* works(
    params: Record<string, string>,
    limit: number,
    query: (work: NormalizedDocument) => string,
    paging: Paging = {},
  ): HarvestStream {
    const perPage = Math.min(perPageMax, Math.max(1, limit));
    const after = readAfter(paging.after);
    if (after === null) return;
    let cursor: string | undefined = after?.cursor ?? '*';
    let seen = after?.seen ?? 0;
    while (cursor && seen < limit) {
      const body = await getJson('/works', { ...params, 'per-page': String(perPage), cursor }, paging.signal);
      const results = resultsOf(body).slice(0, limit - seen);
      if (results.length === 0) return;
      seen += results.length;
      const documents: NormalizedDocument[] = [];
      const unread: RejectedInput[] = [];
      for (const raw of results) {
        const document = parseOpenAlexWork(raw, { query: '' });
        if (document) documents.push({ ...document, provenance: { ...document.provenance, query: query(document) } });
        else unread.push(unreadWork(raw));
      }
      const meta = obj(obj(body)?.meta);
      cursor = str(meta?.next_cursor);
      yield { documents, unread, total: num(meta?.count), next: cursor && seen < limit ? { cursor, seen } : null };
    }
  }

  return {
    searchWorks: (search, limit, institutionId, paging) =>
      institutionId
        ? works(
            { search, filter: `authorships.institutions.id:${requireId(institutionId, 'I')}` },
            limit,
            () => `${search} @ ${institutionId}`,
            paging,
          )
        : works({ search }, limit, () => search, paging),

    worksByAuthor(authorId, { institutionId, fromYear, limit }, paging) {
      const filters = [`authorships.author.id:${requireId(authorId, 'A')}`];
      if (institutionId) filters.push(`authorships.institutions.id:${requireId(institutionId, 'I')}`);
      if (fromYear !== undefined) filters.push(`from_publication_date:${fromYear}-01-01`);
      const asked = filters.join(',');
      return works({ filter: asked, sort: 'publication_date:desc' }, limit, () => asked, paging);
    },

    worksByInstitution(institutionId, fromYear, toYear, limit, paging) {
      const filters = [`authorships.institutions.id:${requireId(institutionId, 'I')}`];
      if (fromYear !== undefined) filters.push(`from_publication_date:${fromYear}-01-01`);
      if (toYear !== undefined) filters.push(`to_publication_date:${toYear}-12-31`);
      const asked = filters.join(',');
      return works({ filter: asked, sort: 'publication_date:desc' }, limit, () => asked, paging);
    },

    // Resumes at the next chunk of 50 DOIs: `next` is the index of the first DOI not asked yet.
    async *worksByDois(dois, paging = {}) {
      // A comma or pipe inside a DOI would split the filter; such rare DOIs are left to Crossref.
      const wanted = [...new Set(dois.map((doi) => normalizeDoi(doi)))].filter(
        (doi): doi is string => doi !== undefined && !/[,|]/.test(doi),
      );
      const from = typeof paging.after === 'number' ? paging.after : 0;
      for (let start = from; start < wanted.length; start += MAX_FILTER_VALUES) {
        const batch = wanted.slice(start, start + MAX_FILTER_VALUES);
        const documents: NormalizedDocument[] = [];
        const signal = paging.signal;
        for await (const page of works(
          { filter: `doi:${batch.join('|')}` },
          batch.length,
          (work) => work.doi ?? batch.join(' '),
          { signal },
        )) {
          documents.push(...page.documents);
        }
        const next = start + MAX_FILTER_VALUES;
        yield { documents, next: next < wanted.length ? next : null };
      }
    },

    worksCitedBy: (workId, limit, paging) =>
      works({ filter: `cited_by:${requireId(workId, 'W')}` }, limit, () => `cited_by:${workId}`, paging),

    worksCiting: (workId, limit, paging) =>
      works(
        { filter: `cites:${requireId(workId, 'W')}`, sort: 'cited_by_count:desc' },
        limit,
        () => `cites:${workId}`,
        paging,
      ),

    async findAuthors(name, limit = 25) {
      const body = await getJson('/authors', { search: name, 'per-page': String(Math.min(limit, MAX_PER_PAGE)) });
      return resultsOf(body)
        .map(parseOpenAlexAuthor)
        .filter((author): author is OpenAlexAuthorCandidate => author !== undefined)
        .sort((a, b) => b.worksCount - a.worksCount);
    },

    async worksPerYear(search) {
      const body = await getJson('/works', { search, group_by: 'publication_year' });
      const groups = Array.isArray(obj(body)?.group_by) ? (obj(body)!.group_by as unknown[]) : [];
      return groups
        .map((group) => ({ year: Number(obj(group)?.key), count: num(obj(group)?.count) ?? 0 }))
        .filter((entry) => Number.isInteger(entry.year) && entry.year > 0)
        .sort((a, b) => a.year - b.year);
    },

    async findInstitutions(text, limit = 10, countryCode) {
      const params: Record<string, string> = { search: text, 'per-page': String(Math.min(limit, MAX_PER_PAGE)) };
      if (countryCode) params.filter = `country_code:${countryCode.toUpperCase()}`;
      const body = await getJson('/institutions', params);
      return resultsOf(body)
        .map(parseOpenAlexInstitution)
        .filter((institution): institution is OpenAlexInstitution => institution !== undefined);
    },
  };
}
