import { normalizeWebsiteUrl } from '@quarry/contract';
import type { HarvestedInvestigation, HarvestPorts, HarvestSettings, StoredUpload } from '../harvest-ports.js';
import { countryCode } from '../../../text/countries.js';
import { localFilesSteps } from './local-files-step.js';
import type { HarvestStep } from '../pipeline/harvest-step.js';
import type { Sources } from './sources.js';
import {
  arxivSearch,
  institutionSearch,
  institutionWorks,
  openAlexSearch,
  researcherWorks,
  siteCrawl,
  webSearch,
} from './steps.js';

type Definition = Record<string, unknown>;
const text = (definition: Definition, key: string) => String(definition[key] ?? '').trim();
const names = (definition: Definition) =>
  Array.isArray(definition.researcherNames) ? definition.researcherNames.map(String) : [];

/** The sources with each kind's result limit: articles and web pages may differ (the configuration's Search Settings). */
export function sourcesFor(sources: Sources, settings: HarvestSettings) {
  const limited = (maxResults: number): Sources => ({ ...sources, settings: { ...sources.settings, maxResults } });
  return {
    articleSources: limited(settings.maxResultsPerArticleHarvest),
    webSources: limited(settings.maxResultsPerWebHarvest),
  };
}

/** A web search kept to one site (the Web Page Search page of a Topic's configuration). */
function siteSearch(sources: Sources, search: string, site: string): HarvestStep {
  const host =
    normalizeWebsiteUrl(site)
      ?.replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '') ?? site;
  return webSearch(sources, `site:${host} ${search}`, `Web search for "${search}" on ${host}`);
}

/**
 * What each kind harvests (steps run in this order), by the configuration's Search Settings: publications steps
 * only with Include Articles, web steps only with Include Web Pages, each kind with its own result limit.
 */
export function planFor(
  allSources: Sources,
  investigation: HarvestedInvestigation,
  settings: HarvestSettings,
  /** A Local documents investigation's files (those it was created with), a step each. */
  uploads: { files: StoredUpload[] } & Pick<HarvestPorts, 'uploadPath'>,
): HarvestStep[] {
  const d = investigation.definition;
  const { articleSources, webSources } = sourcesFor(allSources, settings);
  const both = (pubs: HarvestStep[], web: HarvestStep[]) => [
    ...(settings.includeArticles ? pubs : []),
    ...(settings.includeWebPages ? web : []),
  ];
  const sources = articleSources;
  // A researcher's works are asked for from the start-date cutoff's year on (the ingest drops what is older still).
  const sinceYear = settings.publishedSince ? Number(settings.publishedSince.slice(0, 4)) : undefined;
  switch (investigation.sub_type) {
    case 'Topic':
    case 'Political': {
      const search = text(d, 'searchString');
      return both(
        [
          openAlexSearch(sources, search),
          arxivSearch(sources, search),
          ...settings.articleHarvestFromInstitutions.map((name) => institutionSearch(sources, search, name)),
        ],
        [
          webSearch(webSources, search),
          ...settings.webHarvestFromSites.map((site) => siteSearch(webSources, search, site)),
        ],
      );
    }
    case 'Person': {
      // An authors file's affiliation picks the right namesake; the person's works are not kept to it (people move).
      const affiliation = text(d, 'instituteName');
      return both(
        [researcherWorks(sources, text(d, 'personName'), affiliation || undefined, sinceYear, { anywhere: true })],
        [webSearch(webSources, `"${text(d, 'personName')}"${affiliation ? ` ${affiliation}` : ''}`)],
      );
    }
    case 'ResearcherWorks':
      return both(
        [researcherWorks(sources, text(d, 'researcherName'), text(d, 'instituteName'), sinceYear)],
        [webSearch(webSources, `"${text(d, 'researcherName')}" ${text(d, 'instituteName')}`)],
      );
    case 'PersonGroup':
    case 'FacultyWorks':
      return both(
        names(d).map((name) => researcherWorks(sources, name, text(d, 'instituteName'), sinceYear)),
        [],
      );
    case 'University':
      return both(
        [
          institutionWorks(
            sources,
            text(d, 'universityName'),
            Number(d.startYear),
            Number(d.endYear),
            countryCode(text(d, 'country')),
          ),
        ],
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
      return [
        webSearch(
          sources,
          `${text(d, 'searchString')} tender notice`,
          `Web search for tender notices on "${text(d, 'searchString')}"`,
        ),
      ];
    case 'LocalDocuments':
      return localFilesSteps(investigation.id, uploads.files, uploads.uploadPath);
  }
}
