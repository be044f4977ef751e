import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { createChangeBus, type ChangeBus } from '../events/change-bus.js';
import { createChangeDispatcher } from '../events/change-dispatcher.js';
import type { Alerts } from '../modules/alerts/index.js';
import type { ScreeningTeam } from '../modules/screening/index.js';
import type { TermsService } from '../modules/terms/index.js';
import type { RealtimeHub } from '../realtime/realtime-hub.js';
import { late, type Late } from './late.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { UsersWiring } from './wire-users.js';
import type { Learning, WorkspaceWiring } from './wire-workspace.js';

/** The services others are wired to before they exist: the cycles of the wiring, each connected by `ready`. */
export interface LateServices {
  /** Publishers are wired first; the bus is made last, once every service it delivers to exists. */
  changes: Late<ChangeBus>;
  /** The workspace indexes tell the learning of each index built; the learning reads the indexes. */
  learning: Late<Learning>;
  /** The learning and the persons module tell the hub; the hub reads investigations, workspace and learning. */
  hub: Late<RealtimeHub>;
  /** The workspace rejects terms; the terms service harvests through the harvests, which read the workspace. */
  terms: Late<TermsService>;
  /** Investigations schedule alert checks; the alerts read investigations. */
  alerts: Late<Alerts>;
  /** Investigations tell screening when blinding is lifted; screening reads the workspace, which reads investigations. */
  screening: Late<ScreeningTeam>;
}

export function lateServices(): LateServices {
  return {
    changes: late('the change bus'),
    learning: late('the learning'),
    hub: late('the realtime hub'),
    terms: late('the terms service'),
    alerts: late('the alerts'),
    screening: late('the screening team'),
  };
}

/**
 * The ready phase: every service exists, so those wired before them are connected, and the change bus starts
 * delivering (every process hears every change: its own at once, the others' through NOTIFY on PostgreSQL).
 */
export async function ready(
  late: LateServices,
  deps: {
    db: Database;
    log: FastifyBaseLogger;
    users: UsersWiring;
    investigations: InvestigationsWiring;
    workspace: WorkspaceWiring;
    terms: TermsService;
    alerts: Alerts;
    hub: RealtimeHub;
    screening: ScreeningTeam;
  },
): Promise<ChangeBus> {
  const { db, log, workspace, hub } = deps;
  late.learning.connect(workspace.learning);
  late.hub.connect(hub);
  late.terms.connect(deps.terms);
  late.alerts.connect(deps.alerts);
  late.screening.connect(deps.screening);
  const onError = (error: unknown) => log.error({ err: error }, 'change notification failed');
  const changes = await createChangeBus(
    db,
    createChangeDispatcher({
      indexes: workspace.indexes,
      sockets: hub.listener,
      screening: hub,
      sessions: deps.users.auth,
      investigations: deps.investigations.service,
      learning: workspace.learning,
      onError,
    }),
    onError,
  );
  late.changes.connect(changes);
  return changes;
}
