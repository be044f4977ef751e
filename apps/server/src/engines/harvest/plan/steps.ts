import type { RejectedInput } from '@quarry/contract';
import { countryName } from '../../../text/countries.js';
import { normalizeDoi } from '../connectors/identifiers.js';
import { namesCompatible, normalizeName } from '../../../text/person-names.js';
import type { OpenAlexAuthorCandidate } from '../connectors/openalex-entities.js';
import { crawlSite } from '../connectors/site-crawler.js';
import { WebSearchDisabled, webSearchHitToDocument } from '../connectors/web-search.js';
import type { NormalizedDocument } from '../document.js';
import type { HarvestStream, PageCursor } from '../connectors/harvest-page.js';
import {
  type HarvestStep,
  type StepBatch,
  type StepCursor,
  StepSkipped,
  StepUnavailable,
} from '../pipeline/harvest-step.js';
import type { Sources } from './sources.js';

/** A source's pages as a step's batches, each page's `next` as the cursor (wrapped, for a step of several phases). */
async function* pages(
  stream: HarvestStream,
  wrap: (next: PageCursor) => StepCursor = (next) => next,
): AsyncIterable<StepBatch> {
  for await (const page of stream) {
    yield {
      batch: page.documents,
      unread: page.unread,
      cursor: page.next === undefined ? undefined : wrap(page.next),
      found: page.total,
    };
  }
}

/** One batch from a step that cannot resume inside itself: a retry starts it over (ingest skips what it stored). */
const batch = (documents: NormalizedDocument[]): StepBatch => ({ batch: documents });

export const openAlexSearch = (sources: Sources, search: string): HarvestStep => ({
  name: `openalex:search:${search}`,
  label: `OpenAlex search for "${search}"`,
  source: 'OpenAlex',
  limit: sources.settings.maxResults,
  run: (cursor, signal) =>
    pages(sources.openalex.searchWorks(search, sources.settings.maxResults, undefined, { after: cursor, signal })),
});

export const arxivSearch = (sources: Sources, search: string): HarvestStep => ({
  name: `arxiv:search:${search}`,
  label: `arXiv search for "${search}"`,
  source: 'arXiv',
  limit: sources.settings.maxResults,
  run: (cursor, signal) => pages(sources.arxiv.search(search, sources.settings.maxResults, { after: cursor, signal })),
});

/** Web search, then each hit's page fetched and read; a hit whose page cannot be read is kept as its snippet. */
export const webSearch = (sources: Sources, query: string, label = `Web search for "${query}"`): HarvestStep => ({
  name: `web-search:${query}`,
  label,
  source: 'Web search',
  limit: sources.settings.maxResults,
  async *run() {
    try {
      for await (const hits of sources.webSearch.search(query, sources.settings.maxResults)) {
        const documents: NormalizedDocument[] = [];
        for (const hit of hits) {
          const page = await sources.pages
            .fetchPage(hit.url, { harvesterType: 'GOOGLE', provenance: { source: 'web-search', query } })
            .catch(() => undefined);
          documents.push(page?.document ?? webSearchHitToDocument(hit, query));
        }
        yield batch(documents);
      }
    } catch (error) {
      if (error instanceof WebSearchDisabled) throw new StepUnavailable(`${label} skipped: WEB_SEARCH_URL is not set`);
      throw error;
    }
  },
});

/** A search restricted to one institution's works (the Institutes Search page of a Topic's configuration). */
export const institutionSearch = (sources: Sources, search: string, institutionName: string): HarvestStep => ({
  name: `openalex:search:${search}:at:${institutionName}`,
  label: `OpenAlex search for "${search}" at ${institutionName}`,
  source: 'OpenAlex',
  limit: sources.settings.maxResults,
  async *run(cursor, signal) {
    const institution = await findInstitution(sources, institutionName);
    if (!institution) throw new StepSkipped(`OpenAlex knows no institution named "${institutionName}"`);
    yield* pages(
      sources.openalex.searchWorks(search, sources.settings.maxResults, institution.id, { after: cursor, signal }),
    );
  },
});

