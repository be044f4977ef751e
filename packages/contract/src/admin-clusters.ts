import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/*
 * The cluster report and the merge tools of the admin area (doc 3 §2 "Admin screens", §3 Cluster report and Merge
 * decision, §7 "Admin calls"). Our reading of the two clusterings the report compares: cluster 1 is Quarry's own
 * (the person a document's mention of the investigated author belongs to, "SNE" in the spec's sort rule); cluster 2 is
 * the source's author identity (the OpenAlex author id the mention came with, heir of the Microsoft Academic Graph,
 * "MAG").
 */

/** The largest CV the cluster report and the accuracy report accept. */
export const MAX_CV_FILE_BYTES = 10 * 1024 * 1024;
/** The most DOIs one cluster report matches. */
export const MAX_DOI_LIST_LENGTH = 2000;
/** The most CVs one batch accuracy report reads. */
export const MAX_ACCURACY_CV_FILES = 200;
/** The CV formats the reports read: PDF, DOCX and plain text. */
export const CV_FILE_EXTENSIONS = ['.pdf', '.docx', '.txt'] as const;

export const clusterReportMessages = {
  missingInvestigationId: 'Please fill in the investigation ID',
  notPersonInvestigation: 'A cluster report is made for a Person investigation',
  emptyCv: 'The CV file is empty.',
  cvTooLarge: `The CV file is larger than ${MAX_CV_FILE_BYTES / 1024 / 1024} MB.`,
  cvWrongType: 'The CV must be a PDF, a Word (.docx) or a text file.',
  notACv: 'No publication titles were found in the CV file.',
  unreadableCv: (reason: string) => `The CV file could not be read: ${reason}`,
  tooManyDois: `At most ${MAX_DOI_LIST_LENGTH} DOIs can be matched at once.`,
  nothingToMatch: 'Give a CV file or a DOI list to compare the clusters with.',
  unknownReport: 'No stored cluster report has this key.',
  noAccuracyFiles: 'Choose at least one CV file whose name starts with its investigation ID (for example 123.pdf).',
  tooManyAccuracyFiles: `At most ${MAX_ACCURACY_CV_FILES} CV files can be evaluated at once.`,
  accuracyFileName: (fileName: string) =>
    `${fileName}: the file name does not start with an investigation ID (for example 123.pdf)`,
  accuracyUnknownInvestigation: (investigationId: number) => `Investigation ${investigationId} does not exist`,
  mergeReportPersons: 'Choose at least two persons.',
  unknownPerson: (personId: number) => `Person ${personId} does not exist`,
} as const;

/** A count and its share in percent (0–100, unrounded: the page rounds to 0.1). */
export const countAndPercentage = z.object({ count: z.number().int(), percentage: z.number() });
export type CountAndPercentage = z.infer<typeof countAndPercentage>;

/**
 * One statistics table of the cluster report (articles, or patents). Percentages of the first five are of
 * cvTitlesCount; allTitlesInMainCluster's is of the investigation's documents of this kind; mainClusterTitlesNotInCV's
 * is of allTitlesInMainCluster; extraTitles (documents neither in the CV nor in the main cluster) is of the
 * investigation's documents of this kind.
 */
export const clusterStats = z.object({
  cvTitlesCount: countAndPercentage,
  cvTitlesFound: countAndPercentage,
  cvTitlesInMainCluster: countAndPercentage,
  cvTitlesInWrongCluster: countAndPercentage,
  cvTitlesNotFound: countAndPercentage,
  allTitlesInMainCluster: countAndPercentage,
  mainClusterTitlesNotInCV: countAndPercentage,
  extraTitles: countAndPercentage,
});
export type ClusterStats = z.infer<typeof clusterStats>;

export const clusterReportDocument = z.object({
  documentId: z.number().int(),
  documentTitle: z.string(),
  /** 'Yes' when a CV title or a listed DOI matches the document, otherwise 'No'. */
  appearsInCv: z.enum(['Yes', 'No']),
  patent: z.boolean(),
  /** Quarry's person for the document's mention of the investigated author. */
  cluster1PersonId: z.number().int().nullable(),
  cluster1PersonName: z.string().nullable(),
  /** The source's author identity of that mention (an OpenAlex author id), null when the source gave none. */
  cluster2PersonId: z.string().nullable(),
  cluster2PersonName: z.string().nullable(),
  /** How likely the mention belongs with the main cluster (the disambiguation scorer, 0–1); shown by Show Merge Scores. */
  mergeScore: z.number().nullable(),
});
export type ClusterReportDocument = z.infer<typeof clusterReportDocument>;

/** How one of Quarry's clusters spreads over the source's author identities. */
export const clusterComparison = z.object({
  sourceClusterId: z.number().int(),
  sourceClusterCount: z.number().int(),
  targetClusters: z.array(z.object({ targetClusterId: z.string(), value: countAndPercentage })),
});
export type ClusterComparison = z.infer<typeof clusterComparison>;

