import type { Queryable } from '../../db/database.js';

/**
 * What the harvest hands the documents module, which owns documents, document_sources, document_merges and
 * document_entities (modules/documents): the records it stores, merges and undoes. The harvest reads those tables
 * but never writes them; app.ts hands it the module's store as a port (HarvestPorts.documents).
 */

export interface DocumentRecord {
  dedupe_key: string;
  type: string;
  title: string;
  abstract: string;
  doi: string | null;
  journal: string | null;
  publisher: string | null;
  volume: string | null;
  issue: string | null;
  first_page: string | null;
  last_page: string | null;
  date: string | null;
  date_precision: string | null;
  publication_type: string | null;
  language: string | null;
  citation_number: number | null;
  harvester_type: string;
  url: string | null;
  full_text_url: string | null;
  text: string;
  keywords: string[];
  related_dois: string[];
  /** The raw values of the fields the cleaning changed (clean-metadata.ts), or null. */
  raw: unknown;
}

export interface SourceRecord {
  document_id: number;
  source: string;
  query: string;
  source_id: string | null;
  /** The record's ids in other services (Provenance.identifiers), {} when none. */
  identifiers: object;
}

export interface EntityRecord {
  document_id: number;
  kind: string;
  value: string;
  score: number;
}

/**
 * The columns a merged record may fill on its document when they are empty, and a split empties again; never one a
 * user set or cleared (the document's `overwritten` columns, modules/documents' edits).
 */
export const FILLABLE_COLUMNS = [
  'abstract',
  'doi',
  'journal',
  'publisher',
  'volume',
  'issue',
  'first_page',
  'last_page',
  'date',
  'date_precision',
  'publication_type',
  'language',
  'citation_number',
  'url',
  'full_text_url',
  'keywords',
] as const;
export type FillableColumn = (typeof FILLABLE_COLUMNS)[number];
export type FillableValues = {
  [C in FillableColumn]: C extends 'keywords' ? string[] : C extends 'citation_number' ? number | null : string | null;
};

export interface MergeRow {
  document_id: number;
  dedupe_key: string;
  source: string;
  source_id: string | null;
  doi: string | null;
  url: string | null;
  harvester_type: string;
  title: string;
  year: number | null;
  journal: string | null;
  reason: string;
  record: unknown;
  filled: Partial<FillableValues>;
}

/** A record's screening decisions (ImportedDecisions) on the document it became or joined. */
export interface DecisionsToImport {
  documentId: number;
  vote?: 'RELEVANT' | 'IRRELEVANT';
  labels: string[];
  notes: string[];
}

/** How many votes, labels and notes an import wrote (a vote a user had cast, a label already there are not counted). */
export interface ImportedCounts {
  votes: number;
  labels: number;
  notes: number;
}

/** The documents module's writes the harvest asks for, each inside the caller's transaction. */
export interface DocumentStore {
  /**
   * Inserts the documents whose dedupe key is new to the investigation (one statement for the batch) and answers the
   * id of every key in `allKeys`, new or already there, with which ones are new.
   */
  insertDocuments(
    tx: Queryable,
    investigationId: number,
    records: DocumentRecord[],
    allKeys: string[],
  ): Promise<{ idByKey: Map<string, number>; newKeys: Set<string> }>;
  /** Where each record came from, with the harvest that brought it (NULL once another harvest found it too). */
  insertSources(tx: Queryable, rows: SourceRecord[], harvestJobId: number | null): Promise<void>;
  insertEntities(tx: Queryable, rows: EntityRecord[]): Promise<void>;
  /** Writes the filled columns of each document (a column absent from `values`, or a user's, stays as it is). */
  fillDocuments(tx: Queryable, fills: Array<{ id: number; values: Partial<FillableValues> }>): Promise<void>;
  insertMerges(tx: Queryable, investigationId: number, merges: MergeRow[]): Promise<void>;
  /** Labels the documents 'dup-suspect' (the near-duplicate check was unsure of them), leaving them unread. */
  labelDupSuspects(tx: Queryable, investigationId: number, documentIds: number[]): Promise<void>;
  /** Removes a merge; false when it was gone already. */
  deleteMerge(tx: Queryable, mergeId: number): Promise<boolean>;
  /** Empties the columns a merge filled, where they still hold what it wrote and no user set them (a date takes its precision along). */
  emptyFilled(tx: Queryable, documentId: number, filled: Partial<FillableValues>): Promise<void>;
  /** The provenance a merged record added to its document (only a record with a source id of its own). */
  deleteProvenance(
    tx: Queryable,
    documentId: number,
    source: string,
    query: string,
    sourceId: string | undefined,
  ): Promise<void>;
  /**
   * Writes imported decisions as the owner's vote (never over a vote cast), labels and notes, recorded with the
   * harvest (when given) for its undo.
   */
  importDecisions(
    tx: Queryable,
    investigationId: number,
    harvestJobId: number | null,
    rows: DecisionsToImport[],
  ): Promise<ImportedCounts>;
  /** Takes back what a harvest imported (where a user did not change it since); answers the documents changed. */
  undoImportedDecisions(tx: Queryable, investigationId: number, harvestJobId: number): Promise<number[]>;
  /** Deletes documents of the investigation (their sources, merges, entities and authorships go with them). */
  deleteDocuments(tx: Queryable, investigationId: number, documentIds: number[]): Promise<void>;
}
