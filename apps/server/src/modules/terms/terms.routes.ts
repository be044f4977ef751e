import { termsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { TermsService } from './terms.service.js';

/** The term calls of doc 2 §7 (Topic only). */
export function registerTermsRoutes(app: FastifyInstance, terms: TermsService): void {
  addRoute(app, termsApi.list, async ({ params, user }) => terms.list(user, params.id));
  addRoute(app, termsApi.add, async ({ params, body, user }) => terms.add(user, params.id, body.term, body.group, body.modifier));
  addRoute(app, termsApi.batch, async ({ params, body, user }) => terms.batch(user, params.id, body.terms, body.group, body.groups));
  addRoute(app, termsApi.moveToGroup, async ({ params, body, user }) => terms.moveToGroup(user, params.id, body.term, body.group));
  addRoute(app, termsApi.modify, async ({ params, body, user }) => terms.modify(user, params.id, body.term, body.modifier));
  addRoute(app, termsApi.rename, async ({ params, body, user }) => terms.rename(user, params.id, body.oldName, body.newName));
  addRoute(app, termsApi.remove, async ({ params, body, user }) => terms.remove(user, params.id, body.term));
  addRoute(app, termsApi.createGroup, async ({ params, body, user }) => terms.createGroup(user, params.id, body.name));
  addRoute(app, termsApi.renameGroup, async ({ params, body, user }) => terms.renameGroup(user, params.id, body.groupId, body.name));
  addRoute(app, termsApi.deleteGroup, async ({ params, body, user }) => terms.deleteGroup(user, params.id, body.groupId));
  addRoute(app, termsApi.modifyGroup, async ({ params, body, user }) => terms.modifyGroup(user, params.id, body.groupId, body.modifier, body.color));
  addRoute(app, termsApi.predefined, async ({ params, user }) => terms.predefined(user, params.id));
}
