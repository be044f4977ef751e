import type { FastifyInstance } from 'fastify';
import type { ChangeBus } from '../events/change-bus.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { RealtimeHub } from '../realtime/realtime-hub.js';
import type { WorkspaceWiring } from './wire-workspace.js';

/** Jobs start once the app is ready; on close, pending writes are flushed before each part stops. */
export function registerLifecycle(
  app: FastifyInstance,
  deps: { runJobs: boolean; jobs: JobRunner; workspace: WorkspaceWiring; hub: RealtimeHub; changes: ChangeBus },
): void {
  const { jobs, workspace, hub, changes } = deps;
  if (deps.runJobs) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await workspace.service.flushWrites();
    await jobs.stop();
    hub.close();
    workspace.learning.close();
    await workspace.ranking.close();
    await changes.close();
  });
}
