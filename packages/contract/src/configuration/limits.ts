/** The Investigation Configuration's limits, languages, messages and hints (doc 2 §5, §9), word for word. */

/** Max results per harvest (doc 2 §9): 1 to 200, default 20 (the server's HARVEST_MAX_RESULTS). */
export const MIN_RESULTS_PER_HARVEST = 1;
export const MAX_RESULTS_PER_HARVEST = 200;
export const DEFAULT_RESULTS_PER_HARVEST = 20;
/** Lines of the Web Page Search sites field and of the Institutes Search field (doc 2 §9). */
export const MAX_HARVEST_SITES = 50;
export const MAX_HARVEST_INSTITUTIONS = 20;
export const MAX_TRANSLATION_LANGUAGES = 2;
export const MAX_TRANSLATED_DOCUMENTS = 15_000;
export const MAX_CONFIGURATION_RESEARCHERS = 300;
/** Quarry's limits where the spec gives none: dictionaries (custom lexeme tops) and the Performance page. */
export const MAX_DICTIONARIES = 50;
export const MAX_DICTIONARY_WORDS = 2_000;
export const MAX_DICTIONARY_NAME_LENGTH = 100;
export const MAX_DICTIONARY_WORD_LENGTH = 200;
export const MAX_DOCUMENT_NUMBER_LIMIT = 1_000_000;

/** Selectable translation languages (doc 2 §9). Hebrew needs a flag (doc 2 §6): see `translationLanguagesFor`. */
export const translationLanguages = [
  'Afrikaans',
  'Arabic',
  'Bulgarian',
  'Chinese (Simplified)',
  'Chinese (Traditional)',
  'Croatian',
  'Czech',
  'Danish',
  'Dutch',
  'Estonian',
  'Finnish',
  'French',
  'German',
  'Greek',
  'Hebrew',
  'Hindi',
  'Hungarian',
  'Indonesian',
  'Italian',
  'Japanese',
  'Korean',
  'Latvian',
  'Norwegian',
  'Persian',
  'Polish',
  'Portuguese',
  'Romanian',
  'Russian',
  'Serbian',
  'Slovak',
  'Slovenian',
  'Spanish',
  'Swahili',
  'Swedish',
  'Thai',
  'Turkish',
  'Ukrainian',
  'Vietnamese',
] as const;
export const HEBREW = 'Hebrew';

/**
 * The languages offered: Hebrew only with the Hebrew flag. The spec names no flag of its own; the one Hebrew flag
 * GET /api/about reports (showHebrewTutorials, SHOW_HEBREW_TUTORIALS) is the one that turns Hebrew on.
 */
export const translationLanguagesFor = (hebrew: boolean): string[] =>
  translationLanguages.filter((language) => hebrew || language !== HEBREW);

/** The messages of doc 2 §5 "Configuration save", word for word (the 0 of the max-results ones too), and Quarry's own. */
export const configurationMessages = {
  bothExcluded: 'Web page and articles must not be excluded together.',
  webMaxResults: 'Max results for web harvests must be a whole number between 0 and 200',
  articleMaxResults: 'Max results for article harvests must be a whole number between 0 and 200',
  tooManyLanguages: 'Maximum of two languages allowed.',
  tooManyResearchers: 'No more than 300 researchers are allowed.',
  invalidStartDate: '"Starting from" date in the Researchers tab is invalid.',
  tooManySites: `No more than ${MAX_HARVEST_SITES} sites are allowed.`,
  tooManyInstitutions: `No more than ${MAX_HARVEST_INSTITUTIONS} institutes are allowed.`,
  unknownLanguage: (language: string) => `${language} is not a translation language.`,
  hebrewUnavailable: 'Hebrew is not available as a translation language.',
  documentNumberLimit: `The document number limit must be a whole number between 1 and ${MAX_DOCUMENT_NUMBER_LIMIT}.`,
  dictionaryName: 'Please enter a name for every dictionary.',
  dictionaryNameTooLong: `Dictionary names must be at most ${MAX_DICTIONARY_NAME_LENGTH} characters long.`,
  dictionaryNameTaken: (name: string) => `There is more than one dictionary named ${name}.`,
  tooManyDictionaries: `No more than ${MAX_DICTIONARIES} dictionaries are allowed.`,
  tooManyWords: (name: string) => `No more than ${MAX_DICTIONARY_WORDS} words are allowed in the dictionary ${name}.`,
  wordTooLong: (name: string) =>
    `Words of the dictionary ${name} must be at most ${MAX_DICTIONARY_WORD_LENGTH} characters long.`,
  unknownDictionary: 'No such dictionary',
  omnipotentOnly: 'Only omnipotent users may override the max results or the document number limit.',
  facultyWorksOnly: 'Only facultyWorks users may change the active authors, active affiliations and journals.',
} as const;

/** The hints under the fields (doc 2 §5 "Hints"). */
export const configurationHints = {
  sites: `One site per line, at most ${MAX_HARVEST_SITES}.`,
  institutions: `One institute per line, at most ${MAX_HARVEST_INSTITUTIONS}.`,
  translatedDocuments: 'A limit of 15,000 translated documents per investigation applies.',
  languages: `At most ${MAX_TRANSLATION_LANGUAGES} languages.`,
  researchers: `One researcher per line, at most ${MAX_CONFIGURATION_RESEARCHERS}.`,
  startDate: 'YYYY-MM-DD',
  dictionaryWords: 'One word or phrase per line; matched as whole words, case-insensitively.',
} as const;
