import { type ClusterReport, clusterReportMessages, MAX_DOI_LIST_LENGTH, type PointsOfContact } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { affiliationsOfPerson, emailsOfPerson, personExists } from './admin-clusters.repository.js';
import { buildClusterReport } from './cluster-report.js';
import { cvKey, reportKey, storedReport } from './cluster-report-files.js';
import { CvFileError, cvExtension, readCvTitles } from './cv-file.js';
import type { CvTitle } from './cv-titles.js';
import { adminMergeReport, finalMergeReport, mergeDebug } from './merge-tools.js';
import { parseDoiList } from './title-match.js';

/** The generate-report form as read: its fields and its CV, if one was chosen. */
export interface ClusterReportForm {
  investigationId: string | undefined;
  doiList: string | undefined;
  cv: { fileName: string; bytes: Buffer } | undefined;
}

const positiveId = (text: string | undefined) => {
  const id = Number(text?.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

async function cvTitlesOf(cv: ClusterReportForm['cv']): Promise<CvTitle[]> {
  if (!cv) return [];
  try {
    return await readCvTitles(cv.fileName, cv.bytes);
  } catch (error) {
    if (error instanceof CvFileError) throw badRequest(error.message);
    throw error;
  }
}

/** The admin cluster report page's calls and the admin merge page's reports (doc 3 §2, §3, §7). */
export function createAdminClusters(db: Queryable, storage: FileStorage) {
  /** The report computed, then stored with its CV: a refused form stores nothing. */
  async function generateReport(form: ClusterReportForm, now = new Date()): Promise<ClusterReport> {
    const investigationId = positiveId(form.investigationId);
    if (investigationId === undefined) throw badRequest(clusterReportMessages.missingInvestigationId);
    const dois = parseDoiList(form.doiList ?? '');
    if (dois.length > MAX_DOI_LIST_LENGTH) throw badRequest(clusterReportMessages.tooManyDois);
    const cvTitles = await cvTitlesOf(form.cv);
    if (!form.cv && dois.length === 0) throw badRequest(clusterReportMessages.nothingToMatch);
    const body = await buildClusterReport(db, investigationId, cvTitles, dois);
    const report: ClusterReport = {
      ...body,
      generatedAt: now.toISOString(),
      fileKey: reportKey(investigationId, now),
      cvFileKey: form.cv ? cvKey(investigationId, now, cvExtension(form.cv.fileName)) : null,
    };
    if (form.cv && report.cvFileKey) await storage.put(report.cvFileKey, form.cv.bytes);
    try {
      await storage.put(report.fileKey, Buffer.from(JSON.stringify(report)), { contentType: 'application/json' });
    } catch (error) {
      // a CV without its report is no report: leave nothing behind
      if (report.cvFileKey) await storage.delete(report.cvFileKey).catch(() => undefined);
      throw error;
    }
    return report;
  }

  async function pointsOfContact(investigationId: number, personId: number): Promise<PointsOfContact> {
    if (!(await personExists(db, investigationId, personId)))
      throw notFound(clusterReportMessages.unknownPerson(personId));
    const [emails, affiliations] = await Promise.all([
      emailsOfPerson(db, investigationId, personId),
      affiliationsOfPerson(db, investigationId, personId),
    ]);
    return {
      emails: emails.map((row) => ({ email: row.name, documents: row.documents, lastYear: row.last_year })),
      affiliations: affiliations.map((row) => ({ name: row.name, documents: row.documents, lastYear: row.last_year })),
    };
  }

  return {
    generateReport,
    reportByFile: (fileKey: string) => storedReport(storage, fileKey),
    pointsOfContact,
    mergeReport: (personIds: number[]) => adminMergeReport(db, personIds),
    finalReport: (mainPersonId: number, personIds: number[]) => finalMergeReport(db, mainPersonId, personIds),
    mergeDebug: (input: Parameters<typeof mergeDebug>[2]) => mergeDebug(db, storage, input),
  };
}

export type AdminClusters = ReturnType<typeof createAdminClusters>;
