// Worker thread: owns the embedded PGlite engine and serves it over the PostgreSQL wire protocol on a unix
// socket, so heavy queries run here and never block the main event loop, and the server talks `pg` in both modes.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath, maxConnections } = workerData;
try {
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ stopped: true });
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