export const siteCrawl = (sources: Sources, startUrl: string): HarvestStep => ({
  name: `crawl:${startUrl}`,
  label: `Crawl of ${startUrl}`,
  source: 'Website',
  limit: sources.settings.crawlMaxPages,
  async *run() {
    for await (const event of crawlSite(sources.pages, startUrl, { maxPages: sources.settings.crawlMaxPages })) {
      if (event.kind === 'page') yield batch([event.page.document]);
    }
  },
});

/** The OpenAlex institution best matching a name; with a country code, only one in that country, never another's. */
async function findInstitution(sources: Sources, name: string, countryCode?: string) {
  const found = await sources.openalex.findInstitutions(name, 10, countryCode);
  return found.find((institution) => !countryCode || institution.countryCode === countryCode);
}

export const institutionWorks = (
  sources: Sources,
  name: string,
  fromYear?: number,
  toYear?: number,
  countryCode?: string,
): HarvestStep => ({
  name: `openalex:institution:${name}:${fromYear ?? ''}-${toYear ?? ''}`,
  label: `OpenAlex works of ${name}${fromYear ? ` (${fromYear}–${toYear})` : ''}`,
  source: 'OpenAlex',
  limit: sources.settings.maxResults,
  async *run(cursor, signal) {
    const institution = await findInstitution(sources, name, countryCode);
    const where = countryCode ? ` in ${countryName(countryCode)}` : '';
    if (!institution) throw new StepSkipped(`OpenAlex knows no institution named "${name}"${where}`);
    yield* pages(
      sources.openalex.worksByInstitution(institution.id, fromYear, toYear, sources.settings.maxResults, {
        after: cursor,
        signal,
      }),
    );
  },
});

/**
 * The researcher a name means: among OpenAlex's candidates with a compatible name, those affiliated with the
 * institution when one is given; of these, one carrying the very name before one that is only compatible
 * ("Marta Puig i Serra" over "Marta P. Serra"), then the one with the most works.
 */
function pickAuthor(candidates: OpenAlexAuthorCandidate[], name: string, institutionId?: string) {
  const names = (c: OpenAlexAuthorCandidate) => [c.displayName, ...c.alternativeNames];
  const compatible = candidates.filter((c) => names(c).some((candidate) => namesCompatible(candidate, name)));
  const atInstitution = institutionId
    ? compatible.filter((c) => c.lastKnownInstitutions.some((i) => i.openalexId === institutionId))
    : compatible;
  const exact = (c: OpenAlexAuthorCandidate) =>
    names(c).some((candidate) => normalizeName(candidate) === normalizeName(name)) ? 1 : 0;
  return [...(atInstitution.length ? atInstitution : compatible)].sort(
    (a, b) => exact(b) - exact(a) || b.worksCount - a.worksCount,
  )[0];
}

/**
 * A researcher's works: the author the name and the institution point to, and only the works done at that
 * institution, unless `anywhere` (the institution then only tells namesakes apart).
 */
export const researcherWorks = (
  sources: Sources,
  name: string,
  instituteName?: string,
  fromYear?: number,
  { anywhere = false }: { anywhere?: boolean } = {},
): HarvestStep => ({
  name: `openalex:author:${name}:${instituteName ?? ''}${fromYear ? `:${fromYear}` : ''}`,
  label:
    `OpenAlex works of ${name}` +
    (instituteName ? (anywhere ? ` (of ${instituteName})` : ` at ${instituteName}`) : '') +
    (fromYear ? ` since ${fromYear}` : ''),
  source: 'OpenAlex',
  limit: sources.settings.maxResults,
  async *run(cursor, signal) {
    const institution = instituteName ? await findInstitution(sources, instituteName) : undefined;
    const author = pickAuthor(await sources.openalex.findAuthors(name, 25), name, institution?.id);
    if (!author) throw new StepSkipped(`OpenAlex knows no author named "${name}"`);
    const options = {
      institutionId: anywhere ? undefined : institution?.id,
      fromYear,
      limit: sources.settings.maxResults,
    };
    yield* pages(sources.openalex.worksByAuthor(author.id, options, { after: cursor, signal }));
  },
});

