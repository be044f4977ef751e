import { type InvestigationKind, blankConfiguration, investigationKindInfo } from '@quarry/contract';
import type { StoredConfiguration } from './configuration.repository.js';

type Definition = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const texts = (...values: unknown[]) => values.map(text).filter((value) => value !== '');
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * The configuration of an investigation that never saved one, from what it was created with (doc 2 §3, §9): the
 * sources it was created with, max results at the server's HARVEST_MAX_RESULTS, the site or institute it names,
 * its researchers, the start-date cutoff on (for faculty works from the start of the year before its creation,
 * the period their harvest covers), no document number limit. The tops statuses are filled in by the caller.
 */
export function defaultConfiguration(
  investigation: { sub_type: InvestigationKind; definition: Definition; created_at: Date },
  maxResults: number,
): StoredConfiguration {
  const { sub_type: kind, definition } = investigation;
  const sources = investigationKindInfo[kind].sources;
  const sites =
    kind === 'WebSite' ? texts(definition.websiteUrl) : kind === 'Company' ? texts(definition.companyWebSite) : [];
  const institutions =
    kind === 'University'
      ? texts(definition.universityName)
      : kind === 'PersonGroup' || kind === 'FacultyWorks' || kind === 'ResearcherWorks'
        ? texts(definition.instituteName)
        : [];
  const researchers =
    kind === 'Person'
      ? texts(definition.personName)
      : kind === 'ResearcherWorks'
        ? texts(definition.researcherName)
        : Array.isArray(definition.researcherNames)
          ? texts(...definition.researcherNames)
          : [];
  const faculty = investigationKindInfo[kind].faculty === true;
  // Dictionaries are stored apart (lexemes), not in the stored configuration.
  const { dictionaries: _dictionaries, ...blank } = blankConfiguration(maxResults);
  return {
    ...blank,
    searchDefinition: {
      ...blank.searchDefinition,
      includeWebPages: sources.includes('webPages') && flag(definition.includeWebPages, true),
      webHarvestFromSites: sites,
      includeArticles: sources.includes('publications') && flag(definition.includePublications, true),
      articleHarvestFromInstitutions: institutions,
    },
    researchers,
    startDateCutoff: faculty ? `${investigation.created_at.getUTCFullYear() - 1}-01-01` : '',
  };
}

/** A stored configuration over the defaults, field by field (a field added later takes its default). */
export function withDefaults(
  defaults: StoredConfiguration,
  stored: Partial<StoredConfiguration> | undefined,
): StoredConfiguration {
  if (!stored) return defaults;
  return {
    ...defaults,
    ...stored,
    searchDefinition: { ...defaults.searchDefinition, ...stored.searchDefinition },
    translation: { ...defaults.translation, ...stored.translation },
    journals: { ...defaults.journals, ...stored.journals },
  };
}
