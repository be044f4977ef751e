import { personsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { PersonsService } from './persons.service.js';

/** The author summary and person detail calls of doc 2 §7. */
export function registerPersonsRoutes(app: FastifyInstance, persons: PersonsService): void {
  addRoute(app, personsApi.summary, async ({ investigation, params, query }) => (await persons.summary(investigation.id, params.personId, query.termsCount)) ?? null);
  addRoute(app, personsApi.details, async ({ investigation, params }) => persons.details(investigation.id, params.personId));
  addRoute(app, personsApi.saveDetails, async ({ investigation, params, body, user }) => persons.saveDetails(user, investigation.id, params.personId, body));
  addRoute(app, personsApi.reviewed, async ({ investigation, params }) => persons.reviewed(investigation.id, params.personId));
}
