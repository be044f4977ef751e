import {
  adminClusterReportApi,
  adminMergeReportsApi,
  clusterReport,
  type ClusterReport,
  type FinalReport,
  type MergeDebugInput,
  type MergeDebugResult,
  type PointsOfContact,
} from '@quarry/contract';
import { callApi, callDownload, callUpload, isApiError, quietFailure } from '../../../api';
import { clusterReportLabel } from './clusterReportLabels';

/*
 * The page shows its calls' failures itself (the server's message, in the page): every HTTP failure comes back to
 * it, except a 401, which still signs the user out.
 */

export interface ReportRequest {
  investigationId: number;
  doiList: string;
  cvFile: File | null;
}

/** Generate Report: multipart investigationId, doiList and the CV when one was chosen (doc 3 §7). */
export async function generateClusterReport({
  investigationId,
  doiList,
  cvFile,
}: ReportRequest): Promise<ClusterReport> {
  const form = new FormData();
  form.append('investigationId', String(investigationId));
  form.append('doiList', doiList);
  if (cvFile) form.append('cvFile', cvFile, cvFile.name);
  return callUpload(adminClusterReportApi.generateReport.path, form, { response: clusterReport, ...quietFailure });
}

export const loadClusterReport = (fileKey: string): Promise<ClusterReport> =>
  callApi(adminClusterReportApi.reportByFile, { body: { fileKey }, ...quietFailure });

export const findPointsOfContact = (investigationId: number, personId: number): Promise<PointsOfContact> =>
  callApi(adminClusterReportApi.pointsOfContact, { body: { investigationId, personId }, ...quietFailure });

export const debugMerge = (body: MergeDebugInput): Promise<MergeDebugResult> =>
  callApi(adminMergeReportsApi.mergeDebug, { body, ...quietFailure });

export const fetchFinalReport = (mainPersonId: number, personIds: number[]): Promise<FinalReport> =>
  callApi(adminMergeReportsApi.finalReport, { body: { mainPersonId, personIds }, ...quietFailure });

/** The merge report is a text file: saved under the server's (timestamped) name, as the author graph's is. */
export const downloadMergeReport = (personIds: number[]): Promise<string> =>
  callDownload(adminMergeReportsApi.mergeReport.path, { personIds }, 'merge-report.txt', quietFailure);

/**
 * What the page says about a failed call: the server's message as sent, or why there is none; null when the global
 * handling already said it (an unreachable server or a broken answer opens the generic error dialog).
 */
export function failureText(error: unknown): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  if (error.handled) return null;
  if (error.status === 0) return clusterReportLabel.unreachable;
  return error.body.trim() || clusterReportLabel.callFailed(error.status);
}
