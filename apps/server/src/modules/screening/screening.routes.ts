import { screeningApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { ScreeningService } from './screening.service.js';

/** Screening mode's calls (issue 27): the next record, a decision, undo, the stopping signal, criteria and reasons. */
export function registerScreeningRoutes(app: FastifyInstance, screening: ScreeningService): void {
  addRoute(app, screeningApi.next, ({ user, investigation, query }) =>
    screening.next(user, investigation, query.order),
  );
  addRoute(app, screeningApi.decide, ({ user, investigation, body }) => screening.decide(user, investigation, body));
  addRoute(app, screeningApi.stopping, ({ user, investigation, query }) =>
    screening.stopping(user, investigation, query),
  );
  addRoute(app, screeningApi.criteria, ({ investigation }) => screening.criteria(investigation));
  addRoute(app, screeningApi.saveCriteria, ({ investigation, body }) =>
    screening.saveCriteria(investigation, body.criteria),
  );
  addRoute(app, screeningApi.reasons, ({ investigation }) => screening.reasons(investigation));
  addRoute(app, screeningApi.saveReasons, ({ investigation, body }) =>
    screening.saveReasons(investigation, body.reasons),
  );
  addRoute(app, screeningApi.undo, ({ user, investigation }) => screening.undo(user, investigation));
}
