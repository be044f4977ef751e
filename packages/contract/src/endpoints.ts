import { adminMergeApi, maintenanceApi } from './admin.js';
import { adminClusterReportApi, adminMergeReportsApi, adminReportsApi } from './admin-clusters.js';
import { screeningApi } from './screening.js';
import { screeningTeamApi } from './screening-team.js';
import { alertsApi } from './alerts.js';
import { authApi } from './api.js';
import { configurationApi } from './configuration.js';
import { documentEditingApi, documentFilesApi } from './document-editing.js';
import { documentHistoryApi } from './document-history.js';
import { documentSourcesApi } from './document-sources.js';
import type { Endpoint } from './endpoint.js';
import { entitiesApi } from './entities.js';
import { entitySummaryApi, graphsApi, timelineApi } from './graphs.js';
import { harvestRunsApi } from './harvest-runs.js';
import { harvestsApi } from './harvests.js';
import { insightsApi } from './insights.js';
import { investigationsApi, uploadsApi } from './investigations.js';
import { membersApi } from './members.js';
import { personsApi } from './persons.js';
import { profileApi } from './profile.js';
import { publicationPagesApi } from './publication-pages.js';
import { realtimeApi } from './realtime.js';
import { storageApi } from './storage.js';
import { removalApi, reviewApi } from './review.js';
import { termsApi } from './terms.js';
import { workspaceApi } from './workspace.js';

/** Every endpoint table of the API: what the server registers and the access test walks, by `table.name`. */
export const endpointTables = {
  authApi,
  investigationsApi,
  uploadsApi,
  workspaceApi,
  reviewApi,
  documentSourcesApi,
  documentEditingApi,
  documentHistoryApi,
  documentFilesApi,
  removalApi,
  termsApi,
  harvestsApi,
  harvestRunsApi,
  configurationApi,
  personsApi,
  profileApi,
  publicationPagesApi,
  storageApi,
  graphsApi,
  timelineApi,
  entitySummaryApi,
  entitiesApi,
  insightsApi,
  alertsApi,
  realtimeApi,
  adminMergeApi,
  maintenanceApi,
  adminClusterReportApi,
  adminMergeReportsApi,
  adminReportsApi,
  screeningApi,
  screeningTeamApi,
  membersApi,
} as const;

/** Every endpoint with its name (`investigationsApi.get`). */
export function allEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  return Object.entries(endpointTables).flatMap(([table, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      name: `${table}.${name}`,
      endpoint,
    })),
  );
}
