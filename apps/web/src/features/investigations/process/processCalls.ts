import {
  adminReportsApi,
  batchAccuracyReport,
  type BatchAccuracyReport,
  type ClusterDiff,
  investigationsApi,
  uploadPaths,
  uploadResult,
  type UploadResult,
} from '@quarry/contract';
import { callApi, callUpload, getDownload, isApiError } from '../../../api';
import { textLines } from '../../../lib/textLines';
import { workbookLink } from './reportView';

/** What an upload of the process menu came to: the lines to list as errors, or nothing wrong. */
export type UploadOutcome = { ok: true; result?: UploadResult } | { ok: false; errors: string[] };

/** A 400 whose text lists one error per line is shown by the screen; anything else was handled globally. */
function refusal(error: unknown): UploadOutcome {
  if (isApiError(error) && !error.handled && error.status === 400) return { ok: false, errors: textLines(error.body) };
  throw error;
}

/** Upload Authors File: a .txt of names, or a .csv / .xlsx of names and affiliations; a Person each (omnisol). */
export async function uploadAuthorsFile(file: File): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const result = await callUpload(uploadPaths.authorsFile, form, { response: uploadResult, handle: [400] });
    return { ok: true, result };
  } catch (error) {
    return refusal(error);
  }
}

/** Upload Investigations: the definition file; an empty answer is success, a non-empty one lists errors (doc 1 §7). */
export async function uploadDefinitionFile(file: File): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('fileName', file.name);
  try {
    const text = await callUpload(uploadPaths.definitionFile, form, { handle: [400] });
    return text.trim() ? { ok: false, errors: textLines(text) } : { ok: true };
  } catch (error) {
    return refusal(error);
  }
}

export const deletePendingInvestigations = () => callApi(investigationsApi.deletePending);

export const restartFailedInvestigations = () => callApi(investigationsApi.restartFailed);

/** An answer, or the text of a refusal (400, or 404 for an unknown investigation) the dialog shows; any other failure was handled globally. */
export type Refusable<T> = { ok: true; value: T } | { ok: false; message: string };

async function refusable<T>(call: () => Promise<T>, statuses: readonly number[] = [400]): Promise<Refusable<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (isApiError(error) && !error.handled && statuses.includes(error.status))
      return { ok: false, message: error.body };
    throw error;
  }
}

/** Evaluate Accuracy Using CVs: every CV file, each named by its investigation's ID, in one multipart call (admin). */
export function evaluateAccuracy(files: readonly File[]): Promise<Refusable<BatchAccuracyReport>> {
  const form = new FormData();
  for (const file of files) form.append('cvFile', file, file.name);
  return refusable(() =>
    callUpload(adminReportsApi.batchAccuracyReport.path, form, { response: batchAccuracyReport, handle: [400] }),
  );
}

/** Cluster Diff: two clustering runs of one investigation compared, the last two unless both runs are given (admin). */
export function compareClusterRuns(query: {
  investigationId: number;
  fromRunId?: number;
  toRunId?: number;
}): Promise<Refusable<ClusterDiff>> {
  return refusable(() => callApi(adminReportsApi.clusterDiff, { query, handle: [400, 404] }), [400, 404]);
}

/** The workbook a report keeps at a storage location, downloaded; answers the file's name. */
function downloadStoredFile(location: string): Promise<string> {
  const { href, fileName } = workbookLink(location);
  return getDownload(href, fileName);
}

/** Quality Estimation Report and Author Feedback Report: each made and stored by the server, then downloaded. */
export async function downloadReport(kind: 'qualityEstimationReport' | 'authorFeedbackReport'): Promise<string> {
  const { location } = await callApi(adminReportsApi[kind]);
  return downloadStoredFile(location);
}
