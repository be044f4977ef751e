import { graphsSettingsError } from '../graphs.js';
import { cleanLines, isValidDate, uniqueIgnoringCase } from './lines.js';
import {
  configurationMessages,
  HEBREW,
  MAX_CONFIGURATION_RESEARCHERS,
  MAX_DICTIONARIES,
  MAX_DICTIONARY_NAME_LENGTH,
  MAX_DICTIONARY_WORD_LENGTH,
  MAX_DICTIONARY_WORDS,
  MAX_DOCUMENT_NUMBER_LIMIT,
  MAX_HARVEST_INSTITUTIONS,
  MAX_HARVEST_SITES,
  MAX_RESULTS_PER_HARVEST,
  MAX_TRANSLATION_LANGUAGES,
  MIN_RESULTS_PER_HARVEST,
  translationLanguagesFor,
} from './limits.js';
import type { Configuration, Dictionary } from './schema.js';

/* ---------- Normalization and validation ---------- */

/**
 * The configuration as it is stored: list fields trimmed without blanks; dictionary names trimmed and words trimmed
 * without blanks or repeats (case-insensitive); languages without repeats; a journal in one list only (the
 * blacklist wins); active authors once per id.
 */
export function normalizeConfiguration(configuration: Configuration): Configuration {
  const { searchDefinition: search, journals } = configuration;
  const blacklist = uniqueIgnoringCase(cleanLines(journals.blacklist));
  const black = new Set(blacklist.map((name) => name.toLowerCase()));
  return {
    ...configuration,
    searchDefinition: {
      ...search,
      webHarvestFromSites: cleanLines(search.webHarvestFromSites),
      articleHarvestFromInstitutions: cleanLines(search.articleHarvestFromInstitutions),
    },
    translation: {
      selectedLanguages: [...new Set(configuration.translation.selectedLanguages.map((l) => l.trim()))].filter(Boolean),
    },
    researchers: cleanLines(configuration.researchers),
    journals: {
      whitelist: uniqueIgnoringCase(cleanLines(journals.whitelist)).filter((name) => !black.has(name.toLowerCase())),
      blacklist,
    },
    activeAffiliations: cleanLines(configuration.activeAffiliations),
    activeAuthors: [
      ...new Map(
        configuration.activeAuthors.map((a) => [a.id.trim(), { id: a.id.trim(), name: a.name.trim() }]),
      ).values(),
    ].filter((author) => author.id !== ''),
    startDateCutoff: configuration.startDateCutoff.trim(),
    dictionaries: configuration.dictionaries.map((d) => ({
      id: d.id,
      name: d.name.trim(),
      words: uniqueIgnoringCase(cleanLines(d.words)),
    })),
  };
}

/** The fields a message is about; the dialog shows each message by its field. */
export type ConfigurationField =
  | 'sources'
  | 'maxResultsPerWebHarvest'
  | 'maxResultsPerArticleHarvest'
  | 'webHarvestFromSites'
  | 'articleHarvestFromInstitutions'
  | 'selectedLanguages'
  | 'researchers'
  | 'startDateCutoff'
  | 'documentNumberLimit'
  | 'dictionaries'
  | 'graphsSettings';

export interface ConfigurationIssue {
  field: ConfigurationField;
  message: string;
}

const isWholeBetween = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * Every rule of doc 2 §5 "Configuration save", in the dialog's order, with its message. The web dialog shows them
 * all as the user types and keeps Save disabled while there are any; the server answers the first with a 400.
 * A max-results field counts only while its source is included and its override is on (otherwise the field is
 * disabled and the default applies); its rule is 1 to 200 although the message says 0 (both as the spec gives).
 */
