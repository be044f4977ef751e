import { normalizeWebsiteUrl } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import { listUploads, type InvestigationRow } from '../../modules/investigations/index.js';
import { countryCode } from '../../modules/investigations/affiliations.service.js';
import { parseLocalFile } from '../connectors/local-file.js';
import type { HarvestStep } from '../pipeline/harvest-step.js';
import type { Sources } from './sources.js';
import { arxivSearch, institutionWorks, openAlexSearch, researcherWorks, siteCrawl, webSearch } from './steps.js';

type Definition = Record<string, unknown>;
const text = (definition: Definition, key: string) => String(definition[key] ?? '').trim();
const names = (definition: Definition) => (Array.isArray(definition.researcherNames) ? definition.researcherNames.map(String) : []);

const localFiles = (db: Queryable, investigationId: number): HarvestStep => ({
  name: 'local-files',
  label: 'Reading the uploaded files',
  async *run() {
    for (const upload of await listUploads(db, investigationId)) yield parseLocalFile(upload.fileName, upload.content).documents;
  },
});

/**
 * What each type harvests (steps run in this order): publications steps only with includePublications, web
 * steps only with includeWebPages.
 */
export function planFor(sources: Sources, db: Queryable, investigation: InvestigationRow): HarvestStep[] {
  const d = investigation.definition;
  const publications = d.includePublications !== false;
  const webPages = d.includeWebPages !== false;
  const both = (pubs: HarvestStep[], web: HarvestStep[]) => [...(publications ? pubs : []), ...(webPages ? web : [])];
  switch (investigation.type) {
    case 'Topic':
    case 'Political': {
      const search = text(d, 'searchString');
      return both([openAlexSearch(sources, search), arxivSearch(sources, search)], [webSearch(sources, search)]);
    }
    case 'Person':
      return both([researcherWorks(sources, text(d, 'personName'))], [webSearch(sources, `"${text(d, 'personName')}"`)]);
    case 'ResearcherWorks':
      return both([researcherWorks(sources, text(d, 'researcherName'), text(d, 'instituteName'))], [
        webSearch(sources, `"${text(d, 'researcherName')}" ${text(d, 'instituteName')}`),
      ]);
    case 'PersonGroup':
    case 'FacultyWorks':
      return both(names(d).map((name) => researcherWorks(sources, name, text(d, 'instituteName'))), []);
    case 'University':
      return both(
        [institutionWorks(sources, text(d, 'universityName'), Number(d.startYear), Number(d.endYear), countryCode(text(d, 'country')))],
        [],
      );
    case 'WebSite':
      return [siteCrawl(sources, normalizeWebsiteUrl(text(d, 'websiteUrl')) ?? text(d, 'websiteUrl'))];
    case 'Company': {
      const site = normalizeWebsiteUrl(text(d, 'companyWebSite')) ?? text(d, 'companyWebSite');
      const name = text(d, 'companyName');
      return [siteCrawl(sources, site), webSearch(sources, `"${name}"`), institutionWorks(sources, name)];
    }
    case 'Tender':
      return [webSearch(sources, `${text(d, 'searchString')} tender notice`, `Web search for tender notices on "${text(d, 'searchString')}"`)];
    case 'LocalDocuments':
      return [localFiles(db, investigation.id)];
  }
}
