import type { EnrichmentRange, OneTimeHarvestInput } from '@quarry/contract';
import type { Queryable } from '../../../db/database.js';
import type { HarvestedInvestigation, HarvestSettings } from '../harvest-ports.js';
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
import { openAlexWorksOf } from '../pipeline/ingest.repository.js';

/** What a user asked to harvest on top of the investigation's own plan (a job's payload carries it). */
export type HarvestRequest =
  /** `addedTerms`: the terms just added to the investigation that this harvest searches in its context. */
  | ({ kind: 'one-time'; addedTerms?: string[] } & OneTimeHarvestInput)
  | { kind: 'dois'; dois: string[] }
  | { kind: 'citations'; documentIds: number[] }
  | { kind: 'authors'; names: string[]; range: EnrichmentRange }
  /** The investigation's own harvest again, for its alerts (new works since the last check). */
  | { kind: 'alert' };

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
  }
}
