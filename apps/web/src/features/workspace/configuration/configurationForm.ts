import {
  type Configuration,
  type ConfigurationField,
  type ConfigurationIssue,
  type ConfigurationKind,
  type ConfigurationPage,
  enabledTopIds,
  lexemeTopId,
  mergeTopsStatuses,
} from '@quarry/contract';
import { configurationText } from './configurationLabels';

/*
 * The dialog edits a Configuration as it is: a list field holds the text area's lines as typed (blanks and spaces
 * too, so the text area keeps what the user types); the shared validation and the server clean them.
 */

/** A list field as its text area shows it, and back. */
export const linesText = (lines: readonly string[]): string => lines.join('\n');
export const textLines = (text: string): string[] => text.split(/\r?\n/);

/** What a number field holds: an empty or unreadable field is NaN, which the validation refuses. */
export const numberValue = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
/** A number as its field shows it (NaN as an empty field). */
export const numberText = (value: number): number | string => (Number.isFinite(value) ? value : '');

/** The page that shows a field, so a page with a problem is marked in the page list. */
const pageOfField: Record<ConfigurationField, ConfigurationPage> = {
  sources: 'searchSettings',
  maxResultsPerWebHarvest: 'searchSettings',
  maxResultsPerArticleHarvest: 'searchSettings',
  webHarvestFromSites: 'webPageSearch',
  articleHarvestFromInstitutions: 'institutesSearch',
  selectedLanguages: 'languages',
  researchers: 'researchers',
  startDateCutoff: 'researchers',
  documentNumberLimit: 'performance',
  dictionaries: 'dictionaries',
  // Set in the graphs' Graph Settings dialog (omnipotent users), never on a page of this dialog.
  graphsSettings: 'performance',
};
export const pagesWithIssues = (issues: readonly ConfigurationIssue[]): Set<ConfigurationPage> =>
  new Set(issues.map((issue) => pageOfField[issue.field]));
export const hasIssue = (issues: readonly ConfigurationIssue[], field: ConfigurationField): boolean =>
  issues.some((issue) => issue.field === field);

/** Whether a save changes which bar graphs show: then the results reload (doc 2 §4). */
export const filtersChanged = (before: Configuration, after: Configuration): boolean =>
  enabledTopIds(before.topsStatuses) !== enabledTopIds(after.topsStatuses);

export function setTopEnabled(configuration: Configuration, id: string, enabled: boolean): Configuration {
  return {
    ...configuration,
    topsStatuses: configuration.topsStatuses.map((status) => (status.id === id ? { ...status, enabled } : status)),
  };
}

/** The dictionaries changed, with their filters following: a new one enabled, a renamed one keeping its state. */
function withDictionaries(
  configuration: Configuration,
  kind: ConfigurationKind,
  dictionaries: Configuration['dictionaries'],
  renamed?: { from: string; to: string },
): Configuration {
  const statuses = renamed
    ? configuration.topsStatuses.map((status) =>
        status.dictionary && status.id === lexemeTopId(renamed.from)
          ? { ...status, id: lexemeTopId(renamed.to) }
          : status,
      )
    : configuration.topsStatuses;
  const names = dictionaries.map((d) => ({ name: d.name.trim() }));
  return { ...configuration, dictionaries, topsStatuses: mergeTopsStatuses(kind, statuses, names) };
}

/** 'New Dictionary', then 'New Dictionary 1', 'New Dictionary 2'… until the name is free. */
export function newDictionaryName(dictionaries: Configuration['dictionaries']): string {
  const taken = new Set(dictionaries.map((d) => d.name.trim().toLowerCase()));
  const base = configurationText.newDictionary;
  if (!taken.has(base.toLowerCase())) return base;
  let counter = 1;
  while (taken.has(`${base} ${counter}`.toLowerCase())) counter++;
  return `${base} ${counter}`;
}

export const addDictionary = (configuration: Configuration, kind: ConfigurationKind): Configuration =>
  withDictionaries(configuration, kind, [
    ...configuration.dictionaries,
    { id: null, name: newDictionaryName(configuration.dictionaries), words: [] },
  ]);

export function renameDictionary(
  configuration: Configuration,
  kind: ConfigurationKind,
  index: number,
  name: string,
): Configuration {
  const from = configuration.dictionaries[index]!.name.trim();
  const dictionaries = configuration.dictionaries.map((d, i) => (i === index ? { ...d, name } : d));
  return withDictionaries(configuration, kind, dictionaries, { from, to: name.trim() });
}

export const setDictionaryWords = (configuration: Configuration, index: number, words: string[]): Configuration => ({
  ...configuration,
  dictionaries: configuration.dictionaries.map((d, i) => (i === index ? { ...d, words } : d)),
});

export const deleteDictionary = (configuration: Configuration, kind: ConfigurationKind, index: number): Configuration =>
  withDictionaries(
    configuration,
    kind,
    configuration.dictionaries.filter((_, i) => i !== index),
  );
