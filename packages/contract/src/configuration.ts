import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { investigationIdParams } from './investigations.js';
import { familyRoute, type FamilyRoute, type InvestigationFamily } from './investigation-types.js';
import { topCategories, type TopCategoryName } from './workspace.js';
import { defaultGraphsSettings, graphsSettingsError, graphsSettingsSchema } from './graphs.js';

/*
 * The Investigation Configuration (doc 2 §3 "Investigation configuration", §4 "Configuration dialog", §5
 * "Configuration save", §6, §9): its shape, its one validation function (the web dialog shows its messages live,
 * the server answers the first one with a 400), the pages each kind of investigation shows, and its calls.
 */

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

/** List fields (doc 2 §5): split on newlines, trimmed, blanks dropped. */
export const splitLines = (text: string): string[] => cleanLines(text.split(/\r\n|\r|\n/));
export const cleanLines = (lines: readonly string[]): string[] =>
  lines.map((line) => line.trim()).filter((line) => line !== '');
function uniqueIgnoringCase(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const line of lines) {
    if (seen.has(line.toLowerCase())) continue;
    seen.add(line.toLowerCase());
    unique.push(line);
  }
  return unique;
}

/** A calendar date written YYYY-MM-DD (the Researchers page's "Starting from"). */
export function isValidDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const journalLists = ['WHITELIST', 'NONE', 'BLACKLIST'] as const;
export type JournalList = (typeof journalLists)[number];

const lineList = z.array(z.string().max(1_000)).max(10_000);

export const searchDefinitionSettings = z.object({
  includeWebPages: z.boolean(),
  overrideDefaultMaxResultsPerWebHarvest: z.boolean(),
  maxResultsPerWebHarvest: z.number(),
  webHarvestFromSites: lineList,
  includeArticles: z.boolean(),
  overrideDefaultMaxResultsPerArticleHarvest: z.boolean(),
  maxResultsPerArticleHarvest: z.number(),
  articleHarvestFromInstitutions: lineList,
});
export type SearchDefinitionSettings = z.infer<typeof searchDefinitionSettings>;

/** One bar graph of the filters pane, on or off: a predefined category, or `lexeme.<name>` for a dictionary. */
export const topStatus = z.object({
  id: z.string().max(300),
  displayName: z.string().max(300),
  enabled: z.boolean(),
  dictionary: z.boolean(),
});
export type TopStatus = z.infer<typeof topStatus>;

/** A dictionary (lexeme): a named word list whose matches in the documents make a custom bar graph. */
export const dictionary = z.object({
  /** null for a dictionary not saved yet; the save answers its id. */
  id: z.number().int().positive().nullable(),
  name: z.string().max(1_000),
  words: z.array(z.string().max(1_000)).max(20_000),
});
export type Dictionary = z.infer<typeof dictionary>;

export const activeAuthor = z.object({ id: z.string().trim().min(1).max(100), name: z.string().trim().max(500) });
export type ActiveAuthor = z.infer<typeof activeAuthor>;

/** The investigation configuration (doc 2 §3), with the dictionaries of the Dictionaries page. */
export const configurationSchema = z.object({
  searchDefinition: searchDefinitionSettings,
  topsStatuses: z.array(topStatus).max(1_000),
  translation: z.object({ selectedLanguages: z.array(z.string().max(100)).max(100) }),
  researchers: lineList,
  journals: z.object({ whitelist: lineList, blacklist: lineList }),
  activeAffiliations: lineList,
  activeAuthors: z.array(activeAuthor).max(10_000),
  overrideDocumentNumberLimit: z.boolean(),
  documentNumberLimit: z.number(),
  /** YYYY-MM-DD, or empty. */
  startDateCutoff: z.string().max(100),
  startDateCutoffEnabled: z.boolean(),
  dictionaries: z.array(dictionary).max(1_000),
  /** Per graph (author, term): how many nodes and the lightest link shown (doc 3 §3). */
  graphsSettings: graphsSettingsSchema,
});
export type Configuration = z.infer<typeof configurationSchema>;

/**
 * A configuration with nothing chosen: both kinds of sources included, `maxResults` results per harvest, every list
 * empty, no document number limit, the start-date cutoff on (without a date). An investigation's own defaults
 * (the server's configuration-defaults.ts) start from it.
 */
