/**
 * The access-matrix rows of the admin's calls (doc 3 §7) and the health check: split from access-matrix.rows.ts,
 * whose header says what a row is.
 */
import type { AccessRow } from './access-matrix.fixture.js';

export const adminAccessRows: Record<string, AccessRow> = {
  // Redo merge of the Person investigation with authors: "" (queued) or why not, both 200.
  'adminMergeApi.redoMerge': {
    request: (f) => ({ url: `/api/admin/merge/investigations/${f.personInvestigationId}` }),
  },
  'adminMergeApi.redoMergeAll': { request: () => ({}) },
  // Nothing has waited long in the matrix's app: every check is ok.
  'maintenanceApi.healthcheck': { request: () => ({}) },

  'adminClusterReportApi.generateReport': {
    request: (f) => ({
      multipart: {
        fields: { investigationId: String(f.personInvestigationId), doiList: '10.5555/matrix.1' },
        files: [],
      },
    }),
  },
  // No report is stored in the matrix's app: an admin is told so (a well-formed key no report has).
  'adminClusterReportApi.reportByFile': {
    request: () => ({ body: { fileKey: 'cluster-reports/0/none.json' } }),
    status: 404,
  },
  'adminClusterReportApi.pointsOfContact': {
    request: (f) => ({ body: { investigationId: f.personInvestigationId, personId: f.personInvestigationPersonId } }),
  },
  'adminMergeReportsApi.mergeReport': { request: async (f) => ({ body: { personIds: await f.personsToMerge() } }) },
  'adminMergeReportsApi.finalReport': {
    request: async (f) => ({ body: { mainPersonId: f.personId, personIds: await f.personsToMerge() } }),
  },
  // As reportByFile: the debug reads a stored report, and none is stored in the matrix's app.
  'adminMergeReportsApi.mergeDebug': {
    request: (f) => ({
      body: { fileKey: 'cluster-reports/0/none.json', personId: f.personId, goodDocumentIds: [], badDocumentIds: [] },
    }),
    status: 404,
  },

  // The process menu's admin reports: each writes its workbook to the storage and answers its key.
  'adminReportsApi.authorFeedbackReport': { request: () => ({}) },
  'adminReportsApi.qualityEstimationReport': { request: () => ({}) },
  // A CV whose name names no investigation: a report with that file's error, no failure.
  'adminReportsApi.batchAccuracyReport': {
    request: () => ({ multipart: { fields: {}, files: [{ fileName: 'cv.txt', content: 'Publications\n' }] } }),
  },
  // An investigation without two clustering runs: no runs compared, no error.
  'adminReportsApi.clusterDiff': {
    request: (f) => ({ url: `/api/admin/clusters/diff?investigationId=${f.personInvestigationId}` }),
  },
};
