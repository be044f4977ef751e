/** The admin cluster report (doc 3 §2, §3): its page's content, and the form on the merge page that opens it. */
export { ClusterReport } from './ClusterReport';
export { OpenClusterReportForm } from './OpenClusterReportForm';
export { investigationIdOfRoute } from './clusterReportView';