export const blankConfiguration = (maxResults = DEFAULT_RESULTS_PER_HARVEST): Configuration => ({
  searchDefinition: {
    includeWebPages: true,
    overrideDefaultMaxResultsPerWebHarvest: false,
    maxResultsPerWebHarvest: maxResults,
    webHarvestFromSites: [],
    includeArticles: true,
    overrideDefaultMaxResultsPerArticleHarvest: false,
    maxResultsPerArticleHarvest: maxResults,
    articleHarvestFromInstitutions: [],
  },
  topsStatuses: [],
  translation: { selectedLanguages: [] },
  researchers: [],
  journals: { whitelist: [], blacklist: [] },
  activeAffiliations: [],
  activeAuthors: [],
  overrideDocumentNumberLimit: false,
  documentNumberLimit: 0,
  startDateCutoff: '',
  startDateCutoffEnabled: true,
  dictionaries: [],
  graphsSettings: defaultGraphsSettings(),
});

/** What a save sends: the whole configuration, or some of its top-level fields (the rest stays as stored). */
export const configurationUpdate = configurationSchema.partial();
export type ConfigurationUpdate = z.infer<typeof configurationUpdate>;

/* ---------- Pages and filters per kind of investigation (doc 2 §6) ---------- */

/** Topic-like investigations (the topic route) show the Topic pages, the others the Person pages. */
export type ConfigurationKind = FamilyRoute;
export const configurationKind = (family: InvestigationFamily): ConfigurationKind => familyRoute(family);

export const configurationPageTitle = {
  searchSettings: 'Search Settings',
  webPageSearch: 'Web Page Search',
  institutesSearch: 'Institutes Search',
  filters: 'Filters',
  dictionaries: 'Dictionaries',
  languages: 'Languages',
  researchers: 'Researchers',
  performance: 'Performance',
  activeAuthors: 'Active Authors',
  bwJournals: 'B&W Journals',
} as const;
export type ConfigurationPage = keyof typeof configurationPageTitle;

/**
 * The pages of the dialog (doc 2 §6): Topic: Search Settings, Web Page Search, Institutes Search, Filters,
 * Dictionaries, and Languages with the translations flag; Person: Search Settings, Filters, Dictionaries,
 * Researchers. Omnipotent users also get Performance (the limit on loaded documents), facultyWorks users Active
 * Authors and B&W Journals.
 */
export function configurationPages(
  kind: ConfigurationKind,
  user: { omnipotent: boolean; facultyWorks: boolean },
  flags: { showTranslations: boolean },
): ConfigurationPage[] {
  const pages: ConfigurationPage[] =
    kind === 'topic'
      ? [
          'searchSettings',
          'webPageSearch',
          'institutesSearch',
          'filters',
          'dictionaries',
          ...(flags.showTranslations ? (['languages'] as const) : []),
        ]
      : ['searchSettings', 'filters', 'dictionaries', 'researchers'];
  if (user.omnipotent) pages.push('performance');
  if (user.facultyWorks) pages.push('activeAuthors', 'bwJournals');
  return pages;
}

/** Labels is always shown: it is the user's own review marks, not a harvested category, so it cannot be turned off. */
export const ALWAYS_SHOWN_TOPS: readonly TopCategoryName[] = ['predefined.Labels'];

/**
 * The predefined filters a kind hides (doc 2 §6: Person 6, Topic 1): the Filters page does not offer them. Both hide
 * Labels, which stays shown (above). Person investigations also never show Domains and Regions of Authors (the spec
 * keeps both out of a person's profile: they describe a field's spread, not one researcher), Countries of Author
 * Institutes (the same geography as Regions), Mentioned Locations and Mentioned Concepts (mined from the text, they
 * describe topics, while a Person investigation is about one researcher's works and co-authors).
 */
export const hiddenTops: Record<ConfigurationKind, readonly TopCategoryName[]> = {
  topic: ['predefined.Labels'],
  person: [
    'predefined.Labels',
    'predefined.Domains',
    'predefined.Regions',
    'predefined.Countries',
    'entity.Mentioned Locations',
    'entity.Mentioned Concepts',
  ],
};

export const LEXEME_TOP_PREFIX = 'lexeme.';
export const lexemeTopId = (dictionaryName: string): string => `${LEXEME_TOP_PREFIX}${dictionaryName}`;

/**
 * The tops statuses of a kind, in the pane's order: the predefined categories it offers, then one per dictionary.
 * A status stored earlier keeps its `enabled`; any other starts enabled (the default).
 */
export function mergeTopsStatuses(
  kind: ConfigurationKind,
  stored: readonly TopStatus[],
  dictionaries: ReadonlyArray<{ name: string }>,
): TopStatus[] {
  const enabled = new Map(stored.map((status) => [status.id, status.enabled]));
  const hidden = new Set<string>(hiddenTops[kind]);
  const predefined = topCategories
    .filter((category) => !hidden.has(category.name))
    .map((category) => ({
      id: category.name,
      displayName: category.title,
      enabled: enabled.get(category.name) ?? true,
      dictionary: false,
    }));
  const custom = dictionaries.map((d) => ({
    id: lexemeTopId(d.name),
    displayName: d.name,
    enabled: enabled.get(lexemeTopId(d.name)) ?? true,
    dictionary: true,
  }));
  return [...predefined, ...custom];
}

