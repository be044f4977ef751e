import {
  entitiesApi,
  exportFileKinds,
  entitySummaryApi,
  removalApi,
  reviewApi,
  termsApi,
  workspaceApi,
} from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/downloads.js';
import { addRoute, noContent } from '../../http/route.js';
import type { EntityLabels } from './review/entity-labels.service.js';
import type { createEntityMerge } from './review/entity-merge.service.js';
import type { RemovalService } from './review/removal.service.js';
import type { ReviewService } from './review/review.service.js';
import type { WorkspaceService } from './workspace.service.js';

/** The workspace and review calls of doc 2 §7. */
export function registerWorkspaceRoutes(
  app: FastifyInstance,
  workspace: WorkspaceService,
  review: ReviewService,
  removal: RemovalService,
  entityMerge: ReturnType<typeof createEntityMerge>,
  entityLabels: EntityLabels,
): void {
  addRoute(app, entitySummaryApi.entitySummary, async ({ body, investigation }) =>
    workspace.entitySummary(investigation, body),
  );
  addRoute(app, entitySummaryApi.relationshipSummary, async ({ body, investigation }) =>
    workspace.relationshipSummary(investigation, body),
  );
  addRoute(app, entitiesApi.merge, async ({ params, body, investigation }) =>
    entityMerge.merge(investigation, params.kinds, body),
  );
  addRoute(app, entitiesApi.addLabels, async ({ params, body, investigation }) =>
    entityLabels.add(investigation, params.kinds, params.name, body),
  );
  addRoute(app, entitiesApi.removeLabels, async ({ params, body, investigation }) =>
    entityLabels.remove(investigation, params.kinds, params.name, body),
  );
  addRoute(app, entitiesApi.renameLabel, async ({ body, investigation, reply }) => {
    await entityLabels.rename(investigation, body.oldLabel, body.newLabel);
    return noContent(reply);
  });
  addRoute(app, entitiesApi.deleteLabel, async ({ body, investigation, reply }) => {
    await entityLabels.delete(investigation, body.label);
    return noContent(reply);
  });
  addRoute(app, removalApi.removeEntities, async ({ body, investigation }) =>
    removal.removeEntities(investigation, body),
  );
  addRoute(app, removalApi.restoreEntities, async ({ investigation }) => removal.restoreEntities(investigation));
  addRoute(app, removalApi.removeAuthors, async ({ body, investigation }) =>
    removal.removeAuthors(investigation, body.personIds),
  );
  addRoute(app, removalApi.restoreAuthors, async ({ investigation }) => removal.restoreAuthors(investigation));
  addRoute(app, workspaceApi.data, async ({ investigation, query, body, user }) =>
    workspace.data(user, investigation, body, query.pageSize),
  );
  addRoute(app, workspaceApi.nextDocuments, async ({ investigation, body, user }) =>
    workspace.nextDocuments(user, investigation, body.documentIds),
  );
  addRoute(app, workspaceApi.markups, async ({ investigation, query, body }) =>
    workspace.markups(investigation, body, query.pageSize),
  );
  addRoute(app, workspaceApi.export, async ({ investigation, body, query, reply }) => {
    const file = await workspace.export(investigation, body, query.format);
    return sendDownload(reply, file, exportFileKinds[query.format].contentType);
  });
  addRoute(app, termsApi.nextSuggestedTerms, async ({ investigation, body }) =>
    workspace.nextSuggestedTerms(investigation, body),
  );
  addRoute(app, reviewApi.lastFilter, async ({ investigation, user }) => workspace.lastFilter(user, investigation));

  addRoute(app, reviewApi.relevancy, async ({ params, body, investigation }) =>
    review.relevancy(investigation, params.docId, body.relevancy),
  );
  addRoute(app, reviewApi.starred, async ({ params, body, investigation }) =>
    review.starred(investigation, params.docId, body.starred),
  );
  addRoute(app, reviewApi.note, async ({ params, body, investigation }) =>
    review.note(investigation, params.docId, body.note),
  );
  addRoute(app, reviewApi.touched, async ({ params, investigation }) => review.touched(investigation, params.docId));
  addRoute(app, reviewApi.addLabels, async ({ params, body, investigation }) =>
    review.documentLabels(investigation, params.docId, body.labels, []),
  );
  addRoute(app, reviewApi.removeLabels, async ({ params, body, investigation }) =>
    review.documentLabels(investigation, params.docId, [], body.labels),
  );

  addRoute(app, reviewApi.bulkRead, async ({ body, investigation }) => ({
    updated: await review.bulkRead(investigation, body.documentIds),
  }));
  addRoute(app, reviewApi.labelAll, async ({ body, investigation }) => ({
    updated: (await review.labels(investigation, body.documentIdList, [body.label], [])).length,
  }));
  addRoute(app, reviewApi.labelBulk, async ({ body, investigation }) => ({
    updated: (
      await review.labels(investigation, body.documentIds, body.add ? [body.label] : [], body.add ? [] : [body.label])
    ).length,
  }));
  addRoute(app, reviewApi.renameLabel, async ({ body, investigation, reply }) => {
    await review.renameLabel(investigation, body.oldLabel, body.newLabel);
    return noContent(reply);
  });
  addRoute(app, reviewApi.deleteLabel, async ({ body, investigation, reply }) => {
    await review.deleteLabel(investigation, body.label);
    return noContent(reply);
  });
}
