import { configurationKind, mergeTopsStatuses, shownTopNames } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import { findInvestigation } from '../investigations/index.js';
import type { InvestigationRow } from '../investigations/index.js';
import { defaultConfiguration, withDefaults } from './configuration-defaults.js';
import { loadDictionaries, loadStoredConfiguration } from './configuration.repository.js';

/**
 * The names of the bar graphs the investigation shows (for the workspace's top lists): every predefined category
 * its kind offers and the configuration leaves enabled, Labels always, and `lexeme.<name>` for each enabled
 * dictionary. An investigation that never saved a configuration shows all of its kind's.
 */
export async function enabledTopNames(db: Queryable, investigationId: number): Promise<Set<string>> {
  const investigation = await findInvestigation(db, investigationId);
  const kind = investigation ? configurationKind(investigation.type) : 'topic';
  const stored = await loadStoredConfiguration(db, investigationId);
  return shownTopNames(kind, mergeTopsStatuses(kind, stored?.topsStatuses ?? [], await loadDictionaries(db, investigationId)));
}

/** The investigation's dictionaries (custom lexeme tops), in display order. */
export async function dictionariesOf(db: Queryable, investigationId: number): Promise<Array<{ id: number; name: string; words: string[] }>> {
  return (await loadDictionaries(db, investigationId)).map((d) => ({ id: d.id!, name: d.name, words: d.words }));
}

/** What a harvest of the investigation asks the sources, by its Search Settings, Web Page and Institutes pages. */
export interface HarvestSettings {
  includeWebPages: boolean;
  includeArticles: boolean;
  maxResultsPerWebHarvest: number;
  maxResultsPerArticleHarvest: number;
  webHarvestFromSites: string[];
  articleHarvestFromInstitutions: string[];
}

export async function harvestSettingsOf(db: Queryable, investigation: InvestigationRow, defaultMaxResults: number): Promise<HarvestSettings> {
  const configuration = withDefaults(defaultConfiguration(investigation, defaultMaxResults), await loadStoredConfiguration(db, investigation.id));
  const search = configuration.searchDefinition;
  return {
    includeWebPages: search.includeWebPages,
    includeArticles: search.includeArticles,
    maxResultsPerWebHarvest: search.overrideDefaultMaxResultsPerWebHarvest ? search.maxResultsPerWebHarvest : defaultMaxResults,
    maxResultsPerArticleHarvest: search.overrideDefaultMaxResultsPerArticleHarvest ? search.maxResultsPerArticleHarvest : defaultMaxResults,
    webHarvestFromSites: search.webHarvestFromSites,
    articleHarvestFromInstitutions: search.articleHarvestFromInstitutions,
  };
}
