import { describe, expect, it } from 'vitest';
import {
  type Configuration,
  blankConfiguration,
  configurationError,
  configurationIssues,
  configurationMessages,
  configurationPages,
  enabledTopIds,
  hiddenTops,
  nextJournalList,
  isValidDate,
  journalListing,
  mergeTopsStatuses,
  normalizeConfiguration,
  setJournalListing,
  shownTopNames,
  splitLines,
  translationLanguagesFor,
} from './configuration.js';
import { topCategories } from './workspace.js';

const base = (): Configuration => blankConfiguration();
const search = (changes: Partial<Configuration['searchDefinition']>): Configuration => ({
  ...base(),
  searchDefinition: { ...base().searchDefinition, ...changes },
});
const messages = (configuration: Configuration, hebrew = false) =>
  configurationIssues(configuration, { hebrew }).map((i) => i.message);

describe('configuration rules (doc 2 §5)', () => {
  it('accepts the defaults', () => {
    expect(configurationError(base(), { hebrew: false })).toBeUndefined();
  });

  it('refuses excluding web pages and articles together', () => {
    expect(messages(search({ includeWebPages: false, includeArticles: false }))).toEqual([
      'Web page and articles must not be excluded together.',
    ]);
  });

  it('takes max results 1 to 200 while overridden, with the messages as the spec words them', () => {
    const web = (value: number) =>
      messages(search({ overrideDefaultMaxResultsPerWebHarvest: true, maxResultsPerWebHarvest: value }));
    const article = (value: number) =>
      messages(search({ overrideDefaultMaxResultsPerArticleHarvest: true, maxResultsPerArticleHarvest: value }));
    for (const bad of [0, 201, 2.5, Number.NaN, -1]) {
      expect(web(bad)).toEqual(['Max results for web harvests must be a whole number between 0 and 200']);
      expect(article(bad)).toEqual(['Max results for article harvests must be a whole number between 0 and 200']);
    }
    for (const good of [1, 20, 200]) {
      expect(web(good)).toEqual([]);
      expect(article(good)).toEqual([]);
    }
    // Not overridden, or the source excluded: the field is disabled and does not count.
    expect(messages(search({ maxResultsPerWebHarvest: 0 }))).toEqual([]);
    expect(
      messages(
        search({ includeWebPages: false, overrideDefaultMaxResultsPerWebHarvest: true, maxResultsPerWebHarvest: 0 }),
      ),
    ).toEqual([]);
  });

  it('limits languages to two (Hebrew only with its flag), researchers to 300, sites to 50, institutes to 20', () => {
    expect(messages({ ...base(), translation: { selectedLanguages: ['French', 'German', 'Dutch'] } })).toEqual([
      'Maximum of two languages allowed.',
    ]);
    expect(messages({ ...base(), translation: { selectedLanguages: ['Hebrew'] } })).toEqual([
      configurationMessages.hebrewUnavailable,
    ]);
    expect(messages({ ...base(), translation: { selectedLanguages: ['Hebrew'] } }, true)).toEqual([]);
    expect(messages({ ...base(), translation: { selectedLanguages: ['Klingon'] } })).toEqual([
      'Klingon is not a translation language.',
    ]);
    expect(translationLanguagesFor(false)).not.toContain('Hebrew');
    expect(translationLanguagesFor(true)).toHaveLength(38);

    const names = (n: number) => Array.from({ length: n }, (_, i) => `Researcher ${i}`);
    expect(messages({ ...base(), researchers: [...names(300), '', '  '] })).toEqual([]);
    expect(messages({ ...base(), researchers: names(301) })).toEqual(['No more than 300 researchers are allowed.']);
    expect(messages(search({ webHarvestFromSites: names(51) }))).toEqual([configurationMessages.tooManySites]);
    expect(messages(search({ articleHarvestFromInstitutions: names(21) }))).toEqual([
      configurationMessages.tooManyInstitutions,
    ]);
  });

  it('checks a filled Starting-from date', () => {
    expect(messages({ ...base(), startDateCutoff: '2023-02-30' })).toEqual([
      '"Starting from" date in the Researchers tab is invalid.',
    ]);
    expect(messages({ ...base(), startDateCutoff: 'yesterday' })).toEqual([
      '"Starting from" date in the Researchers tab is invalid.',
    ]);
    expect(messages({ ...base(), startDateCutoff: ' 2024-02-29 ' })).toEqual([]);
    expect(messages({ ...base(), startDateCutoff: '   ' })).toEqual([]);
    expect([isValidDate('2023-12-31'), isValidDate('2023-13-01'), isValidDate('23-01-01')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('checks dictionaries: names filled and unique, word limits', () => {
    const dict = (name: string, words: string[] = ['a']) => ({ id: null, name, words });
    expect(messages({ ...base(), dictionaries: [dict(' '), dict('Crops'), dict('crops ')] })).toEqual([
      configurationMessages.dictionaryName,
      'There is more than one dictionary named Crops.',
    ]);
    expect(messages({ ...base(), dictionaries: [dict('Long', ['x'.repeat(201)])] })).toEqual([
      configurationMessages.wordTooLong('Long'),
    ]);
  });

  it('splits list fields on newlines, trimmed, without blanks', () => {
    expect(splitLines(' a \r\n\nb\r  \n c')).toEqual(['a', 'b', 'c']);
  });

  it('normalizes what it stores', () => {
    const normalized = normalizeConfiguration({
      ...search({ webHarvestFromSites: [' x.org ', ''] }),
      journals: { whitelist: ['Nature', 'Cell', 'nature'], blacklist: ['CELL'] },
      activeAuthors: [
        { id: ' 7 ', name: ' Ada ' },
        { id: '7', name: 'Ada L.' },
      ],
      dictionaries: [{ id: 3, name: ' Crops ', words: ['Wheat', ' wheat ', '', 'rye'] }],
    });
    expect(normalized.searchDefinition.webHarvestFromSites).toEqual(['x.org']);
    expect(normalized.journals).toEqual({ whitelist: ['Nature'], blacklist: ['CELL'] });
    expect(normalized.activeAuthors).toEqual([{ id: '7', name: 'Ada L.' }]);
    expect(normalized.dictionaries).toEqual([{ id: 3, name: 'Crops', words: ['Wheat', 'rye'] }]);
  });
});

describe('configuration pages and filters (doc 2 §6)', () => {
  const plain = { omnipotent: false, facultyWorks: false };
  it('shows the Topic and Person pages, Languages with the flag, and the pages of omnipotent and facultyWorks users', () => {
    expect(configurationPages('topic', plain, { showTranslations: false })).toEqual([
      'searchSettings',
      'webPageSearch',
      'institutesSearch',
      'filters',
      'dictionaries',
    ]);
    expect(configurationPages('topic', plain, { showTranslations: true }).at(-1)).toBe('languages');
    expect(configurationPages('person', plain, { showTranslations: true })).toEqual([
      'searchSettings',
      'filters',
      'dictionaries',
      'researchers',
    ]);
    expect(
      configurationPages('person', { omnipotent: true, facultyWorks: true }, { showTranslations: false }).slice(4),
    ).toEqual(['performance', 'activeAuthors', 'bwJournals']);
  });

  it('hides 6 predefined filters in Person investigations and 1 in Topic ones; dictionaries follow', () => {
    expect(hiddenTops.person).toHaveLength(6);
    expect(hiddenTops.topic).toHaveLength(1);
    const topic = mergeTopsStatuses(
      'topic',
      [{ id: 'predefined.Journals', displayName: 'Journals', enabled: false, dictionary: false }],
      [{ name: 'Crops' }],
    );
    expect(topic).toHaveLength(topCategories.length - 1 + 1);
    expect(topic.find((s) => s.id === 'predefined.Journals')?.enabled).toBe(false);
    expect(topic.at(-1)).toEqual({ id: 'lexeme.Crops', displayName: 'Crops', enabled: true, dictionary: true });
    expect(mergeTopsStatuses('person', [], [])).toHaveLength(topCategories.length - 6);

    const shown = shownTopNames('topic', topic);
    expect(shown.has('predefined.Labels')).toBe(true);
    expect(shown.has('predefined.Journals')).toBe(false);
    expect(shown.has('lexeme.Crops')).toBe(true);
    expect(shownTopNames('person', mergeTopsStatuses('person', [], [])).has('predefined.Domains')).toBe(false);
    expect(enabledTopIds(topic)).not.toContain('predefined.Journals');
  });

  it('moves journals between the whitelist and the blacklist', () => {
    let journals = setJournalListing({ whitelist: [], blacklist: [] }, 'Nature', 'WHITELIST');
    expect(journalListing(journals, 'nature')).toBe('WHITELIST');
    journals = setJournalListing(journals, 'nature', 'BLACKLIST');
    expect(journals).toEqual({ whitelist: [], blacklist: ['nature'] });
    expect(journalListing(setJournalListing(journals, 'NATURE', 'NONE'), 'Nature')).toBe('NONE');
  });
});

describe('the journal colour menu', () => {
  it('cycles a journal from the whitelist to none, to the blacklist and back', () => {
    expect(nextJournalList('WHITELIST')).toBe('NONE');
    expect(nextJournalList('NONE')).toBe('BLACKLIST');
    expect(nextJournalList('BLACKLIST')).toBe('WHITELIST');
  });
});
