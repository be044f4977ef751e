import { type CreatedInvestigation, type Endpoint, type InvestigationKind, investigationsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { provideInvestigationsForAccess } from '../../http/access.js';
import { addRoute } from '../../http/route.js';
import type { SessionUser } from '../../http/session-user.js';
import type { InvestigationFacts } from './investigations.repository.js';
import type { AffiliationsService } from './affiliations.service.js';
import type { InvestigationsService } from './investigations.service.js';
import { registerMembersRoutes } from './members.routes.js';
import type { MembersService } from './members.service.js';

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
  /** Work above the modules (duplicating copies what several modules own). */
  commands: { duplicate: (user: SessionUser, source: InvestigationFacts) => Promise<CreatedInvestigation> },
  /** Who else may open an investigation, and do what (issue 27). */
  members: MembersService,
): void {
  provideInvestigationsForAccess(app, investigations.facts, members.sharedAs);
  registerMembersRoutes(app, members);
  for (const [endpoint, kindOf] of createCalls) {
    addRoute(app, endpoint, async ({ body, user }) => {
      const definition = body as Record<string, unknown>;
      return investigations.create(user, kindOf(definition), definition);
    });
  }

  addRoute(app, investigationsApi.affiliations, async ({ query }) => affiliations.suggest(query.q, query.country));

  addRoute(app, investigationsApi.list, async ({ query, user }) =>
    investigations.list(user, query.forceAll === 'true'),
  );

  addRoute(app, investigationsApi.get, async ({ investigation, user }) => investigations.get(user, investigation));

  addRoute(app, investigationsApi.update, async ({ investigation, body, user }) =>
    investigations.update(user, investigation, body),
  );

  addRoute(app, investigationsApi.duplicate, async ({ investigation, user }) =>
    commands.duplicate(user, investigation),
  );

  addRoute(app, investigationsApi.remove, async ({ investigation }) => {
    await investigations.remove(investigation);
    return { ok: true as const };
  });

  addRoute(app, investigationsApi.deletePending, async ({ user }) => ({
    deleted: await investigations.deletePending(user),
  }));

  addRoute(app, investigationsApi.restartFailed, async ({ user }) => ({
    restarted: await investigations.restartFailed(user),
  }));
}

declare module '../../http/access.js' {
  /** Routes of `owner` endpoints get what never changes of the investigation the policy authorized. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: it widens the access layer's type
  interface AccessedInvestigation extends InvestigationFacts {}
}
