import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { documentIdentifier } from './identifiers.js';
import { isHttpUrl, MAX_URL_FILTER_LENGTH, MAX_URL_FILTER_LINES, urlFilterMessages } from './document-urls.js';
import type { InvestigationFamily } from './investigation-types.js';
import { journalLists } from './configuration/journal-lists.js';
import { exportFileKinds, exportQuery } from './export-formats.js';

/**
 * The top lists a document has at most one value of (its type, its language): several bars selected in one of them
 * mean any of them — a document cannot be two — where bars of other lists narrow each other (all of them).
 */
export const SINGLE_VALUE_TOPS: readonly string[] = ['predefined.Classifications', 'predefined.Languages'];

/** Doc 2 §4: a profile shows Article, Book and Book Chapter as one Academic Publication (Patent apart). */
export const ACADEMIC_PUBLICATION = 'Academic Publication';
export const ACADEMIC_CLASSIFICATIONS: readonly string[] = ['Article', 'Book', 'Book Chapter'];

/** The bar-graph categories of the filters pane (doc 2 §2) and the filter names their selections use. */
export const topCategories = [
  { name: 'predefined.Labels', title: 'Labels' },
  { name: 'predefined.Languages', title: 'Languages' },
  { name: 'predefined.Classifications', title: 'Classifications' },
  { name: 'predefined.Domains', title: 'Domains' },
  { name: 'predefined.Persons', title: 'Authors' },
  { name: 'predefined.Journals', title: 'Journals' },
  { name: 'predefined.Conferences', title: 'Conference Proceedings' },
  { name: 'predefined.Institutions', title: 'Institutes of Authors' },
  { name: 'predefined.Regions', title: 'Regions of Authors' },
  { name: 'predefined.Countries', title: 'Countries of Author Institutes' },
  { name: 'predefined.Email', title: 'Emails' },
  { name: 'predefined.Mentioned Terms', title: 'Mentioned Terms' },
  { name: 'entity.Mentioned Persons', title: 'Mentioned People' },
  { name: 'entity.Mentioned Organizations', title: 'Mentioned Organizations' },
  { name: 'entity.Mentioned Locations', title: 'Mentioned Locations' },
  { name: 'entity.Mentioned Concepts', title: 'Mentioned Concepts' },
] as const;
export type TopCategoryName = (typeof topCategories)[number]['name'];

/** The Authors top list: its values are person ids (removals, filters, merges and renames name them so). */
export const AUTHORS_CATEGORY = 'predefined.Persons' satisfies TopCategoryName;

export const relevancyValues = ['Relevant', 'Irrelevant', 'Neutral'] as const;

/**
 * Relevant and Irrelevant votes, the Relevance sort, learning and the search-definition pane belong to Topic
 * investigations (doc 2 §4): every kind of the Topic family, whatever it harvests.
 */
export const isTopicInvestigation = (family: InvestigationFamily): boolean => family === 'Topic';

/** Shown when an export starts (doc 2 §8). */
export const EXPORT_STARTED_MESSAGE = exportFileKinds.xlsx.startedMessage;
export type Relevancy = (typeof relevancyValues)[number];

/**
 * Displayed Results (doc 2 §4): All, Unread, Starred / Annotated / Labeled, Liked, Disliked; and Unscreened (beyond
 * the spec): the documents with no vote yet, Relevant nor Irrelevant (a vote set back to Neutral is none).
 */
export const displayedResultsValues = ['All', 'Unread', 'Annotated', 'Relevant', 'Irrelevant', 'Unscreened'] as const;
/** dupScanning (facultyWorks users' Dup-Scanning Order): documents with near-identical titles next to each other. */
export const sortValues = ['relevance', 'publishDateDesc', 'publishDateAsc', 'citations', 'dupScanning'] as const;
export type SortDocumentsBy = (typeof sortValues)[number];

export const selectedTop = z.object({
  name: z.string(),
  selectedValue: z.string(),
  selectedDisplayValue: z.string().optional(),
});
export type SelectedTop = z.infer<typeof selectedTop>;