/**
 * Works by DOI: OpenAlex first, Crossref for the DOIs OpenAlex lacks. The cursor keeps the DOIs OpenAlex found so
 * far and where its chunks stopped (null once they are all asked), so a resumed step asks neither twice. Lines that
 * are no DOI are not asked; DOIs that neither source knows are named at the end.
 */
export const worksByDois = (sources: Sources, lines: string[]): HarvestStep => {
  const dois = [...new Set(lines.flatMap((line) => normalizeDoi(line) ?? []))];
  const notDois = lines
    .filter((line) => normalizeDoi(line) === undefined)
    .map((input) => ({ input, reason: 'not a DOI' }));
  return {
    name: `dois:${lines.join(',')}`,
    label: `Works of ${dois.length} DOI(s)`,
    source: 'OpenAlex and Crossref',
    rejectedInputs: notDois,
    async *run(cursor, signal) {
      const resumed = dois.length > 0 && cursor && typeof cursor === 'object' && !Array.isArray(cursor) ? cursor : {};
      const found = new Set<string>(Array.isArray(resumed.found) ? resumed.found.map(String) : []);
      if (dois.length > 0 && resumed.after !== null) {
        for await (const page of sources.openalex.worksByDois(dois, { after: resumed.after, signal })) {
          page.documents.forEach((doc) => doc.doi && found.add(doc.doi));
          yield { batch: page.documents, unread: page.unread, cursor: { after: page.next ?? null, found: [...found] } };
        }
      }
      const fromCrossref: NormalizedDocument[] = [];
      const unmatched: RejectedInput[] = [];
      for (const doi of dois.filter((doi) => !found.has(doi))) {
        signal?.throwIfAborted();
        const doc = await sources.crossref.lookupDoi(doi);
        if (doc) fromCrossref.push(doc);
        else unmatched.push({ input: doi, reason: 'known neither to OpenAlex nor to Crossref' });
      }
      yield { batch: fromCrossref, cursor: null, unmatched };
    },
  };
};

/** One page by its URL (a one-time harvest's page line). */
export const webPage = (sources: Sources, url: string): HarvestStep => ({
  name: `page:${url}`,
  label: `Page ${url}`,
  source: 'Web page',
  async *run() {
    yield batch([(await sources.pages.fetchPage(url, { harvesterType: 'GENERIC' })).document]);
  },
});

/** A search-engine results page: its query is asked of the web search, and every result harvested. */
export const searchEnginePage = (sources: Sources, url: string): HarvestStep => {
  const query = new URL(url).searchParams.get('q')?.trim();
  if (!query)
    return {
      name: `search-page:${url}`,
      label: `Search page ${url}`,
      source: 'Web search',
      run: () => skip(`Search page ${url} has no query (q=…)`),
    };
  return webSearch(sources, query, `Search page ${url}`);
};

async function* skip(reason: string): AsyncIterable<StepBatch> {
  yield* [];
  throw new StepSkipped(reason);
}

/** The references and the citing works of one OpenAlex work; the cursor names the phase and its page. */
export const citationsOf = (sources: Sources, workId: string, title: string): HarvestStep => ({
  name: `openalex:citations:${workId}`,
  label: `References and citing works of "${title}"`,
  source: 'OpenAlex',
  async *run(cursor, signal) {
    const resumed = cursor && typeof cursor === 'object' && !Array.isArray(cursor) ? cursor : {};
    const limit = sources.settings.maxResults;
    if (resumed.phase !== 'citing') {
      yield* pages(
        sources.openalex.worksCitedBy(workId, limit, { after: resumed.after, signal }),
        (next): StepCursor => (next === null ? { phase: 'citing' } : { phase: 'cited', after: next }),
      );
    }
    const after = resumed.phase === 'citing' ? resumed.after : undefined;
    yield* pages(sources.openalex.worksCiting(workId, limit, { after, signal }), (next) => ({
      phase: 'citing',
      after: next,
    }));
  },
});
