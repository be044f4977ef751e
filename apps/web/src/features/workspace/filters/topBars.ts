import { foldForSearch, topCategories, type TopEntry } from '@quarry/contract';

export const BARS_SHOWN = 10;
export const FILTER_MIN_CHARS = 2;
/** Select all visible is allowed only when fewer than this many bars are visible (doc 2 §5). */
export const SELECT_ALL_LIMIT = 30;

export interface TopListLike {
  name: string;
  title: string;
  entries: TopEntry[];
  total: number;
}

export interface PaneContext {
  reviewProfile?: boolean;
  personProfile?: boolean;
}

const isEnglish = (entry: TopEntry) => /^(en|eng|english)$/i.test(entry.value) || /^english$/i.test(entry.name);
const order = (name: string) => {
  const index = topCategories.findIndex((category) => category.name === name);
  return index < 0 ? topCategories.length : index;
};

/** Whether a category's graph shows (doc 2 §2). */
export function showsTopList(list: TopListLike, context: PaneContext = {}): boolean {
  if (!list.entries.length) return false;
  switch (list.name) {
    case 'predefined.Labels':
      return !context.reviewProfile;
    case 'predefined.Languages':
      return list.entries.length > 1 || !isEnglish(list.entries[0]!);
    case 'predefined.Domains':
    case 'predefined.Regions':
      return !context.personProfile;
    default:
      return true;
  }
}

/** The graphs of the pane, in the order of the categories (custom ones last). */
export const visibleTopLists = <T extends TopListLike>(lists: readonly T[], context?: PaneContext): T[] =>
  lists.filter((list) => showsTopList(list, context)).sort((a, b) => order(a.name) - order(b.name));

export interface BarsView {
  bars: readonly TopEntry[];
  /** There are more bars than shown (Show More) or the list is expanded (Show Less). */
  expandable: boolean;
  /** The filter box has a search and nothing matches it. */
  noMatch: boolean;
}

/** The bars a graph shows: filtered from 2 characters, sorted by grey (total) bars on request, 10 until expanded. */
export function barsView(
  entries: readonly TopEntry[],
  filter: string,
  sortByTotal: boolean,
  expanded: boolean,
): BarsView {
  const search = foldForSearch(filter.trim());
  const matching =
    search.length >= FILTER_MIN_CHARS ? entries.filter((entry) => foldForSearch(entry.name).includes(search)) : entries;
  const sorted = sortByTotal ? [...matching].sort((a, b) => b.totalCount - a.totalCount) : matching;
  return {
    bars: expanded ? sorted : sorted.slice(0, BARS_SHOWN),
    expandable: sorted.length > BARS_SHOWN,
    noMatch: search.length >= FILTER_MIN_CHARS && matching.length === 0,
  };
}

export const canSelectAllVisible = (visible: number): boolean => visible > 0 && visible < SELECT_ALL_LIMIT;
