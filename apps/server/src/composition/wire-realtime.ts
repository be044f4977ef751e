import type { FastifyInstance } from 'fastify';
import { createRealtimeHub } from '../realtime/realtime-hub.js';
import type { InvestigationsWiring } from './wire-investigations.js';
import type { WorkspaceWiring } from './wire-workspace.js';

/** The hub of the web sockets (decorated for tests): what it tells each open list, read from the modules. */
export function wireRealtime(
  app: FastifyInstance,
  deps: { investigations: InvestigationsWiring; workspace: WorkspaceWiring },
) {
  const investigations = deps.investigations.service;
  const { service: workspace, learning } = deps.workspace;
  const hub = createRealtimeHub(
    {
      currentInvestigation: (id) => investigations.current(id),
      lastDocumentId: (id) => workspace.lastDocumentId(id),
      lastFilter: (user, investigation) => workspace.lastFilter(user, investigation),
      sharedAs: (user, investigation) => deps.investigations.members.sharedAs(user, investigation),
    },
    app.log,
    {
      relevancyScore: (id, since) => learning.relevancyScore(id, since),
      async baseline(user, id, spec) {
        const served = await workspace.servedOrder(user, id);
        if (!served) return { shown: await learning.shownOrder(id, spec), changed: false };
        const changed = served.rankedSince && (await learning.orderChangedFrom(id, spec, served.order));
        return { shown: served.order, changed };
      },
      orderChangedFrom: (id, spec, shown) => learning.orderChangedFrom(id, spec, shown),
    },
  );
  app.decorate('realtime', hub);
  return hub;
}
