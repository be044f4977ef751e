import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './test-app.js';
import { createTestUser, signIn } from './test-users.js';

/** The server and its signed-in user, ready once the file's beforeAll has run. */
export interface UploadTestbed {
  readonly t: TestApp;
  readonly user: TestClient;
  /** The server's DATA_DIR. */
  readonly dataDir: string;
}

/**
 * For a describe block that uploads files: a server on a data folder of its own (where the uploads are stored), jobs
 * retried at once, and one signed-in user named `nickname`; all closed and removed after the block. Jobs run only
 * when a test starts them, unless `startJobs` starts them with the server.
 */
export function useUploadTestbed(
  folderPrefix: string,
  nickname: string,
  { startJobs = false }: { startJobs?: boolean } = {},
): UploadTestbed {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  let app: TestApp | undefined;
  let client: TestClient | undefined;
  beforeAll(async () => {
    app = await startTestApp({ DATA_DIR: dataDir, JOB_RETRY_BASE_SECONDS: '0' });
    if (startJobs) await app.jobs.start();
    client = app.newClient();
    await signIn(client, (await createTestUser(app.database.db, [], nickname)).email);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    get t() {
      if (!app) throw new Error('the upload testbed starts in beforeAll');
      return app;
    },
    get user() {
      if (!client) throw new Error('the upload testbed starts in beforeAll');
      return client;
    },
  };
}
