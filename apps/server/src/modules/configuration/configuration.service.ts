import {
  type ActiveAuthor,
  type Configuration,
  type ConfigurationUpdate,
  type JournalList,
  configurationError,
  configurationKind,
  configurationMessages,
  mergeTopsStatuses,
  normalizeConfiguration,
  setJournalListing,
} from '@quarry/contract';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import type { InvestigationFacts } from '../investigations/index.js';
import { defaultConfiguration, withDefaults } from './configuration-defaults.js';
import * as repo from './configuration.repository.js';
import { dictionaryCsv } from './lexeme-csv.js';

export type ConfigurationService = ReturnType<typeof createConfigurationService>;

/** The fields only omnipotent users may change (doc 2 §6: override max results, the Performance page). */
const overrideFields = (c: Configuration) => [
  c.searchDefinition.overrideDefaultMaxResultsPerWebHarvest,
  c.searchDefinition.maxResultsPerWebHarvest,
  c.searchDefinition.overrideDefaultMaxResultsPerArticleHarvest,
  c.searchDefinition.maxResultsPerArticleHarvest,
  c.overrideDocumentNumberLimit,
  c.documentNumberLimit,
];
/** The fields of the facultyWorks pages (doc 2 §6: Active Authors, B&W Journals). */
const facultyFields = (c: Configuration) => [c.journals, c.activeAffiliations, c.activeAuthors];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The investigation configuration (doc 2 §3–§7): stored per investigation once saved, the defaults of its
 * definition until then. Only the owner reaches it (another user's answers 404). Every save runs the shared
 * validation of the contract and answers its first message as a 400.
 */
export function createConfigurationService(
  db: Database,
  config: Config,
  /** Told after each save (the workspace rebuilds its dictionaries' top lists). */
  saved: (investigationId: number) => void = () => undefined,
) {
  const defaultMaxResults = config.sources.maxResults;
  const hebrew = config.flags.showHebrewTutorials;

  /**
   * A configuration made consistent: lists cleaned, a max result or the document limit not overridden back at its
   * default (the field then shows the default), tops statuses complete for the kind and its dictionaries.
   */
  function settle(row: InvestigationFacts, configuration: Configuration): Configuration {
    const normalized = normalizeConfiguration(configuration);
    const search = normalized.searchDefinition;
    return {
      ...normalized,
      searchDefinition: {
        ...search,
        maxResultsPerWebHarvest: search.overrideDefaultMaxResultsPerWebHarvest
          ? search.maxResultsPerWebHarvest
          : defaultMaxResults,
        maxResultsPerArticleHarvest: search.overrideDefaultMaxResultsPerArticleHarvest
          ? search.maxResultsPerArticleHarvest
          : defaultMaxResults,
      },
      documentNumberLimit: normalized.overrideDocumentNumberLimit ? normalized.documentNumberLimit : 0,
      topsStatuses: mergeTopsStatuses(configurationKind(row.type), normalized.topsStatuses, normalized.dictionaries),
    };
  }

  async function current(tx: Queryable, row: InvestigationFacts): Promise<Configuration> {
    const stored = withDefaults(
      defaultConfiguration(row, defaultMaxResults),
      await repo.loadStoredConfiguration(tx, row.id),
    );
    return settle(row, { ...stored, dictionaries: await repo.loadDictionaries(tx, row.id) });
  }

  /** Reads the configuration, lets `change` make the next one, checks and stores it; all under one lock. */
  async function update(
    user: SessionUser,
    row: InvestigationFacts,
    change: (configuration: Configuration) => Configuration,
    facultyCall = false,
  ): Promise<Configuration> {
    const investigationId = row.id;
    // The facultyWorks calls: a stranger learns nothing (404 at the route) before being told the call is not theirs.
    if (facultyCall && !user.facultyWorks) throw forbidden(configurationMessages.facultyWorksOnly);
    return db
      .transaction(async (tx) => {
        await repo.lockConfiguration(tx, investigationId);
        const before = await current(tx, row);
        const after = settle(row, change(before));
        if (!user.omnipotent && !same(overrideFields(before), overrideFields(after)))
          throw forbidden(configurationMessages.omnipotentOnly);
        if (!user.facultyWorks && !same(facultyFields(before), facultyFields(after)))
          throw forbidden(configurationMessages.facultyWorksOnly);
        const error = configurationError(after, { hebrew });
        if (error) throw badRequest(error);
        const known = new Set(before.dictionaries.map((d) => d.id));
        if (after.dictionaries.some((d) => d.id !== null && !known.has(d.id)))
          throw notFound(configurationMessages.unknownDictionary);

        const { dictionaries, ...stored } = after;
        await repo.saveStoredConfiguration(tx, investigationId, stored);
        await repo.replaceDictionaries(tx, investigationId, dictionaries);
        return current(tx, row);
      })
      .then((stored) => {
        saved(investigationId);
        return stored;
      });
  }

  return {
    async get(investigation: InvestigationFacts): Promise<Configuration> {
      return current(db, investigation);
    },

    /** Saves the whole configuration, or the top-level fields given (the others stay as they are). */
    save: (user: SessionUser, investigation: InvestigationFacts, changes: ConfigurationUpdate) =>
      update(user, investigation, (before) => ({ ...before, ...changes })),

    /** Puts a journal on the whitelist or the blacklist, or neither (facultyWorks review). */
    bwJournal(user: SessionUser, investigation: InvestigationFacts, journal: string, list: JournalList) {
      return update(
        user,
        investigation,
        (before) => ({ ...before, journals: setJournalListing(before.journals, journal, list) }),
        true,
      );
    },

    /** Adds an author to the active authors (its name updated when already there), or takes it off. */
    activeAuthor(user: SessionUser, investigation: InvestigationFacts, author: ActiveAuthor, active: boolean) {
      return update(
        user,
        investigation,
        (before) => {
          const others = before.activeAuthors.filter((a) => a.id !== author.id.trim());
          return { ...before, activeAuthors: active ? [...others, author] : others };
        },
        true,
      );
    },

    /** Copies the configuration and dictionaries to a copy of the investigation (inside the duplicate's transaction). */
    copy: (tx: Queryable, sourceId: number, copyId: number) => repo.copyConfiguration(tx, sourceId, copyId),

    /** The investigation a dictionary belongs to (the access policy decides who may read it). */
    async investigationOfLexeme(lexemeId: number): Promise<number | undefined> {
      return (await repo.findLexeme(db, lexemeId))?.investigation_id;
    },

    /** A dictionary as a CSV file named after it. */
    async lexemeFile(lexemeId: number): Promise<{ fileName: string; content: string }> {
      const lexeme = await repo.findLexeme(db, lexemeId);
      if (!lexeme) throw notFound();
      return dictionaryCsv(lexeme.name, lexeme.words);
    },
  };
}
