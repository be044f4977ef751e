import { termsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { TermsService } from './terms.service.js';

/** The term calls of doc 2 §7 (Topic only). */
export function registerTermsRoutes(app: FastifyInstance, terms: TermsService): void {
  addRoute(app, termsApi.list, async ({ investigation }) => terms.list(investigation));
  addRoute(app, termsApi.add, async ({ investigation, body }) =>
    terms.add(investigation, body.term, body.group, body.modifier),
  );
  addRoute(app, termsApi.batch, async ({ investigation, body }) =>
    terms.batch(investigation, body.terms, body.group, body.groups),
  );
  addRoute(app, termsApi.moveToGroup, async ({ investigation, body }) =>
    terms.moveToGroup(investigation, body.term, body.group),
  );
  addRoute(app, termsApi.modify, async ({ investigation, body }) =>
    terms.modify(investigation, body.term, body.modifier),
  );
  addRoute(app, termsApi.rename, async ({ investigation, body }) =>
    terms.rename(investigation, body.oldName, body.newName),
  );
  addRoute(app, termsApi.remove, async ({ investigation, body }) => terms.remove(investigation, body.term));
  addRoute(app, termsApi.createGroup, async ({ investigation, body }) => terms.createGroup(investigation, body.name));
  addRoute(app, termsApi.renameGroup, async ({ investigation, body }) =>
    terms.renameGroup(investigation, body.groupId, body.name),
  );
  addRoute(app, termsApi.deleteGroup, async ({ investigation, body }) =>
    terms.deleteGroup(investigation, body.groupId),
  );
  addRoute(app, termsApi.modifyGroup, async ({ investigation, body }) =>
    terms.modifyGroup(investigation, body.groupId, body.modifier, body.color),
  );
  addRoute(app, termsApi.predefined, async ({ investigation }) => terms.predefined(investigation));
}
