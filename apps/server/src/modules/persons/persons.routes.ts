import { personsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/downloads.js';
import { addRoute } from '../../http/route.js';
import type { createPersonDisambiguation } from './person-disambiguation.js';
import type { createPersonClustering } from './person-clustering.js';
import type { createPersonMerges } from './person-merges.js';
import type { PersonsService } from './persons.service.js';

/** The author summary and person detail calls of doc 2 §7; merge, undo, Re-Merge and the Disambiguate tab's of doc 3 §7. */
export function registerPersonsRoutes(
  app: FastifyInstance,
  persons: PersonsService,
  merges: ReturnType<typeof createPersonMerges> & Pick<ReturnType<typeof createPersonClustering>, 'reMerge'>,
  disambiguation: ReturnType<typeof createPersonDisambiguation>,
): void {
  addRoute(
    app,
    personsApi.summary,
    async ({ investigation, params, query }) =>
      (await persons.summary(investigation.id, params.personId, query.termsCount)) ?? null,
  );
  addRoute(app, personsApi.details, async ({ investigation, params }) =>
    persons.details(investigation.id, params.personId),
  );
  addRoute(app, personsApi.saveDetails, async ({ investigation, params, body, user }) =>
    persons.saveDetails(user, investigation.id, params.personId, body),
  );
  addRoute(app, personsApi.reviewed, async ({ investigation, params }) =>
    persons.reviewed(investigation.id, params.personId),
  );
  addRoute(app, personsApi.semanticAffinity, async ({ investigation, params }) =>
    persons.semanticAffinity(investigation.id, params.personId),
  );
  addRoute(app, personsApi.correlated, async ({ investigation, body, user }) =>
    persons.correlated(user, investigation.id, body.personId),
  );
  addRoute(app, personsApi.merge, async ({ investigation, body, user }) =>
    merges.merge(user.id, investigation.id, body),
  );
  addRoute(app, personsApi.mergeReport, async ({ investigation, body, user, reply }) =>
    sendDownload(reply, await persons.mergeReport(user, investigation.id, body), 'text/plain; charset=utf-8'),
  );
  addRoute(app, personsApi.undoMerge, async ({ investigation, body }) => merges.undo(investigation.id, body));
  addRoute(app, personsApi.reMerge, async ({ investigation, params }) =>
    merges.reMerge(investigation.id, params.personId),
  );
  addRoute(app, personsApi.disambiguate, async ({ investigation, body }) =>
    disambiguation.disambiguate(investigation, body),
  );
  addRoute(app, personsApi.possibleMatches, async ({ investigation, query }) =>
    disambiguation.possibleMatches(investigation, query.name),
  );
  addRoute(app, personsApi.mainClusterFilter, async ({ investigation }) => disambiguation.mainCluster(investigation));
}