/** The document filter spec (doc 2 §3): every field optional, absent means "no filter". */
export const documentFilterSpec = z.object({
  dateFilter: z
    .object({ startYear: z.number().int().nullable().optional(), endYear: z.number().int().nullable().optional() })
    .optional(),
  displayedResultsStatus: z.enum(displayedResultsValues).default('All'),
  selectedTops: z.array(selectedTop).default([]),
  includeOnlyUnlabeled: z.boolean().default(false),
  includeSingleAuthoredDocuments: z.boolean().default(true),
  personId: z.number().int().nullable().optional(),
  personName: z.string().nullable().optional(),
  freeText: z.string().trim().max(500).default(''),
  sortDocumentsBy: z.enum(sortValues).default('relevance'),
  requestedDocumentIds: z.array(z.number().int()).optional(),
  highlightMode: z.array(z.string()).optional(),
  onlyInvestigationResearchers: z.boolean().default(false),
  onlyDuplicateDocuments: z.boolean().default(false),
  onlyUnaffiliated: z.boolean().default(false),
  onlyUnknownPublishers: z.boolean().default(false),
  onlyMissingVolume: z.boolean().default(false),
  onlyMissingDate: z.boolean().default(false),
  /**
   * The researchers' documents (as onlyInvestigationResearchers) dated in the previous or the current year: doc 2 §4,
   * "Filters for facultyWorks researcher cues use the previous and current year".
   */
  onlyRecentResearcherDocuments: z.boolean().default(false),
  /** Filter by document URLs: matched fuzzily (document-urls.ts); the ones no document has come back as unmatchedUrls. */
  specificDocumentUrls: z
    .array(
      z
        .string()
        .trim()
        .max(MAX_URL_FILTER_LENGTH)
        .refine(isHttpUrl, { error: (issue) => urlFilterMessages.notUrl(String(issue.input).slice(0, 200)) }),
    )
    .max(MAX_URL_FILTER_LINES, urlFilterMessages.tooMany)
    .optional(),
});
export type DocumentFilterSpec = z.input<typeof documentFilterSpec>;
export type ParsedFilterSpec = z.output<typeof documentFilterSpec>;

export const documentAuthor = z.object({
  id: z.number().int(),
  name: z.string(),
  affiliations: z.array(z.string()),
  /**
   * facultyWorks users' researcher cues (researcher-cues.ts on the server): the author may be one of the
   * investigation's researchers (an active author, or a name compatible with a researcher's)…
   */
  compatible: z.boolean().optional(),
  /** …but is compatible by name only, while the configuration's active authors and affiliations do not confirm it. */
  inactive: z.boolean().optional(),
});

/** A document as the workspace shows it (doc 2 §3). */
export const workspaceDocument = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  abstract: z.string(),
  doi: z.string().nullable(),
  publisher: z.string().nullable(),
  volume: z.string().nullable(),
  issue: z.string().nullable(),
  firstPage: z.string().nullable(),
  lastPage: z.string().nullable(),
  url: z.string().nullable(),
  fullTextUrl: z.string().nullable(),
  journal: z.string().nullable(),
  date: z.string().nullable(),
  datePrecision: z.string().nullable(),
  publicationType: z.string().nullable(),
  classification: z.string(),
  originalLanguage: z.string().nullable(),
  citationNumber: z.number().int().nullable(),
  harvesterType: z.string(),
  authors: z.array(documentAuthor),
  labels: z.array(z.string()),
  relevancy: z.enum(relevancyValues),
  starred: z.boolean(),
  touched: z.boolean(),
  note: z.string().nullable(),
  keywords: z.array(z.string()),
  /** Harvested records merged into this document as near-duplicates (0 when it is made of one record). */
  mergedSources: z.number().int(),
  /** Its DOI, OpenAlex, arXiv, PubMed and PMC ids over every record it is made of, as links (identifiers.ts). */
  identifiers: z.array(documentIdentifier),
  /** Its cover and abstract images (GET /api/images?imageId=), and where each came from when it was fetched. */
  coverImageId: z.number().int().nullable(),
  abstractImageId: z.number().int().nullable(),
  coverImageSourceUrl: z.string().nullable(),
  abstractImageSourceUrl: z.string().nullable(),
  /** The cover is its journal's (doc 2 §3). */
  journalImage: z.boolean(),
  /** A full-text file was uploaded (View PDF opens it: GET …/documents/{docId}/full-text). */
  hasFullText: z.boolean(),
  /**
   * facultyWorks users only (doc 2 §3): one of the investigation's researchers is among its authors (true), none is
   * (false), the configuration names no researcher and no active author (null).
   */
  byTheResearchers: z.boolean().nullable().optional(),
  /** facultyWorks users only, for a document with a journal: the journal's listing on the B&W Journals page. */
  journalListing: z.enum(journalLists).optional(),
});
export type WorkspaceDocument = z.infer<typeof workspaceDocument>;

export const histogramBar = z.object({
  year: z.number().int(),
  totalCount: z.number().int(),
  relevantCount: z.number().int(),
  totalScore: z.number(),
  relevantScore: z.number(),
});

export const topEntry = z.object({
  /** The value a selection sends back as selectedValue (a person's id for authors). */
  value: z.string(),
  /** What the bar shows. */
  name: z.string(),
  totalCount: z.number().int(),
  relevantCount: z.number().int(),
  totalScore: z.number(),
  relevantScore: z.number(),
});
export type TopEntry = z.infer<typeof topEntry>;

