import { type EnrichmentRange, harvestMessages, parseOneTimeHarvest } from '@quarry/contract';
import type { HarvestRequest } from '../../engines/harvest/plan/harvest-requests.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { HARVEST_JOB } from '../../engines/harvest/harvest-ports.js';
import type { InvestigationFacts } from '../investigations/index.js';
import type { Queryable } from '../../db/database.js';
import { enrichmentNames, hasDocuments } from './harvests.repository.js';

export type HarvestsService = ReturnType<typeof createHarvestsService>;

/**
 * The harvests a user asks for in an investigation (doc 2 §4 "Harvests"): each is validated with the contract's
 * rules, then queued as a harvest job carrying the request; the job reports through the investigation's status
 * and the socket like the first harvest.
 */
export function createHarvestsService(
  db: Queryable,
  jobs: Pick<JobRunner, 'enqueue'>,
  /** Which of these documents are the investigation's (the workspace module owns the documents' reads). */
  documentIdsIn: (investigation: InvestigationFacts, ids: number[]) => Promise<number[]>,
) {
  async function queue(investigation: InvestigationFacts, request: HarvestRequest): Promise<{ jobId: number }> {
    const investigationId = investigation.id;
    const jobId = await jobs.enqueue({ kind: HARVEST_JOB, investigationId, payload: { investigationId, request } });
    return { jobId };
  }

  return {
    oneTime(
      investigation: InvestigationFacts,
      body: { searchString: string; urlHarvest?: boolean; forceStringHarvest?: boolean },
    ) {
      const { input, error } = parseOneTimeHarvest(body.searchString);
      if (error) throw badRequest(error);
      // Forcing reads every line one way: all as search terms, or all as page URLs.
      if (body.forceStringHarvest)
        return queue(investigation, {
          kind: 'one-time',
          terms: [...input.terms, ...input.pages, ...input.searchPages],
          pages: [],
          searchPages: [],
        });
      if (body.urlHarvest && input.terms.length > 0) throw badRequest(`Not a URL: ${input.terms[0]}`);
      return queue(investigation, { kind: 'one-time', ...input });
    },

    async byDocuments(investigation: InvestigationFacts, documentIds: number[]) {
      const known = await documentIdsIn(investigation, documentIds);
      if (known.length === 0) throw badRequest('None of these documents is in the investigation');
      return queue(investigation, { kind: 'citations', documentIds: known });
    },

    /** Terms just added in a batch (suggested, predefined or typed), each searched as `queries` says (in context). */
    terms: (investigation: InvestigationFacts, queries: string[], addedTerms: string[]) =>
      queue(investigation, { kind: 'one-time', terms: queries, pages: [], searchPages: [], addedTerms }),

    byDois: (investigation: InvestigationFacts, dois: string[]) => queue(investigation, { kind: 'dois', dois }),

    authors: (investigation: InvestigationFacts, names: string[], range: EnrichmentRange) =>
      queue(investigation, { kind: 'authors', names, range }),

    /** Re-harvest a document (Omnisol users, doc 2 §6): its sources asked again; 404 when it is not the investigation's. */
    async reharvestDocument(investigation: InvestigationFacts, documentId: number) {
      const known = await documentIdsIn(investigation, [documentId]);
      if (known.length === 0) throw notFound();
      return queue(investigation, { kind: 'reharvest', documentIds: known });
    },

    /** Re-harvest by URL (FacultyWorks users, doc 2 §6): every current document's sources asked again. */
    async reharvestCurrent(investigation: InvestigationFacts) {
      if (!(await hasDocuments(db, investigation.id))) throw badRequest(harvestMessages.nothingToReharvest);
      return queue(investigation, { kind: 'reharvest' });
    },

    /** The author names enriched (a harvest finished) and being enriched, lower-cased (the author graph's looks). */
    async enrichedNames(investigationId: number): Promise<{ harvested: Set<string>; harvesting: Set<string> }> {
      const harvested = new Set<string>();
      const harvesting = new Set<string>();
      for (const { name, finished } of await enrichmentNames(db, investigationId))
        (finished ? harvested : harvesting).add(name.toLowerCase());
      return { harvested, harvesting };
    },
  };
}
