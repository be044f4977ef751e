import {
  activeAuthorIds,
  configurationKind,
  type Configuration,
  defaultGraphsSettings,
  mergeTopsStatuses,
  shownTopNames,
  type GraphsSettings,
} from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import type { HarvestedInvestigation, HarvestSettings } from '../../engines/harvest/harvest-ports.js';
import type { InvestigationFacts } from '../investigations/index.js';
import { defaultConfiguration, withDefaults } from './configuration-defaults.js';
import { loadDictionaries, loadStoredConfiguration } from './configuration.repository.js';

/**
 * The names of the bar graphs the investigation shows (for the workspace's top lists): every predefined category
 * its kind offers and the configuration leaves enabled, Labels always, and `lexeme.<name>` for each enabled
 * dictionary. An investigation that never saved a configuration shows all of its kind's. Callers pass the
 * investigation they have already read (the workspace's data call has, to check its owner).
 */
export async function enabledTopNames(
  db: Queryable,
  investigation: Pick<InvestigationFacts, 'id' | 'type'>,
): Promise<Set<string>> {
  const kind = configurationKind(investigation.type);
  const [stored, dictionaries] = await Promise.all([
    loadStoredConfiguration(db, investigation.id),
    loadDictionaries(db, investigation.id),
  ]);
  return shownTopNames(kind, mergeTopsStatuses(kind, stored?.topsStatuses ?? [], dictionaries));
}

/** The investigation's dictionaries (custom lexeme tops), in display order. */
export async function dictionariesOf(
  db: Queryable,
  investigationId: number,
): Promise<Array<{ id: number; name: string; words: string[] }>> {
  return (await loadDictionaries(db, investigationId)).map((d) => ({ id: d.id!, name: d.name, words: d.words }));
}

/** What a harvest of the investigation asks the sources, by its Search Settings, Web Page and Institutes pages. */
export async function harvestSettingsOf(
  db: Queryable,
  investigation: HarvestedInvestigation,
  defaultMaxResults: number,
): Promise<HarvestSettings> {
  const configuration = withDefaults(
    defaultConfiguration(investigation, defaultMaxResults),
    await loadStoredConfiguration(db, investigation.id),
  );
  const search = configuration.searchDefinition;
  return {
    includeWebPages: search.includeWebPages,
    includeArticles: search.includeArticles,
    maxResultsPerWebHarvest: search.overrideDefaultMaxResultsPerWebHarvest
      ? search.maxResultsPerWebHarvest
      : defaultMaxResults,
    maxResultsPerArticleHarvest: search.overrideDefaultMaxResultsPerArticleHarvest
      ? search.maxResultsPerArticleHarvest
      : defaultMaxResults,
    webHarvestFromSites: search.webHarvestFromSites,
    articleHarvestFromInstitutions: search.articleHarvestFromInstitutions,
    publishedSince: (configuration.startDateCutoffEnabled && configuration.startDateCutoff.trim()) || undefined,
    documentNumberLimit: configuration.overrideDocumentNumberLimit ? configuration.documentNumberLimit : 0,
  };
}

/** The graphs' node limits and link thresholds (doc 3 §3), the defaults (empty) where never saved. */
export async function graphsSettingsOf(db: Queryable, investigationId: number): Promise<GraphsSettings> {
  const stored = (await loadStoredConfiguration(db, investigationId))?.graphsSettings;
  const defaults = defaultGraphsSettings();
  return { author: { ...defaults.author, ...stored?.author }, term: { ...defaults.term, ...stored?.term } };
}

/** The investigation's researchers (the Researchers page, its definition's by default) and active authors' ids. */
export async function researchersOf(
  db: Queryable,
  investigation: InvestigationFacts,
): Promise<{ names: string[]; activeAuthorIds: string[] }> {
  const { researchers, activeAuthorIds } = await researcherSettingsOf(db, investigation);
  return { names: researchers, activeAuthorIds };
}

/**
 * What the facultyWorks researcher cues read: the investigation's researchers (the Researchers page, its
 * definition's by default), its active authors' ids, its active affiliations and its journal lists.
 */
export async function researcherSettingsOf(
  db: Queryable,
  investigation: InvestigationFacts,
): Promise<{
  researchers: string[];
  activeAuthorIds: string[];
  activeAffiliations: string[];
  journals: Configuration['journals'];
}> {
  const configuration = withDefaults(
    defaultConfiguration(investigation, 0),
    await loadStoredConfiguration(db, investigation.id),
  );
  return {
    researchers: configuration.researchers,
    activeAuthorIds: activeAuthorIds(configuration),
    activeAffiliations: configuration.activeAffiliations,
    journals: configuration.journals,
  };
}
