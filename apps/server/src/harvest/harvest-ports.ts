import type { InvestigationKind, InvestigationStatus } from '@quarry/contract';

/**
 * What the harvest needs from the modules that own investigations, their uploads and their configuration. The
 * harvest sits below the modules (they use its connectors); app.ts hands it these ports, so it imports none of them.
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
}

/** An uploaded file of a Local documents investigation: stored on disk (storedName), or, from before, as text. */
export interface StoredUpload {
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
  uploadsOf(investigationId: number): Promise<StoredUpload[]>;
  /** Where a stored upload lies on disk. */
  uploadPath(investigationId: number, storedName: string): string;
  settingsOf(investigation: HarvestedInvestigation): Promise<HarvestSettings>;
}