export const topList = z.object({
  name: z.string(),
  title: z.string(),
  entries: z.array(topEntry),
  total: z.number().int(),
});

/** The investigation data of doc 2 §3 (terms and term groups arrive with step 4's search definition). */
export const investigationData = z.object({
  availableDocumentIds: z.array(z.number().int()),
  dateHistogram: z.array(histogramBar),
  documents: z.array(workspaceDocument),
  documentCounts: z.object({ totalDocumentCount: z.number().int(), relevantDocumentCount: z.number().int() }),
  tops: z.array(topList),
  persons: z.array(z.object({ id: z.number().int(), name: z.string() })),
  labels: z.array(z.string()),
  terms: z.object({ active: z.array(z.string()), suggested: z.array(z.string()) }),
  /** With a URL filter: its URLs that no document of the investigation has (doc 2 §5: reported, not silently dropped). */
  unmatchedUrls: z.array(z.string()).optional(),
});
export type InvestigationData = z.infer<typeof investigationData>;

/** Top lists carry at most this many entries (the pane shows 10, then Show More, and filters within them). */
export const MAX_TOP_ENTRIES = 200;

const workspaceParams = z.object({ type: z.string().regex(/^[a-z]+$/), id: z.coerce.number().int().positive() });
const pageQuery = z.object({ pageSize: z.coerce.number().int().min(1).max(500).default(50) });

/** A highlighted span of a title or abstract: [startIndex, endIndex) in UTF-16 code units. */
export const markup = z.object({
  startIndex: z.number().int(),
  endIndex: z.number().int(),
  /** Higher wins where spans overlap: search terms (2) over mentioned entities (1). */
  priority: z.number().int(),
  mandatory: z.boolean(),
  /** For an entity span, its kinds (person, organization, location, concept); empty for a search term. */
  entities: z.array(z.string()),
  /** The search term or entity the span shows. */
  text: z.string(),
  /** A search term's group colour, '1'…'10' (Topic investigations). */
  color: z.string().optional(),
});
export type Markup = z.infer<typeof markup>;

/** A passage of a document's text (or abstract) where its search terms occur, with the terms marked in it. */
export const snippet = z.object({ text: z.string(), markups: z.array(markup) });
export type Snippet = z.infer<typeof snippet>;

/** One of the investigation's search terms found in a document, with its group's colour. */
export const foundTerm = z.object({ term: z.string(), color: z.string().optional() });
export type FoundTerm = z.infer<typeof foundTerm>;

/** The view levels (doc 2 §2) from which an item shows the terms found in it, and its snippets. */
export const TERMS_VIEW_LEVEL = 2;
export const SNIPPETS_VIEW_LEVEL = 3;

/**
 * What decorates a document in the list: the markups of its title and abstract; the terms found in it when asked for
 * view level 2 and up; its snippets from level 3 (only the page asked for, only when asked: the list call stays light).
 */
export const documentMarkups = z.object({
  documentId: z.number().int(),
  title: z.array(markup),
  abstract: z.array(markup),
  terms: z.array(foundTerm).optional(),
  snippets: z.array(snippet).optional(),
});

/** The workspace calls of doc 2 §7 "Documents and results". */
export const workspaceApi = {
  data: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/data',
    access: 'owner',
    action: 'open',
    summary: 'The investigation data for a filter spec: ids in sort order, histogram, first page, counts, tops',
    params: workspaceParams,
    query: pageQuery,
    body: documentFilterSpec,
    response: investigationData,
  }),
  nextDocuments: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/next-documents',
    access: 'owner',
    action: 'open',
    summary: 'The documents of these ids, in this order (the next page of availableDocumentIds)',
    params: workspaceParams,
    body: z.object({ documentIds: z.array(z.number().int()).max(500) }),
    response: z.array(workspaceDocument),
  }),
  markups: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/document-markups',
    access: 'owner',
    action: 'open',
    summary:
      'Title and abstract markups of search terms and mentioned entities (with the terms found and snippets at higher view levels), for the given documents or the first page of a filter spec',
    params: workspaceParams,
    query: pageQuery,
    body: documentFilterSpec.extend({
      documentIds: z.array(z.number().int()).max(500).optional(),
      /** The list's view level: from TERMS_VIEW_LEVEL the terms found, from SNIPPETS_VIEW_LEVEL the snippets too. */
      viewLevel: z.number().int().min(0).max(4).optional(),
    }),
    response: z.array(documentMarkups),
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:type/:id/export',
    access: 'owner',
    action: 'open',
    summary:
      "The documents the filter spec selects as a file (the file named timestamp + title): an Excel workbook, or RIS, BibTeX, CSL-JSON or CSV with the user's votes, labels and notes",
    params: workspaceParams,
    query: exportQuery,
    body: documentFilterSpec,
    response: z.unknown(),
  }),
} as const;
