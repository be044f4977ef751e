/** Texts of the workspace (doc 2 §2, §4, §8): the spec's words where it gives them. */
export const workspaceText = {
  tabs: {
    overview: 'Overview',
    documents: 'Documents',
    screen: 'Screen',
    'author-graph': 'Author Graph',
    'entity-graph': 'Entity Graph',
    timeline: 'Timeline',
    'report-editor': 'Insight Report',
    disambiguate: 'Disambiguate',
  },
  /** Doc 3 §2: the report tab is Configuration for faculty users. */
  facultyReportTab: 'Configuration',
  addInsight: 'Add Insight',
  settings: 'Settings',
  addInsightAbout: 'Add an insight about this document to the report',
  /** A profile's tab titles (doc 3 §2). */
  profileTabs: {
    overview: 'Overview',
    documents: 'Publications',
    screen: 'Screen',
    'author-graph': 'Co-Authors',
    'entity-graph': 'Research Interests',
    timeline: 'Timeline',
    'report-editor': 'Insight Report',
    disambiguate: 'Disambiguate',
  },
  toggleLeftPane: 'Toggle the search definition pane',
  noResultsFiltered: 'No results match the current filters. Please consider turning off some of the filters.',
  noResultsSuggested: 'There are no results or suggested terms to show, yet...',
  noResults: 'No results.',
  reviewProfileEmpty:
    'All publications are filtered out. Please release the filter toggle and clear the filters to see them.',
  reviewFilter: 'Investigation filters',
  reviewFilterHint: "This person's publications, narrowed by the filters you use in the investigation",
  launchingSlow: 'Launching the investigation takes longer than expected, please be patient…',
  launching: 'Launching the investigation…',
  noHistogramData: 'No data available',
  fromYear: 'From year',
  toYear: 'To year',
  noBarResults: 'No results exist for your search',
  displayedResults: 'Displayed Results',
  freeTextPlaceholder: 'Search in the results',
  freeTextLabel: 'Free text search',
  clearFilters: 'Clear Filters',
  showMore: 'Show More',
  showLess: 'Show Less',
  viewAll: 'View All',
  viewLess: 'View Less',
  /** facultyWorks researcher cues (doc 2 §6): the by-researchers label, the author cues, the journal colour menu. */
  researcherCues: {
    byTheResearchers: 'By the researchers',
    notByTheResearchers: 'Not by the researchers',
    compatible: 'compatible',
    compatibleTitle: 'Compatible with one of the researchers',
    inactive: 'inactive',
    inactiveTitle: 'Compatible with a researcher’s name, but not one of the active authors or affiliations',
    listing: { WHITELIST: 'whitelisted', NONE: 'not listed', BLACKLIST: 'blacklisted' },
    journalMenu: (journal: string, listing: string) => `Journal ${journal}: ${listing}. Change its colour`,
    nextColour: (listing: string) => `Next colour: ${listing}`,
  },
  visitWebsite: 'Visit Website',
  viewPdf: 'View PDF',
  keywords: 'Keywords',
  termsFound: 'Search terms found',
  snippets: 'Where the search terms occur',
  addNote: 'Add Note',
  editNote: 'Edit Note',
  save: 'Save',
  cancel: 'Cancel',
  addLabelToAll: 'Add Label to All Documents',
  exportToExcel: 'Export to Excel',
  renameLabel: 'Rename Label',
  showAuthorSummary: 'Show Author Summary',
  deleteLabel: 'Delete Label',
  deleteLabelMessage: (label: string) => `You are about to delete the label '${label}' from all documents.`,
  labelField: 'Label',
  newLabelField: 'New label',
  addLabelPlaceholder: 'Add label',
  relevant: 'Relevant',
  irrelevant: 'Irrelevant',
  star: 'Star',
  unstar: 'Unstar',
  starred: 'Starred',
  note: 'Note',
  sortBy: 'Sort by',
  /** The list's footer: how many are listed, and the ways to list the rest. */
  listedCount: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  loadMore: 'Load more',
  showAll: 'Show all',
  loadingMore: 'Loading more documents',
  documentsList: 'Documents list (End loads the rest and goes to the last document)',
  documentLoading: 'Loading…',
  filterBars: 'Filter',
  sortByTotal: 'Sort by grey bars',
  selectAllVisible: 'Select all visible',
  graphMenu: 'More actions',
  removeFilter: 'Remove filter',
  removeLabel: (label: string) => `Remove label ${label}`,
  /** A bar's name starts with what it shows ('{name} {count}'), as a spoken name must (WCAG 2.5.3). */
  barName: (name: string, count: number) => `${name} ${count} ${count === 1 ? 'document' : 'documents'}`,
  histogramPopup: (relevant: number, total: number, year: number) =>
    `${relevant} of ${total} ${total === 1 ? 'Publication' : 'Publications'} - ${year}`,
  documentCount: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'Document' : 'Documents'}`,
  // Selection and bulk actions (doc 2 §4 "Labels", §7 bulkread, label/bulk, harvest/by-documents).
  selectDocument: (title: string) => `Select ${title || 'this document'}`,
  selectionBar: 'Selected documents',
  selectedCount: (count: number) => `${count.toLocaleString('en-US')} selected`,
  selectAll: 'Select All',
  clearSelection: 'Clear',
  markAsRead: 'Mark as Read',
  addLabelToSelected: 'Add Label',
  removeLabelFromSelected: 'Remove Label',
  add: 'Add',
  remove: 'Remove',
  labelToRemove: 'Label to remove',
  harvestReferences: 'Harvest References and Citing Works',
  harvestTooMany: (max: number) => `Select at most ${max} documents to harvest their references and citing works`,
  // Bringing back removed authors and entities (doc 2 §6, §7 undelete and entities/restore-all, §8 confirmations).
  bringBackAuthors: 'Bring Back Removed Authors',
  bringBackEntities: 'Bring Back Removed Entities',
  bringBackAuthorsMessage:
    'You are about to bring back all the authors removed from this investigation. They will be listed in the Authors graph again.',
  bringBackEntitiesMessage:
    'You are about to bring back all the entities removed from this investigation. They will be listed in their graphs again.',
  bringBack: 'Bring Back',
} as const;

/**
 * The documents toolbar (doc 2 §2): each control's accessible name, and what it does, which its tooltip shows and
 * assistive technology reads as its description.
 */
export const toolbarText = {
  viewMode: { name: 'View mode', does: 'Choose how much of each document the list shows' },
  highlight: { name: 'Highlight', does: 'Mark search terms or mentioned entities in titles and abstracts' },
  refresh: { name: 'Refresh', does: 'Reload the list to show documents harvested since it was loaded' },
  /** What the lit refresh button says, by the server's refreshReason. */
  refreshBecause: {
    newDocuments: 'Documents were harvested since the list was loaded: refresh to see them',
    learnedOrder: 'The order learned from your votes changed: refresh to see it',
    authors: 'Authors were merged or split since the list was loaded: refresh to see them',
  },
  moreActions: {
    name: 'More actions',
    does: 'Label every document, bring back removed authors or entities, list the keyboard shortcuts',
  },
  export: { name: 'Export', does: 'Download the documents of the current view' },
  activity: {
    name: 'Harvest activity',
    does: 'Documents harvested per second, on a logarithmic dial from 0 to 100',
  },
  activityValue: (rate: number) => `${rate.toLocaleString('en-US')} documents per second`,
} as const;

export type ToolbarControl = { name: string; does: string };

/** The screening shortcuts and their help overlay. */
export const shortcutText = {
  title: 'Keyboard shortcuts',
  close: 'Close',
  actions: {
    next: 'Next document',
    previous: 'Previous document',
    relevant: 'Mark Relevant (again: Neutral)',
    irrelevant: 'Mark Irrelevant (again: Neutral)',
    star: 'Star or unstar',
    note: 'Add or edit the note',
    open: 'Open the document (marks it read)',
    help: 'Show these shortcuts',
  },
  moreKeys:
    'Tab reaches each document once, at its title; the arrow keys move between its other controls, Escape goes back to the title.',
} as const;

/** Displayed Results (doc 2 §4): the values and how the pane shows them. */
export const displayedResultsLabel = {
  All: 'All',
  Unread: 'Unread',
  Annotated: 'Starred / Annotated / Labeled',
  Relevant: 'Liked',
  Irrelevant: 'Disliked',
  Unscreened: 'Unscreened',
} as const;

/** View modes for documents (doc 2 §2). */
export const viewModeLabel = ['Titles', 'Preview', 'Extended', 'All Details', 'All Details + Images'] as const;

/**
 * Highlight modes (doc 2 §2), in menu order. They are also the values of the filter spec's highlightMode, which
 * uses the spec's words.
 */
export const highlightModeLabel = {
  searchTerms: 'Highlight Search Terms',
  entities: 'Highlight Mentioned Entities',
} as const;

/** The kinds of a mentioned entity, as the title of its highlight reads them (other kinds show as they come). */
export const entityKindLabel: Record<string, string> = {
  person: 'Person',
  organization: 'Organization',
  location: 'Location',
  concept: 'Concept',
};

/** The special filters of the spec and how their chips read. */
export const specialFilterLabel = {
  includeOnlyUnlabeled: 'Only unlabeled',
  onlyInvestigationResearchers: 'Researcher names',
  onlyRecentResearcherDocuments: 'Researcher names, previous and current year',
  onlyDuplicateDocuments: 'New duplicates',
  onlyUnaffiliated: 'Partly unaffiliated',
  onlyUnknownPublishers: 'Unknown publishers',
  onlyMissingVolume: 'Missing volume',
  onlyMissingDate: 'Missing date',
} as const;
