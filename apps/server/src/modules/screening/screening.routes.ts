import { screeningApi, screeningTeamApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { ScreeningService } from './screening.service.js';
import type { ScreeningTeam } from './screening-team.service.js';

/** Screening mode's calls (issue 27): the next record, a decision, undo, the stopping signal, criteria and reasons. */
export function registerScreeningRoutes(app: FastifyInstance, screening: ScreeningService, team: ScreeningTeam): void {
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
  registerTeamRoutes(app, team);
}

/** Screening as a team: the double-screening share, each reviewer's progress, conflicts and their resolution. */
function registerTeamRoutes(app: FastifyInstance, team: ScreeningTeam): void {
  addRoute(app, screeningTeamApi.settings, ({ investigation }) => team.settings(investigation));
  addRoute(app, screeningTeamApi.saveSettings, ({ investigation, body }) =>
    team.saveSettings(investigation, body.doubleScreeningPercent),
  );
  addRoute(app, screeningTeamApi.team, ({ user, investigation }) => team.team(user, investigation));
  addRoute(app, screeningTeamApi.conflicts, ({ user, investigation }) => team.conflicts(user, investigation));
  addRoute(app, screeningTeamApi.resolve, ({ user, investigation, params, body }) =>
    team.resolve(user, investigation, params.documentId, body.decision),
  );
}
