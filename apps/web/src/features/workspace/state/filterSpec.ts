import { documentFilterSpec, type ParsedFilterSpec, type SelectedTop } from '@quarry/contract';
import { highlightModeLabel } from '../workspaceLabels';

/** The filter spec as the workspace keeps it: every field filled with its default. */
export type FilterSpec = ParsedFilterSpec;
export type DisplayedResults = FilterSpec['displayedResultsStatus'];

/** The special filters (doc 2 §3) that Clear Filters turns off. */
export const specialFilterKeys = [
  'includeOnlyUnlabeled',
  'onlyInvestigationResearchers',
  'onlyRecentResearcherDocuments',
  'onlyDuplicateDocuments',
  'onlyUnaffiliated',
  'onlyUnknownPublishers',
  'onlyMissingVolume',
  'onlyMissingDate',
] as const;
export type SpecialFilterKey = (typeof specialFilterKeys)[number];

/** The defaults; the sort is Relevance in Topic investigations and the newest first elsewhere (doc 2 §2). */
export function defaultSpec(topic: boolean): FilterSpec {
  return { ...documentFilterSpec.parse({}), sortDocumentsBy: topic ? 'relevance' : 'publishDateDesc' };
}

/** Relevance is a Topic sort (doc 2 §2): elsewhere the newest come first instead. */
export const offeredSort = (sort: FilterSpec['sortDocumentsBy'], topic: boolean): FilterSpec['sortDocumentsBy'] =>
  !topic && sort === 'relevance' ? 'publishDateDesc' : sort;

/**
 * The spec a workspace opened without a filter in its address starts from: the user's last one, with Displayed
 * Results back to All and no date filter (doc 2 §4: they reset when the workspace is created), and a sort the
 * investigation offers. A reload or a shared link has the whole filter in its address (filterUrl.ts) instead.
 */
export function startSpec(last: FilterSpec | null, topic: boolean): FilterSpec {
  const base = last ?? defaultSpec(topic);
  return {
    ...base,
    displayedResultsStatus: 'All',
    dateFilter: undefined,
    sortDocumentsBy: offeredSort(base.sortDocumentsBy, topic),
    // A person profile's filter (its data calls are the last filter too) is not the investigation's.
    personId: null,
    personName: null,
  };
}

/** A person profile's spec: whatever else is chosen, the person's documents only. */
export const profileSpec = (spec: FilterSpec, personId: number | undefined): FilterSpec =>
  personId === undefined || spec.personId === personId ? spec : { ...spec, personId };

const sameTop = (a: SelectedTop, b: SelectedTop) => a.name === b.name && a.selectedValue === b.selectedValue;

export const isTopSelected = (spec: FilterSpec, top: SelectedTop): boolean =>
  spec.selectedTops.some((selected) => sameTop(selected, top));

/** The values selected in the top list `name`. */
export const selectedValuesOf = (spec: FilterSpec, name: string): string[] =>
  spec.selectedTops.filter((selected) => selected.name === name).map((selected) => selected.selectedValue);

/**
 * Clicking a bar: selects what it stands for (one filter; a profile's Academic Publication, three), or releases it
 * when all of it is selected. Bars of other lists narrow each other; several of a list a document has one value of
 * (SINGLE_VALUE_TOPS) mean any of them.
 */
export function toggleTops(spec: FilterSpec, tops: readonly SelectedTop[]): FilterSpec {
  if (!tops.every((top) => isTopSelected(spec, top))) return selectTops(spec, tops);
  return { ...spec, selectedTops: spec.selectedTops.filter((selected) => !tops.some((top) => sameTop(selected, top))) };
}

export const removeTop = (spec: FilterSpec, top: SelectedTop): FilterSpec => ({
  ...spec,
  selectedTops: spec.selectedTops.filter((selected) => !sameTop(selected, top)),
});

/** Select all visible: adds the bars that are not selected yet. */
export function selectTops(spec: FilterSpec, tops: readonly SelectedTop[]): FilterSpec {
  const added = tops.filter((top) => !isTopSelected(spec, top));
  return added.length ? { ...spec, selectedTops: [...spec.selectedTops, ...added] } : spec;
}

/** Displayed Results: selecting the already selected one returns to All (doc 2 §4). */
export function setDisplayedResults(spec: FilterSpec, status: DisplayedResults): FilterSpec {
  return { ...spec, displayedResultsStatus: spec.displayedResultsStatus === status ? 'All' : status };
}

/** Free text runs on Enter, trimmed; an empty value clears it (doc 2 §5). */
export const applyFreeText = (spec: FilterSpec, text: string): FilterSpec => ({ ...spec, freeText: text.trim() });

