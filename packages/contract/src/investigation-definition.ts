import type { z } from 'zod';
import {
  createCompanyRequest,
  createFacultyWorksRequest,
  createPersonGroupRequest,
  createPersonRequest,
  createResearcherWorksRequest,
  createTenderRequest,
  createTopicRequest,
  createUniversityRequest,
  createWebSiteRequest,
} from './investigation-rules.js';
import type { InvestigationKind } from './investigation-types.js';

/**
 * The investigation-definition file (POST /api/investigation_definition/create): investigations to create, as
 * JSON (an array of objects, or {"investigations": [...]}) or CSV (a header row, then one investigation per row).
 * Every object has a `type` and the fields of that type's create call; in CSV, researcherNames are separated by
 * ";" and booleans are true/false. Nothing is created unless every entry is valid; errors name the entry
 * ("line 3: …" for CSV, "item 2: …" for JSON). Documented in docs/investigation-definition-file.md.
 */
export const definitionSchemas: Partial<Record<InvestigationKind, z.ZodType>> = {
  Topic: createTopicRequest,
  Political: createTopicRequest,
  Tender: createTenderRequest,
  Company: createCompanyRequest,
  Person: createPersonRequest,
  PersonGroup: createPersonGroupRequest,
  University: createUniversityRequest,
  WebSite: createWebSiteRequest,
  FacultyWorks: createFacultyWorksRequest,
  ResearcherWorks: createResearcherWorksRequest,
};

export const MAX_DEFINITION_ENTRIES = 500;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const uploadMessage = {
  definitionCreated: 'Investigation(s) created successfully',
  errorParsingFile: 'Error Parsing File',
} as const;
