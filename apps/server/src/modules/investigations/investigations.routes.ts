import { type Endpoint, type InvestigationKind, investigationsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { AffiliationsService } from './affiliations.service.js';
import type { InvestigationsService } from './investigations.service.js';

type CreateEndpoint = Endpoint & { access: 'signedIn' };

/** Each create call and the kind it makes (Topic with political:true makes a Political one). */
const createCalls: Array<[CreateEndpoint, (body: Record<string, unknown>) => InvestigationKind]> = [
  [investigationsApi.createTopic, (body) => (body.political ? 'Political' : 'Topic')],
  [investigationsApi.createTender, () => 'Tender'],
  [investigationsApi.createCompany, () => 'Company'],
  [investigationsApi.createPerson, () => 'Person'],
  [investigationsApi.createPersonGroup, () => 'PersonGroup'],
  [investigationsApi.createUniversity, () => 'University'],
  [investigationsApi.createWebSite, () => 'WebSite'],
  [investigationsApi.createFacultyWorks, () => 'FacultyWorks'],
  [investigationsApi.createResearcherWorks, () => 'ResearcherWorks'],
];

/** The calls of doc 1 §7 "Investigations list and creation" (uploads are in uploads.routes.ts). */
export function registerInvestigationsRoutes(
  app: FastifyInstance,
  investigations: InvestigationsService,
  affiliations: AffiliationsService,
): void {
  for (const [endpoint, kindOf] of createCalls) {
    addRoute(app, endpoint, async ({ body, user }) => {
      const definition = body as Record<string, unknown>;
      return investigations.create(user, kindOf(definition), definition);
    });
  }

  addRoute(app, investigationsApi.affiliations, async ({ query }) => affiliations.suggest(query.q, query.country));

  addRoute(app, investigationsApi.list, async ({ query, user }) => investigations.list(user, query.forceAll === 'true'));

  addRoute(app, investigationsApi.get, async ({ params, user }) => investigations.get(user, params.id));

  addRoute(app, investigationsApi.update, async ({ params, body, user }) => investigations.update(user, params.id, body));

  addRoute(app, investigationsApi.duplicate, async ({ params, user }) => investigations.duplicate(user, params.id));

  addRoute(app, investigationsApi.remove, async ({ params, user }) => {
    await investigations.remove(user, params.id);
    return { ok: true as const };
  });

  addRoute(app, investigationsApi.deletePending, async ({ user }) => ({ deleted: await investigations.deletePending(user) }));

  addRoute(app, investigationsApi.restartFailed, async ({ user }) => ({ restarted: await investigations.restartFailed(user) }));
}