/** The cluster report (doc 3 §3), kept in storage under `fileKey` (the page's S3 Path). */
export const clusterReport = z.object({
  investigationId: z.number().int(),
  personName: z.string(),
  generatedAt: z.string(),
  fileKey: z.string(),
  /** The uploaded CV's storage key, null without a CV. */
  cvFileKey: z.string().nullable(),
  /** The CV's titles as read, in order (what the matching worked from). */
  cvTitles: z.array(z.string()),
  articleStats: clusterStats,
  patentStats: clusterStats,
  documents: z.array(clusterReportDocument),
  comparisons: z.array(clusterComparison),
  /** The cluster holding most CV-matched documents (ties: the larger cluster); null when nothing matched. */
  matchingClusterId: z.number().int().nullable(),
  /** The DOIs given, normalized (lower case, no resolver prefix). */
  doiList: z.array(z.string()),
});
export type ClusterReport = z.infer<typeof clusterReport>;

/** Merge decision (doc 3 §3): the disambiguation scorer on one pair of persons. */
export const mergeDecision = z.object({
  id1: z.number().int(),
  id2: z.number().int(),
  totalScore: z.number(),
  scores: z.record(z.string(), z.number()),
});
export type MergeDecision = z.infer<typeof mergeDecision>;

const personIdList = z.array(z.number().int().positive()).max(200);

export const mergeReportInput = z.object({ personIds: personIdList.min(2, clusterReportMessages.mergeReportPersons) });
export const finalReportInput = z.object({ mainPersonId: z.number().int().positive(), personIds: personIdList.min(1) });
export const finalReport = z.object({
  mainPersonId: z.number().int(),
  threshold: z.number(),
  decisions: z.array(mergeDecision),
});
export type FinalReport = z.infer<typeof finalReport>;

export const mergeDebugInput = z.object({
  fileKey: z.string().min(1),
  personId: z.number().int().positive(),
  goodDocumentIds: z.array(z.number().int().positive()).max(2000),
  badDocumentIds: z.array(z.number().int().positive()).max(2000),
});
export type MergeDebugInput = z.infer<typeof mergeDebugInput>;

/** Why each bad document joined the person: its pair scores against the good ones, feature by feature. */
export const mergeDebugResult = z.object({
  personId: z.number().int(),
  threshold: z.number(),
  badDocuments: z.array(
    z.object({
      documentId: z.number().int(),
      documentTitle: z.string(),
      /** The highest pair score against a good document: above the threshold, it is what joined them. */
      bestScore: z.number().nullable(),
      pairs: z.array(
        z.object({ goodDocumentId: z.number().int(), totalScore: z.number(), scores: z.record(z.string(), z.number()) }),
      ),
    }),
  ),
});
export type MergeDebugResult = z.infer<typeof mergeDebugResult>;

/** Where a generated report workbook is kept: a storage key, downloaded through GET /api/admin/storage. */
export const storedReport = z.object({ location: z.string() });
export type StoredReport = z.infer<typeof storedReport>;

const accuracy = z.object({ precision: z.number(), recall: z.number(), f1: z.number() });

export const batchAccuracyReport = storedReport.extend({
  investigations: z.array(
    accuracy.extend({
      investigationId: z.number().int(),
      personName: z.string(),
      cvTitles: z.number().int(),
      inMainCluster: z.number().int(),
      mainClusterSize: z.number().int(),
    }),
  ),
  /** Micro-averaged over every investigation's CV titles and main cluster. */
  overall: accuracy,
  /** Each file that was not evaluated, and why. */
  errors: z.array(z.object({ fileName: z.string(), message: z.string() })),
});
export type BatchAccuracyReport = z.infer<typeof batchAccuracyReport>;

export const pointsOfContactInput = z.object({
  investigationId: z.number().int().positive(),
  personId: z.number().int().positive(),
});
/** The main cluster's e-mail addresses and affiliations as its documents print them, most documents first. */
export const pointsOfContact = z.object({
  emails: z.array(z.object({ email: z.string(), documents: z.number().int(), lastYear: z.number().int().nullable() })),
  affiliations: z.array(
    z.object({ name: z.string(), documents: z.number().int(), lastYear: z.number().int().nullable() }),
  ),
});
export type PointsOfContact = z.infer<typeof pointsOfContact>;

export const clusterDiffQuery = z.object({
  investigationId: z.coerce.number().int().positive(),
  fromRunId: z.coerce.number().int().positive().optional(),
  toRunId: z.coerce.number().int().positive().optional(),
});
/** Two runs of one investigation's clustering compared (default: the last two): which mentions moved. */
export const clusterDiff = storedReport.extend({
  investigationId: z.number().int(),
  runs: z.array(z.object({ runId: z.number().int(), finishedAt: z.string(), persons: z.number().int() })),
  fromRunId: z.number().int().nullable(),
  toRunId: z.number().int().nullable(),
  unchanged: z.number().int(),
  moved: z.array(
    z.object({
      /** A mention is an author of a document: (documentId, mentionId), mentionId being the author's position in it. */
      mentionId: z.number().int(),
      documentId: z.number().int(),
      documentTitle: z.string(),
      name: z.string(),
      fromPersonId: z.number().int().nullable(),
      toPersonId: z.number().int().nullable(),
    }),
  ),
});
export type ClusterDiff = z.infer<typeof clusterDiff>;

