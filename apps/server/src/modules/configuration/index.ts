export { createConfigurationService, type ConfigurationService } from './configuration.service.js';
export { registerConfigurationRoutes } from './configuration.routes.js';
/** The read side other modules use (the workspace's custom top lists). */
export {
  dictionariesOf,
  enabledTopNames,
  graphsSettingsOf,
  harvestSettingsOf,
  researchersOf,
  researcherSettingsOf,
} from './read-api.js';
export { dictionaryMatcher, dictionaryMatches } from './dictionary-matches.js';
