import type { InvestigationKind, InvestigationStatus } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import type { NormalizedAuthor } from './document.js';
import type { DocumentStore } from './document-store.js';

/**
 * What the harvest needs from the modules that own investigations, their uploads and their configuration. The
 * harvest sits below the modules (they use its connectors); wire-harvest.ts hands it these ports, so it imports none of them.
 */

/** The job kind of an investigation's harvest. */
export const HARVEST_JOB = 'harvest-investigation';

/** What the harvest reads of an investigation (the investigations module's row has these fields and more). */
export interface HarvestedInvestigation {
  id: number;
  sub_type: InvestigationKind;
  title: string;
  definition: Record<string, unknown>;
  status: InvestigationStatus;
  created_at: Date;
}

/** The configuration's Search Settings, as the harvest follows them. */
export interface HarvestSettings {
  includeWebPages: boolean;
  includeArticles: boolean;
  maxResultsPerWebHarvest: number;
  maxResultsPerArticleHarvest: number;
  webHarvestFromSites: string[];
  articleHarvestFromInstitutions: string[];
  /** The Researchers page's start-date cutoff (YYYY-MM-DD) when enabled: older records are not kept. */
  publishedSince?: string;
  /** The Performance page's document number limit when set (0: none): the investigation takes no more documents. */
  documentNumberLimit: number;
}

/** An uploaded file of a Local documents investigation: stored on disk (storedName), or, from before, as text. */
export interface StoredUpload {
  id: number;
  fileName: string;
  storedName: string | null;
  content: string | null;
}

/** An institution the OpenAlex lookup found (the University form's suggestions). */
export interface InstitutionName {
  name: string;
  countryCode?: string;
  openalexId?: string;
}

export interface HarvestPorts {
  findInvestigation(id: number): Promise<HarvestedInvestigation | undefined>;
  setStatus(id: number, status: InvestigationStatus, reason: string | null): Promise<void>;
  /** The uploads with these ids, or (none given) the files the investigation was created with, in upload order. */
  uploadsOf(investigationId: number, uploadIds?: number[]): Promise<StoredUpload[]>;
  /** Where a stored upload lies on disk. */
  uploadPath(investigationId: number, storedName: string): string;
  settingsOf(investigation: HarvestedInvestigation): Promise<HarvestSettings>;
  mentions: AuthorMentions;
  /** The investigation's document count grows by `added`, inside the caller's transaction (the investigations module's). */
  addToDocumentCount(tx: Queryable, investigationId: number, added: number): Promise<void>;
  /** Where the harvest's documents, sources, merges and entities are written (modules/documents). */
  documents: DocumentStore;
}

/** The person an author mention was placed with while harvesting (the persons module decides which). */
export interface PlacedPerson {
  readonly id: number;
}

/** The authors of one stored document, with the person each was placed with (in order). */
export interface DocumentMentions {
  documentId: number;
  authors: NormalizedAuthor[];
  persons: PlacedPerson[];
}

/** Placing the author mentions of one harvest (or one split record): what the persons module knew when it opened. */
export interface MentionSession {
  /** The person of each author of one document, in order: no query, so a batch is placed before its transaction. */
  place(authors: NormalizedAuthor[]): PlacedPerson[];
  /** Stores the persons placed and the documents' authorships, inside the caller's transaction. */
  write(tx: Queryable, documents: DocumentMentions[]): Promise<void>;
}

/**
 * What the harvest needs from the persons module, which owns persons and authorships (modules/persons): the
 * harvest hands it mentions and never writes those tables itself.
 */
export interface AuthorMentions {
  /** A session for the investigation's persons, or only those of `personIds` (a split record's). */
  open(db: Queryable, investigationId: number, personIds?: number[]): Promise<MentionSession>;
  /** Documents were deleted inside `tx`: persons left with no authorship go too. */
  dropLonePersons(tx: Queryable, investigationId: number, personIds: number[]): Promise<void>;
  /** New mentions were stored: the persons module disambiguates them (in the background). */
  stored(investigationId: number): Promise<void>;
}
