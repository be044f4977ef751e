import { type ClusterReport, clusterReport, clusterReportMessages, storageKeyProblem } from '@quarry/contract';
import { badRequest, notFound } from '../../http/http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';

/** Where an investigation's cluster reports are kept: one folder each, a report and its CV by their time. */
export const REPORTS_FOLDER = 'cluster-reports';

/** A time as a key segment: sortable, to the millisecond (two reports a second apart are two files). */
const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

export const reportKey = (investigationId: number, now: Date) =>
  `${REPORTS_FOLDER}/${investigationId}/${stamp(now)}.json`;
export const cvKey = (investigationId: number, now: Date, extension: string) =>
  `${REPORTS_FOLDER}/${investigationId}/${stamp(now)}-cv${extension}`;

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A stored cluster report by its key: 400 for a malformed key, 404 when no report is there. */
export async function storedReport(storage: FileStorage, fileKey: string): Promise<ClusterReport> {
  const problem = storageKeyProblem(fileKey);
  if (problem) throw badRequest(problem);
  const file = await storage.get(fileKey);
  if (!file) throw notFound(clusterReportMessages.unknownReport);
  const text = (await readAll(file.body)).toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw notFound(clusterReportMessages.unknownReport);
  }
  const report = clusterReport.safeParse(parsed);
  if (!report.success) throw notFound(clusterReportMessages.unknownReport);
  return report.data;
}
