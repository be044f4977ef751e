import {
  adminClusterReportApi,
  adminMergeReportsApi,
  clusterReportMessages,
  MAX_CV_FILE_BYTES,
} from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/downloads.js';
import { addRoute } from '../../http/route.js';
import { readUploadForm } from '../../http/upload-form.js';
import type { AdminClusters } from './admin-clusters.service.js';

/** The cluster report page's calls and the admin merge page's reports (doc 3 §7 "Admin calls"). */
export function registerAdminClustersRoutes(app: FastifyInstance, clusters: AdminClusters): void {
  addRoute(app, adminClusterReportApi.generateReport, async ({ request }) => {
    const form = await readUploadForm(request, {
      maxBytes: MAX_CV_FILE_BYTES,
      noFile: clusterReportMessages.nothingToMatch,
      tooLarge: clusterReportMessages.cvTooLarge,
    });
    // a form sent without a chosen file carries an empty part with no name
    const chosen = form.file !== undefined && (form.file.length > 0 || Boolean(form.fileName));
    return clusters.generateReport({
      investigationId: form.fields.investigationId,
      doiList: form.fields.doiList,
      cv: chosen ? { fileName: form.fileName ?? '', bytes: form.file! } : undefined,
    });
  });
  addRoute(app, adminClusterReportApi.reportByFile, ({ body }) => clusters.reportByFile(body.fileKey));
  addRoute(app, adminClusterReportApi.pointsOfContact, ({ body }) =>
    clusters.pointsOfContact(body.investigationId, body.personId),
  );
  addRoute(app, adminMergeReportsApi.mergeReport, async ({ body, reply }) =>
    sendDownload(reply, await clusters.mergeReport(body.personIds), 'text/plain; charset=utf-8'),
  );
  addRoute(app, adminMergeReportsApi.finalReport, ({ body }) =>
    clusters.finalReport(body.mainPersonId, body.personIds),
  );
  addRoute(app, adminMergeReportsApi.mergeDebug, ({ body }) => clusters.mergeDebug(body));
}
