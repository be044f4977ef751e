import type { KnownIdentifiers } from '@quarry/contract';

/**
 * The one shape every connector yields: a harvested document normalized to the Document and Author fields of
 * doc 2 §3, with provenance. The pipeline dedupes, mines and stores these; nothing downstream reads a
 * source's own format.
 */

/** doc 2 §3: Year, MonthYear, DayMonthYear. */
export type DatePrecision = 'Year' | 'MonthYear' | 'DayMonthYear';

/** doc 2 §3 document types: Article (generic), Book, Book Chapter, Web Page. */
export type DocumentType = 'Article' | 'Book' | 'Book Chapter' | 'Web Page';

/** doc 2 §3: PUBLISHER, GENERIC, MICROSOFT, GOOGLE (OpenAlex stands where Microsoft Academic did). */
export type HarvesterType = 'PUBLISHER' | 'GENERIC' | 'MICROSOFT' | 'GOOGLE';

export type SourceName = 'openalex' | 'crossref' | 'arxiv' | 'web-search' | 'web-page' | 'site-crawl' | 'local-file';

export interface NormalizedAffiliation {
  name: string;
  /** ISO 3166-1 alpha-2, upper case, when known. */
  countryCode?: string;
  rorId?: string;
  openalexId?: string;
}

export interface NormalizedAuthor {
  name: string;
  /** 0-based order on the document. */
  position: number;
  orcid?: string;
  /** e.g. "A5023888391" (the short id, not the URL). */
  openalexId?: string;
  affiliations: NormalizedAffiliation[];
  /** The affiliation string as printed, when the source gives one. */
  rawAffiliation?: string;
}

export interface NormalizedConcept {
  name: string;
  /** 0..1 */
  score: number;
  kind: 'concept' | 'topic' | 'keyword' | 'keyphrase';
}

export interface Provenance {
  source: SourceName;
  /** What was asked: the search string, the DOI, the author id, the URL… */
  query: string;
  /** The source's own id of the record (OpenAlex W…, arXiv id, URL). */
  sourceId?: string;
  /**
   * The record's ids in the services the workspace links to, as the source gives them: its own (OpenAlex W…, arXiv
   * id) and the others it knows (OpenAlex's PubMed and PMC ids, an arXiv copy). Kept per record in document_sources.
   */
  identifiers?: RecordIdentifiers;
}

/** A record's ids other than its DOI (the document has a column of its own for that). */
export type RecordIdentifiers = Omit<KnownIdentifiers, 'doi'>;

export interface NormalizedDocument {
  type: DocumentType;
  title: string;
  abstract: string;
  /** Lower-case, without the https://doi.org/ prefix. */
  doi?: string;
  /**
   * DOIs the source states are other versions of this work (Crossref's is-preprint-of, has-version…; OpenAlex's
   * locations of a preprint or a repository copy): a record with one of them is this work.
   */
  relatedDois?: string[];
  journal?: string;
  publisher?: string;
  volume?: string;
  issue?: string;
  firstPage?: string;
  lastPage?: string;
  /** ISO date (YYYY-MM-DD; month and day are 01 when unknown, see datePrecision). */
  date?: string;
  datePrecision?: DatePrecision;
  /** The source's finer type: journal-article, proceedings-article, preprint, dissertation… */
  publicationType?: string;
  /** ISO 639-1 code when known. */
  language?: string;
  citationNumber?: number;
  harvesterType: HarvesterType;
  url?: string;
  fullTextUrl?: string;
  authors: NormalizedAuthor[];
  concepts: NormalizedConcept[];
  keywords: string[];
  /** Readable text of a web page (empty for publications). */
  text?: string;
  provenance: Provenance;
  /** What the user decided about the record in the tool that exported the file (ASReview, Rayyan, Zotero, EndNote). */
  decisions?: ImportedDecisions;
  /**
   * How an uploaded file's format names the record ("line 12", "PMID 31452104", "UT WOS:000123", "row 8"): the
   * harvest summary names a record of the file that is merged or not kept by it.
   */
  reference?: string;
}

/**
 * A screening tool's decisions carried by an imported record: its relevance vote, its labels (tags) and its notes.
 * The ingest stores them as the investigation owner's vote, labels and notes, attached to the harvest run.
 */
export interface ImportedDecisions {
  vote?: 'RELEVANT' | 'IRRELEVANT';
  labels?: string[];
  notes?: string[];
}
