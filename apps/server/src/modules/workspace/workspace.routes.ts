import { removalApi, reviewApi, termsApi, workspaceApi } from '@quarry/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { RemovalService } from './removal.service.js';
import type { ReviewService } from './review.service.js';
import type { WorkspaceService } from './workspace.service.js';

/** A success without a body (the spec's label rename and delete answer 204). */
const noContent = (reply: FastifyReply) => reply.code(204).send() as unknown as Promise<{ ok: true }>;

/** The workspace and review calls of doc 2 §7. */
export function registerWorkspaceRoutes(app: FastifyInstance, workspace: WorkspaceService, review: ReviewService, removal: RemovalService): void {
  addRoute(app, removalApi.removeEntities, async ({ params, body, user }) => removal.removeEntities(user, params.id, body));
  addRoute(app, removalApi.restoreEntities, async ({ params, user }) => removal.restoreEntities(user, params.id));
  addRoute(app, removalApi.removeAuthors, async ({ params, body, user }) => removal.removeAuthors(user, params.id, body.personIds));
  addRoute(app, removalApi.restoreAuthors, async ({ params, user }) => removal.restoreAuthors(user, params.id));
  addRoute(app, workspaceApi.data, async ({ params, query, body, user }) => workspace.data(user, params.id, body, query.pageSize));
  addRoute(app, workspaceApi.nextDocuments, async ({ params, body, user }) => workspace.nextDocuments(user, params.id, body.documentIds));
  addRoute(app, workspaceApi.markups, async ({ params, query, body, user }) => workspace.markups(user, params.id, body, query.pageSize));
  addRoute(app, workspaceApi.export, async ({ params, body, user, reply }) => {
    const { fileName, content } = await workspace.export(user, params.id, body);
    return reply
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(content) as never;
  });
  addRoute(app, termsApi.nextSuggestedTerms, async ({ params, body, user }) => workspace.nextSuggestedTerms(user, params.id, body));
  addRoute(app, reviewApi.lastFilter, async ({ params, user }) => workspace.lastFilter(user, params.id));

  addRoute(app, reviewApi.relevancy, async ({ params, body, user }) => review.relevancy(user, params.id, params.docId, body.relevancy));
  addRoute(app, reviewApi.starred, async ({ params, body, user }) => review.starred(user, params.id, params.docId, body.starred));
  addRoute(app, reviewApi.note, async ({ params, body, user }) => review.note(user, params.id, params.docId, body.note));
  addRoute(app, reviewApi.touched, async ({ params, user }) => review.touched(user, params.id, params.docId));
  addRoute(app, reviewApi.addLabels, async ({ params, body, user }) => review.documentLabels(user, params.id, params.docId, body.labels, []));
  addRoute(app, reviewApi.removeLabels, async ({ params, body, user }) => review.documentLabels(user, params.id, params.docId, [], body.labels));

  addRoute(app, reviewApi.bulkRead, async ({ params, body, user }) => ({ updated: await review.bulkRead(user, params.id, body.documentIds) }));
  addRoute(app, reviewApi.labelAll, async ({ params, body, user }) => ({
    updated: (await review.labels(user, params.id, body.documentIdList, [body.label], [])).length,
  }));
  addRoute(app, reviewApi.labelBulk, async ({ params, body, user }) => ({
    updated: (await review.labels(user, params.id, body.documentIds, body.add ? [body.label] : [], body.add ? [] : [body.label])).length,
  }));
  addRoute(app, reviewApi.renameLabel, async ({ params, body, user, reply }) => {
    await review.renameLabel(user, params.id, body.oldLabel, body.newLabel);
    return noContent(reply);
  });
  addRoute(app, reviewApi.deleteLabel, async ({ params, body, user, reply }) => {
    await review.deleteLabel(user, params.id, body.label);
    return noContent(reply);
  });
}
