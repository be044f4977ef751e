import { z } from 'zod';
import { defaultGraphsSettings, graphsSettingsSchema } from '../graphs.js';
import { DEFAULT_RESULTS_PER_HARVEST } from './limits.js';

export { journalLists, nextJournalList, type JournalList } from './journal-lists.js';

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