/** The date range; null is no bound, and no bound on either side is no date filter. */
export function setDateRange(spec: FilterSpec, startYear: number | null, endYear: number | null): FilterSpec {
  if (startYear === null && endYear === null) return { ...spec, dateFilter: undefined };
  return { ...spec, dateFilter: { startYear, endYear } };
}

export const setSort = (spec: FilterSpec, sortDocumentsBy: FilterSpec['sortDocumentsBy']): FilterSpec => ({
  ...spec,
  sortDocumentsBy,
});

export const clearSpecialFilter = (spec: FilterSpec, key: SpecialFilterKey): FilterSpec => ({ ...spec, [key]: false });

/**
 * Clear Filters (doc 2 §4): displayed results to All, no selected tops, no date range, no free text and no
 * special filters. The sort, the highlight mode and the person of a profile stay.
 */
export function clearFilters(spec: FilterSpec): FilterSpec {
  const defaults = documentFilterSpec.parse({});
  const special = Object.fromEntries(specialFilterKeys.map((key) => [key, defaults[key]]));
  return {
    ...spec,
    ...special,
    displayedResultsStatus: 'All',
    selectedTops: [],
    dateFilter: undefined,
    freeText: '',
    includeSingleAuthoredDocuments: defaults.includeSingleAuthoredDocuments,
    requestedDocumentIds: undefined,
    specificDocumentUrls: undefined,
  };
}

export const hasDateFilter = (spec: FilterSpec): boolean =>
  spec.dateFilter != null && (spec.dateFilter.startYear != null || spec.dateFilter.endYear != null);

/** Whether any filter narrows the results (the empty state then asks to turn some off). */
export function hasActiveFilters(spec: FilterSpec): boolean {
  return (
    spec.displayedResultsStatus !== 'All' ||
    spec.selectedTops.length > 0 ||
    hasDateFilter(spec) ||
    spec.freeText !== '' ||
    specialFilterKeys.some((key) => spec[key]) ||
    !spec.includeSingleAuthoredDocuments ||
    Boolean(spec.requestedDocumentIds) ||
    Boolean(spec.specificDocumentUrls?.length)
  );
}

/** What can be highlighted in titles and abstracts (doc 2 §2). */
export type HighlightKind = keyof typeof highlightModeLabel;
export type Highlight = Record<HighlightKind, boolean>;
const highlightKinds = Object.keys(highlightModeLabel) as HighlightKind[];

/** What the spec's highlight mode turns on; no mode is the default, every kind on (doc 2 §2). */
export function highlightOf(spec: Pick<FilterSpec, 'highlightMode'>): Highlight {
  const modes: readonly string[] = spec.highlightMode ?? Object.values(highlightModeLabel);
  return {
    searchTerms: modes.includes(highlightModeLabel.searchTerms),
    entities: modes.includes(highlightModeLabel.entities),
  };
}

/** Ticks or unticks one highlight mode; the spec then lists every mode that is on, in menu order. */
export function setHighlight(spec: FilterSpec, kind: HighlightKind, on: boolean): FilterSpec {
  const next = { ...highlightOf(spec), [kind]: on };
  return {
    ...spec,
    highlightMode: highlightKinds.filter((each) => next[each]).map((each) => highlightModeLabel[each]),
  };
}

/**
 * The part of the spec that selects and orders the results: all of it but the highlight mode, which changes only
 * how titles and abstracts are drawn. The results are cached under this part, so ticking a highlight mode never
 * reloads them; the data call still sends the whole spec, so the server keeps the mode with the user's last filter
 * the next time the results load.
 */
export function resultsSpec(spec: FilterSpec): Omit<FilterSpec, 'highlightMode'> {
  const { highlightMode: _drawingOnly, ...rest } = spec;
  return rest;
}

/** The key of the result list a spec shows: what a selection and the suggested terms belong to. */
export const resultsKey = (spec: FilterSpec): string => JSON.stringify(resultsSpec(spec));

const LABELS_TOP = 'predefined.Labels';
const sameLabel = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A renamed label keeps its filter under the new name. */
export function renameLabelFilter(spec: FilterSpec, oldLabel: string, newLabel: string): FilterSpec {
  return {
    ...spec,
    selectedTops: spec.selectedTops.map((top) =>
      top.name === LABELS_TOP && sameLabel(top.selectedValue, oldLabel)
        ? { ...top, selectedValue: newLabel, selectedDisplayValue: newLabel }
        : top,
    ),
  };
}

/** A label filter that no document matches any more is dropped (doc 2 §4). */
export function dropLabelFilter(spec: FilterSpec, label: string): FilterSpec {
  const selectedTops = spec.selectedTops.filter(
    (top) => !(top.name === LABELS_TOP && sameLabel(top.selectedValue, label)),
  );
  return selectedTops.length === spec.selectedTops.length ? spec : { ...spec, selectedTops };
}
