import { type BatchAccuracyReport, clusterReportMessages } from '@quarry/contract';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { buildClusterReport, CvFileError, type CvTitle, readCvTitles } from '../admin-clusters/index.js';
import { accuracyCounts, accuracyOf, investigationIdOfFileName, microAverage } from './accuracy.js';
import type { AccuracyFile } from './accuracy-form.js';
import { type ReportColumn, sheet } from './report-workbook.js';

type Evaluated = BatchAccuracyReport['investigations'][number];
type FileError = BatchAccuracyReport['errors'][number];

/** The CV files of one investigation (a CV in parts is read as one) and their titles. */
interface InvestigationCv {
  fileNames: string[];
  titles: CvTitle[];
}

/** A file's titles, or why it cannot be used; anything a parser throws is this file's error, never the batch's. */
async function titlesOf(file: AccuracyFile): Promise<CvTitle[] | string> {
  if (file.tooLarge) return clusterReportMessages.cvTooLarge;
  try {
    return await readCvTitles(file.fileName, file.bytes);
  } catch (error) {
    if (error instanceof CvFileError) return error.message;
    return clusterReportMessages.unreadableCv(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Evaluate accuracy using CVs: each file's investigation (its name's leading id) gets its cluster report against the
 * CV's titles, and its main (matching) cluster's precision, recall and F1; one bad file or investigation is an error
 * of its own, never the batch's. Files are read one at a time (`readFiles` hands each before reading the next).
 */
export async function batchAccuracy(
  db: Queryable,
  readFiles: (each: (file: AccuracyFile) => Promise<void>) => Promise<void>,
): Promise<Omit<BatchAccuracyReport, 'location'>> {
  const errors: FileError[] = [];
  const cvs = new Map<number, InvestigationCv>();
  await readFiles(async (file) => {
    const investigationId = investigationIdOfFileName(file.fileName);
    if (investigationId === undefined) {
      errors.push({ fileName: file.fileName, message: clusterReportMessages.accuracyFileName(file.fileName) });
      return;
    }
    const titles = await titlesOf(file);
    if (typeof titles === 'string') {
      errors.push({ fileName: file.fileName, message: titles });
      return;
    }
    const cv = cvs.get(investigationId) ?? { fileNames: [], titles: [] };
    cv.fileNames.push(file.fileName);
    cv.titles.push(...titles);
    cvs.set(investigationId, cv);
  });

  const investigations: Evaluated[] = [];
  const counted = [];
  for (const [investigationId, cv] of [...cvs].sort(([a], [b]) => a - b)) {
    try {
      const report = await buildClusterReport(db, investigationId, cv.titles, []);
      const counts = accuracyCounts(cv.titles.length, [report.articleStats, report.patentStats]);
      counted.push(counts);
      const { mainClusterInCv: _, ...shown } = counts;
      investigations.push({ investigationId, personName: report.personName, ...shown, ...accuracyOf(counts) });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const message =
        error.statusCode === 404 ? clusterReportMessages.accuracyUnknownInvestigation(investigationId) : error.body;
      for (const fileName of cv.fileNames) errors.push({ fileName, message });
    }
  }
  return { investigations, overall: microAverage(counted), errors };
}

const percent = (share: number) => Math.round(share * 1000) / 10;

type Row = Evaluated | (BatchAccuracyReport['overall'] & { overall: true });
const isOverall = (row: Row): row is BatchAccuracyReport['overall'] & { overall: true } => 'overall' in row;

const INVESTIGATION_COLUMNS: Array<ReportColumn<Row>> = [
  {
    header: 'Investigation ID',
    width: 16,
    value: (r) => (isOverall(r) ? 'Overall (micro-averaged)' : r.investigationId),
  },
  { header: 'Name', width: 28, value: (r) => (isOverall(r) ? null : r.personName) },
  { header: 'CV titles', width: 10, value: (r) => (isOverall(r) ? null : r.cvTitles) },
  { header: 'CV titles in main cluster', width: 14, value: (r) => (isOverall(r) ? null : r.inMainCluster) },
  { header: 'Main cluster documents', width: 14, value: (r) => (isOverall(r) ? null : r.mainClusterSize) },
  { header: 'Precision %', width: 12, value: (r) => percent(r.precision) },
  { header: 'Recall %', width: 12, value: (r) => percent(r.recall) },
  { header: 'F1 %', width: 12, value: (r) => percent(r.f1) },
];

const ERROR_COLUMNS: Array<ReportColumn<FileError>> = [
  { header: 'File', width: 30, value: (e) => e.fileName },
  { header: 'Error', width: 90, value: (e) => e.message },
];

/** The accuracy report's workbook: a row per investigation then the overall one, and the files not evaluated. */
export const accuracySheets = (report: Omit<BatchAccuracyReport, 'location'>) => [
  sheet<Row>('Accuracy', INVESTIGATION_COLUMNS, [...report.investigations, { ...report.overall, overall: true }]),
  sheet('Errors', ERROR_COLUMNS, report.errors),
];