/** The names of the bar graphs an investigation of this kind shows with these statuses (Labels always). */
export function shownTopNames(kind: ConfigurationKind, statuses: readonly TopStatus[]): Set<string> {
  const names = new Set<string>(ALWAYS_SHOWN_TOPS);
  for (const status of statuses) if (status.enabled) names.add(status.id);
  for (const name of hiddenTops[kind]) if (!ALWAYS_SHOWN_TOPS.includes(name)) names.delete(name);
  return names;
}

/** The ids of the enabled tops: what a save compares to tell whether the results must reload (doc 2 §4). */
export const enabledTopIds = (statuses: readonly TopStatus[]): string =>
  statuses
    .filter((status) => status.enabled)
    .map((status) => status.id)
    .sort()
    .join('\n');

/* ---------- Journals (B&W Journals) and active authors: facultyWorks review ---------- */

/** A journal's listing (doc 2 §3: WHITELIST, NONE, BLACKLIST), case-insensitively. */
export function journalListing(journals: Configuration['journals'], journal: string): JournalList {
  const key = journal.trim().toLowerCase();
  if (journals.blacklist.some((name) => name.toLowerCase() === key)) return 'BLACKLIST';
  if (journals.whitelist.some((name) => name.toLowerCase() === key)) return 'WHITELIST';
  return 'NONE';
}

/** The journals with `journal` moved to `list` (out of both lists for NONE). */
export function setJournalListing(
  journals: Configuration['journals'],
  journal: string,
  list: JournalList,
): Configuration['journals'] {
  const name = journal.trim();
  const other = (names: string[]) => names.filter((n) => n.toLowerCase() !== name.toLowerCase());
  return {
    whitelist: list === 'WHITELIST' ? [...other(journals.whitelist), name] : other(journals.whitelist),
    blacklist: list === 'BLACKLIST' ? [...other(journals.blacklist), name] : other(journals.blacklist),
  };
}

/** The other reading of doc 2 §3: journal name → WHITELIST or BLACKLIST, and the active authors' ids. */
export function bwJournals(journals: Configuration['journals']): Record<string, JournalList> {
  const map: Record<string, JournalList> = {};
  for (const name of journals.whitelist) map[name] = 'WHITELIST';
  for (const name of journals.blacklist) map[name] = 'BLACKLIST';
  return map;
}
export const activeAuthorIds = (configuration: Pick<Configuration, 'activeAuthors'>): string[] =>
  configuration.activeAuthors.map((author) => author.id);

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

/* ---------- Calls (doc 2 §7 "Configuration", GET /api/lexeme/{id}) ---------- */

export const lexemeParams = z.object({ id: z.coerce.number().int().positive() });

export const configurationApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:id/configuration',
    access: 'owner',
    summary:
      "The investigation configuration (stored, or the defaults of the investigation's definition) with its dictionaries",
    params: investigationIdParams,
    response: configurationSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/configuration',
    access: 'owner',
    summary:
      'Save the configuration (all of it, or some top-level fields). A rejection is a 400 whose plain-text body is the ' +
      'error message of doc 2 §5 (a 403 for override or facultyWorks fields the user may not change); success answers ' +
      'the configuration as stored (new dictionaries with their ids)',
    params: investigationIdParams,
    body: configurationUpdate,
    response: configurationSchema,
  }),
  bwJournal: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/configuration/bwjournal',
    access: 'owner',
    summary: 'Put a journal on the whitelist or the blacklist, or neither (NONE); facultyWorks users',
    params: investigationIdParams,
    body: z.object({ journal: z.string().trim().min(1).max(1_000), list: z.enum(journalLists) }),
    response: configurationSchema,
  }),
  activeAuthor: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/configuration/active-author',
    access: 'owner',
    summary:
      'Add an author (string id, then name) to the active authors, or take it off with active false; facultyWorks users',
    params: investigationIdParams,
    body: activeAuthor.extend({ active: z.boolean().default(true) }),
    response: configurationSchema,
  }),
  lexeme: defineEndpoint({
    method: 'GET',
    path: '/api/lexeme/:id',
    access: 'owner',
    summary: 'A dictionary as a CSV file (one word per row) named after the dictionary',
    params: lexemeParams,
    response: z.unknown(),
  }),
} as const;
