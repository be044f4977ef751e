import { z } from 'zod';

/** Environment flags returned by GET /api/about (doc 1 §3). */
export const aboutSchema = z.object({
  version: z.string(),
  showHebrewTutorials: z.boolean(),
  showHiddenFeatures: z.boolean(),
  showDocumentLabels: z.boolean(),
  showTranslations: z.boolean(),
  showSignUp: z.boolean(),
  directSignUp: z.boolean(),
  reportEnabled: z.boolean(),
  entityDetectionEnabled: z.boolean(),
  alertsEnabled: z.boolean(),
  showTimeline: z.boolean(),
  documentsPageSize: z.number().int().positive(),
  userGuideUrl: z.string(),
  showPredefinedTermGroups: z.boolean(),
  allowDuplicateInvestigation: z.boolean(),
  supportBatch: z.boolean(),
  supportPolitical: z.boolean(),
  supportPersonGroup: z.boolean(),
  supportUniversity: z.boolean(),
  supportWebSite: z.boolean(),
  supportTender: z.boolean(),
  supportCompany: z.boolean(),
  supportLocalDocuments: z.boolean(),
  /** Quarry's addition: the address a suspended user is asked to write to. */
  supportEmail: z.string(),
  /** Quarry's additions: where the help menu's Video Tutorials and Hebrew Tutorials lead (empty: not offered). */
  videoTutorialsUrl: z.string(),
  hebrewTutorialsUrl: z.string(),
});
export type About = z.infer<typeof aboutSchema>;
export type AboutFlag = Exclude<keyof About, 'version' | 'supportEmail' | 'videoTutorialsUrl' | 'hebrewTutorialsUrl'>;