export function configurationIssues(configuration: Configuration, options: { hebrew: boolean }): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const add = (field: ConfigurationField, message: string) => issues.push({ field, message });
  const search = configuration.searchDefinition;

  if (!search.includeWebPages && !search.includeArticles) add('sources', configurationMessages.bothExcluded);
  if (
    search.includeWebPages &&
    search.overrideDefaultMaxResultsPerWebHarvest &&
    !isWholeBetween(search.maxResultsPerWebHarvest, MIN_RESULTS_PER_HARVEST, MAX_RESULTS_PER_HARVEST)
  ) {
    add('maxResultsPerWebHarvest', configurationMessages.webMaxResults);
  }
  if (
    search.includeArticles &&
    search.overrideDefaultMaxResultsPerArticleHarvest &&
    !isWholeBetween(search.maxResultsPerArticleHarvest, MIN_RESULTS_PER_HARVEST, MAX_RESULTS_PER_HARVEST)
  ) {
    add('maxResultsPerArticleHarvest', configurationMessages.articleMaxResults);
  }
  if (cleanLines(search.webHarvestFromSites).length > MAX_HARVEST_SITES)
    add('webHarvestFromSites', configurationMessages.tooManySites);
  if (cleanLines(search.articleHarvestFromInstitutions).length > MAX_HARVEST_INSTITUTIONS) {
    add('articleHarvestFromInstitutions', configurationMessages.tooManyInstitutions);
  }

  const languages = [...new Set(configuration.translation.selectedLanguages.map((l) => l.trim()).filter(Boolean))];
  if (languages.length > MAX_TRANSLATION_LANGUAGES) add('selectedLanguages', configurationMessages.tooManyLanguages);
  const offered = translationLanguagesFor(true) as string[];
  for (const language of languages) {
    if (!offered.includes(language)) add('selectedLanguages', configurationMessages.unknownLanguage(language));
    else if (language === HEBREW && !options.hebrew) add('selectedLanguages', configurationMessages.hebrewUnavailable);
  }

  if (cleanLines(configuration.researchers).length > MAX_CONFIGURATION_RESEARCHERS)
    add('researchers', configurationMessages.tooManyResearchers);
  const startDate = configuration.startDateCutoff.trim();
  if (startDate !== '' && !isValidDate(startDate)) add('startDateCutoff', configurationMessages.invalidStartDate);

  if (
    configuration.overrideDocumentNumberLimit &&
    !isWholeBetween(configuration.documentNumberLimit, 1, MAX_DOCUMENT_NUMBER_LIMIT)
  ) {
    add('documentNumberLimit', configurationMessages.documentNumberLimit);
  }

  dictionaryIssues(configuration.dictionaries).forEach((message) => add('dictionaries', message));
  const graphsError = graphsSettingsError(configuration.graphsSettings);
  if (graphsError) add('graphsSettings', graphsError);
  return issues;
}

function dictionaryIssues(dictionaries: readonly Dictionary[]): string[] {
  const messages: string[] = [];
  if (dictionaries.length > MAX_DICTIONARIES) messages.push(configurationMessages.tooManyDictionaries);
  const names = new Map<string, number>();
  for (const d of dictionaries) {
    const name = d.name.trim();
    names.set(name.toLowerCase(), (names.get(name.toLowerCase()) ?? 0) + 1);
  }
  if (dictionaries.some((d) => d.name.trim() === '')) messages.push(configurationMessages.dictionaryName);
  if (dictionaries.some((d) => d.name.trim().length > MAX_DICTIONARY_NAME_LENGTH))
    messages.push(configurationMessages.dictionaryNameTooLong);
  const reported = new Set<string>();
  for (const d of dictionaries) {
    const name = d.name.trim();
    const key = name.toLowerCase();
    if (name !== '' && (names.get(key) ?? 0) > 1 && !reported.has(key)) {
      reported.add(key);
      messages.push(configurationMessages.dictionaryNameTaken(name));
    }
    const words = cleanLines(d.words);
    if (uniqueIgnoringCase(words).length > MAX_DICTIONARY_WORDS)
      messages.push(configurationMessages.tooManyWords(name));
    if (words.some((word) => word.length > MAX_DICTIONARY_WORD_LENGTH))
      messages.push(configurationMessages.wordTooLong(name));
  }
  return messages;
}

/** The first message of `configurationIssues`, or undefined when the configuration may be saved. */
export const configurationError = (configuration: Configuration, options: { hebrew: boolean }): string | undefined =>
  configurationIssues(configuration, options)[0]?.message;
