import type { EnrichmentRange, OneTimeHarvestInput } from '@quarry/contract';
import type { Queryable } from '../../../db/database.js';
import type { HarvestedInvestigation, HarvestPorts, HarvestSettings } from '../harvest-ports.js';
import { localFilesSteps } from './local-files-step.js';
import type { HarvestStep } from '../pipeline/harvest-step.js';
import { sourcesFor } from './plan.js';
import type { Sources } from './sources.js';
import {
  arxivSearch,
  citationsOf,
  openAlexSearch,
  researcherWorks,
  searchEnginePage,
  webPage,
  webSearch,
  worksByDois,
} from './steps.js';
import { identifiersOf, openAlexWorksOf } from '../pipeline/ingest.repository.js';

/** What a user asked to harvest on top of the investigation's own plan (a job's payload carries it). */
export type HarvestRequest =
  /** `addedTerms`: the terms just added to the investigation that this harvest searches in its context. */
  | ({ kind: 'one-time'; addedTerms?: string[] } & OneTimeHarvestInput)
  | { kind: 'dois'; dois: string[] }
  | { kind: 'citations'; documentIds: number[] }
  | { kind: 'authors'; names: string[]; range: EnrichmentRange }
  /** The investigation's own harvest again, for its alerts (new works since the last check). */
  | { kind: 'alert' }
  /**
   * Documents already there looked up again by their identifiers (these, or every current document when no ids are
   * given), so that what the sources know now fills their empty fields (never a field a user set or cleared).
   */
  | { kind: 'reharvest'; documentIds?: number[] }
  /** Files added to a Local documents investigation after it was created: these uploads only, a step each. */
  | { kind: 'files'; uploadIds: number[]; fileNames: string[] };

/** The first year an enrichment range covers (doc 2 §4: Any, 1 Year Back, Last 5 Years). */
export function enrichmentFromYear(range: EnrichmentRange, now = new Date()): number | undefined {
  const year = now.getUTCFullYear();
  if (range === 'LastYear') return year - 1;
  if (range === 'Last5Years') return year - 5;
  return undefined;
}

/** The steps of a harvest request; web steps only when the investigation includes web pages. */
export async function planForRequest(
  allSources: Sources,
  db: Queryable,
  investigation: HarvestedInvestigation,
  request: HarvestRequest,
  settings: HarvestSettings,
  uploads: Pick<HarvestPorts, 'uploadsOf' | 'uploadPath'>,
): Promise<HarvestStep[]> {
  const { articleSources: sources, webSources } = sourcesFor(allSources, settings);
  switch (request.kind) {
    case 'one-time':
      return [
        ...request.terms.flatMap((term) => [
          ...(settings.includeArticles ? [openAlexSearch(sources, term), arxivSearch(sources, term)] : []),
          ...(settings.includeWebPages ? [webSearch(webSources, term)] : []),
        ]),
        ...request.pages.map((url) => webPage(sources, url)),
        ...request.searchPages.map((url) => searchEnginePage(webSources, url)),
      ];
    case 'dois':
      return [worksByDois(sources, request.dois)];
    case 'alert':
      throw new Error('An alert check plans the investigation’s own harvest (planFor)');
    case 'citations':
      return (await openAlexWorksOf(db, investigation.id, request.documentIds)).map((work) =>
        citationsOf(sources, work.source_id, work.title),
      );
    case 'authors': {
      const fromYear = enrichmentFromYear(request.range);
      return request.names.map((name) => researcherWorks(sources, name, undefined, fromYear));
    }
    case 'reharvest':
      return reharvestSteps(sources, await identifiersOf(db, investigation.id, request.documentIds));
    case 'files':
      return localFilesSteps(
        investigation.id,
        await uploads.uploadsOf(investigation.id, request.uploadIds),
        uploads.uploadPath,
      );
  }
}

/**
 * A re-harvest's steps: the documents with a DOI asked by it (OpenAlex, then Crossref), those without one by their
 * page (the URL they were found at). A document with neither cannot be asked again.
 */
export function reharvestSteps(
  sources: Sources,
  documents: Array<{ doi: string | null; url: string | null }>,
): HarvestStep[] {
  const dois = documents.flatMap((document) => document.doi ?? []);
  const urls = [...new Set(documents.flatMap((document) => (document.doi ? [] : (document.url ?? []))))];
  const byDoi = worksByDois(sources, dois);
  return [
    ...(dois.length > 0
      ? [{ ...byDoi, name: `reharvest:dois:${dois.length}`, label: `Current documents by DOI (${dois.length})` }]
      : []),
    ...urls.map((url) => webPage(sources, url)),
  ];
}