/** The cluster report page's calls. */
export const adminClusterReportApi = {
  generateReport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/clusters/generate-report',
    access: 'admin',
    multipart: true,
    summary:
      'The cluster report of a Person investigation against a CV (PDF, DOCX or text; its titles read by the maintained ' +
      'parsers) and a DOI list; multipart investigationId, doiList, optional cvFile; the report is stored (fileKey)',
    response: clusterReport,
  }),
  reportByFile: defineEndpoint({
    method: 'POST',
    path: '/api/admin/clusters/report-by-file',
    access: 'admin',
    summary: 'A stored cluster report by its storage key (the S3 Path)',
    body: z.object({ fileKey: z.string().min(1) }),
    response: clusterReport,
  }),
  pointsOfContact: defineEndpoint({
    method: 'POST',
    path: '/api/admin/clusters/points-of-contact',
    access: 'admin',
    summary: "Find Points of Contact: the main cluster's e-mail addresses and affiliations (Quarry's own call)",
    body: pointsOfContactInput,
    response: pointsOfContact,
  }),
} as const;

/** The process menu's report calls (doc 1 §6, doc 2 §6). */
export const adminReportsApi = {
  batchAccuracyReport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/clusters/batch-accuracy-report',
    access: 'admin',
    multipart: true,
    summary:
      "Evaluate accuracy using CVs: one CV file per investigation, named by its ID; each main cluster's precision, " +
      'recall and F1 against its CV, and overall; an Excel workbook at a storage location',
    response: batchAccuracyReport,
  }),
  qualityEstimationReport: defineEndpoint({
    method: 'GET',
    path: '/api/admin/clusters/quality-estimation-report',
    access: 'admin',
    summary:
      'Per investigation, without ground truth: cluster sizes, name-variant spread, co-author cohesion and the share ' +
      'of mentions placed with low confidence; an Excel workbook at a storage location',
    response: storedReport,
  }),
  authorFeedbackReport: defineEndpoint({
    method: 'GET',
    path: '/api/admin/clusters/author-feedback-report',
    access: 'admin',
    summary:
      "The users' merges, undone merges, votes and 'not this person' decisions over time; an Excel workbook at a " +
      'storage location',
    response: storedReport,
  }),
  clusterDiff: defineEndpoint({
    method: 'GET',
    path: '/api/admin/clusters/diff',
    access: 'admin',
    summary: "Cluster diff (Quarry's own call): two runs of one investigation's clustering compared, which mentions moved",
    query: clusterDiffQuery,
    response: clusterDiff,
  }),
} as const;

export const adminMergeReportsApi = {
  mergeReport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/merge/report',
    access: 'admin',
    summary: "A text file of each pair of the chosen persons' totalScore and named scores (as the author graph's)",
    body: mergeReportInput,
    response: z.unknown(),
  }),
  finalReport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/merge/final-report',
    access: 'admin',
    summary: 'The merge decision of the main person with each of the others, and the threshold they are held to',
    body: finalReportInput,
    response: finalReport,
  }),
  mergeDebug: defineEndpoint({
    method: 'POST',
    path: '/api/admin/merge/debug',
    access: 'admin',
    summary:
      "Why the bad documents joined the person: each one's pair scores against the good ones, feature by feature",
    body: mergeDebugInput,
    response: mergeDebugResult,
  }),
} as const;

/** Merge Group Selection per document (doc 3 §4): None → Correct → Incorrect → None. */
export const mergeGroupSelections = ['None', 'Correct', 'Incorrect'] as const;
export type MergeGroupSelection = (typeof mergeGroupSelections)[number];
export const nextMergeGroupSelection = (current: MergeGroupSelection): MergeGroupSelection =>
  mergeGroupSelections[(mergeGroupSelections.indexOf(current) + 1) % mergeGroupSelections.length]!;

/** The cluster report page's words (doc 3 §2, §8). */
export const clusterReportText = {
  title: 'Cluster Report',
  cvUpload: 'Upload CV',
  doiList: 'DOI List',
  generate: 'Generate Report',
  showClusterId: 'Show Cluster ID',
  showMergeScores: 'Show Merge Scores',
  hideMergeScores: 'Hide Merge Scores',
  mergeGroupSelection: 'Merge Group Selection',
  s3Path: 'S3 Path',
  loadReport: 'Load Report',
  findPointsOfContact: 'Find Points of Contact',
  mainClusterNotSpecified: 'Main cluster not specified',
  articleStats: 'Articles',
  patentStats: 'Patents',
  documents: 'Documents',
  comparisons: 'Cluster Comparison',
  debugMergeResults: 'Debug Merge Results',
  mergeDebugTool: 'Merge Debug Tool',
  runMergeDebug: 'Debug Merge',
} as const;
