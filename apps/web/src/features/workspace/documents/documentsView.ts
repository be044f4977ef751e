import type { SortDocumentsBy } from '@quarry/contract';
import { workspaceText } from '../workspaceLabels';

/** The view level kept in local storage (doc 2 §2); 4 (images) is for omnipotent users only. */
export const VIEW_LEVEL_KEY = 'quarry.documentViewLevel';
export const DEFAULT_VIEW_LEVEL = 1;

/** The view modes of doc 2 §2 by what they add: each level shows everything of the ones below it. */
export const VIEW_LEVEL = { titles: 0, preview: 1, extended: 2, allDetails: 3, images: 4 } as const;

export const maxViewLevel = (omnipotent: boolean): number => (omnipotent ? 4 : 3);

export function readViewLevel(stored: string | null, omnipotent: boolean): number {
  const level = stored !== null && /^\d$/.test(stored) ? Number(stored) : DEFAULT_VIEW_LEVEL;
  return Math.min(level, maxViewLevel(omnipotent));
}

const sortLabel: Record<SortDocumentsBy, string> = {
  relevance: 'Relevance',
  publishDateDesc: 'Publish Date (Newest First)',
  publishDateAsc: 'Publish Date (Oldest First)',
  citations: 'Number of Citations',
  dupScanning: 'Dup-Scanning Order',
};

/**
 * Sort options (doc 2 §2): Relevance only in Topic investigations (first, the default there), Publish Date both
 * ways and Number of Citations; facultyWorks users get Publish Date, Number of Citations and Dup-Scanning Order.
 */
export function sortOptions(topic: boolean, facultyWorks: boolean): { value: SortDocumentsBy; label: string }[] {
  const values: SortDocumentsBy[] = facultyWorks
    ? ['publishDateDesc', 'citations', 'dupScanning']
    : [...(topic ? (['relevance'] as const) : []), 'publishDateDesc', 'publishDateAsc', 'citations'];
  return values.map((value) => ({
    value,
    label: facultyWorks && value === 'publishDateDesc' ? 'Publish Date' : sortLabel[value],
  }));
}

/** Which empty-state text the documents pane shows when nothing is listed (doc 2 §2). */
export function emptyStateText(options: {
  reviewProfile?: boolean;
  filtersActive: boolean;
  topic: boolean;
  suggestedTerms: number;
}) {
  if (options.reviewProfile) return workspaceText.reviewProfileEmpty;
  if (options.filtersActive) return workspaceText.noResultsFiltered;
  if (options.topic && options.suggestedTerms === 0) return workspaceText.noResultsSuggested;
  return workspaceText.noResults;
}

/** The particle loading screen: a Topic investigation younger than 90 s with no terms and no documents (doc 2 §2). */
export const LAUNCH_SCREEN_MAX_AGE_S = 90;
export const LAUNCH_SLOW_AGE_S = 45;
export const showsLaunchScreen = (topic: boolean, ageSeconds: number, terms: number, documents: number): boolean =>
  topic && ageSeconds < LAUNCH_SCREEN_MAX_AGE_S && terms === 0 && documents === 0;
