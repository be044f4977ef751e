import { familyRoute, type FamilyRoute, type InvestigationFamily } from '../investigation-types.js';
import { topCategories, type TopCategoryName } from '../workspace.js';
import type { TopStatus } from './schema.js';

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
