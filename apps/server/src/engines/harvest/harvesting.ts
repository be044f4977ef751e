import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { JobHandler } from '../../jobs/job-runner.js';
import { HARVEST_JOB, type HarvestPorts, type HarvestSettings, type InstitutionName } from './harvest-ports.js';
import type { KeepRules } from './pipeline/ingest.js';
import { harvestInvestigationJob, type HarvestListener } from './pipeline/harvest-investigation.job.js';
import { documentCount } from './pipeline/ingest.repository.js';
import { planForRequest } from './plan/harvest-requests.js';
import { planFor } from './plan/plan.js';
import { createSources } from './plan/sources.js';

/** What the configuration lets a harvest keep: the start-date cutoff, and the room left under the document limit. */
async function keepRules(db: Database, investigationId: number, settings: HarvestSettings): Promise<KeepRules> {
  const limit = settings.documentNumberLimit;
  return {
    publishedSince: settings.publishedSince,
    ...(limit > 0 && { limit: { documents: limit, roomLeft: limit - (await documentCount(db, investigationId)) } }),
  };
}

/** The harvest side of the server: source clients from the settings, and the job handlers that use them. */
export function createHarvesting(
  config: Pick<Config, 'sources'>,
  db: Database,
  listener: HarvestListener,
  ports: HarvestPorts,
) {
  const sources = createSources(config.sources);
  const jobHandlers: Record<string, JobHandler> = {
    [HARVEST_JOB]: harvestInvestigationJob({
      db,
      ports,
      listener,
      planFor: async (investigation, request) => {
        const settings = await ports.settingsOf(investigation);
        // An alert check runs the investigation's own harvest again.
        const steps =
          request && request.kind !== 'alert'
            ? await planForRequest(sources, db, investigation, request, settings, ports)
            : planFor(sources, investigation, settings, {
                files: investigation.sub_type === 'LocalDocuments' ? await ports.uploadsOf(investigation.id) : [],
                uploadPath: ports.uploadPath,
              });
        // A re-harvest asks again for documents already there, so that their records fill the empty fields.
        const fillKnown = request?.kind === 'reharvest';
        return { steps, keep: await keepRules(db, investigation.id, settings), fillKnown };
      },
    }),
  };
  const lookupInstitutions = async (text: string, countryCode?: string): Promise<InstitutionName[]> =>
    (await sources.openalex.findInstitutions(text, 50, countryCode)).map((institution) => ({
      name: institution.displayName,
      countryCode: institution.countryCode,
      openalexId: institution.id,
    }));
  return {
    sources,
    jobHandlers,
    lookupInstitutions,
    worksPerYear: (search: string) => sources.openalex.worksPerYear(search),
  };
}
