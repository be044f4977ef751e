export { buildClusterReport, type ClusterReportBody } from './cluster-report.js';
export { CvFileError, readCvTitles } from './cv-file.js';
export type { CvTitle } from './cv-titles.js';
export { normalizeDoi, parseDoiList } from './title-match.js';
