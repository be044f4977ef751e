import { randomUUID } from 'node:crypto';
import { CLIENT_ID_HEADER } from '@quarry/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { FileStorage } from '../storage/file-storage.js';
import { loadConfig, type Config } from '../config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  /** The app's job runner: `idle()` waits for the harvests a test started. */
  jobs: JobRunner;
  config: Config;
  /** The app's file storage (DATA_DIR/storage unless a test sets STORAGE_URL). */
  storage: FileStorage;
  database: TestDatabase;
  /** A browser-like client: keeps its cookies and sends a Client-Id on writes. */
  newClient(options?: { clientAddress?: string }): TestClient;
  close(): Promise<void>;
}

/**
 * Starts the real app (every plugin and route) on a fresh database of the engine under test. Harvest jobs run
 * only when asked (`runJobs`), so tests of the API alone see their jobs queued.
 */
export async function startTestApp(
  settings: Record<string, string> = {},
  options: {
    runJobs?: boolean;
    /** Another app's database: a second process on it (closing leaves it to its owner). */ sharedDatabase?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const database = options.sharedDatabase ?? (await createTestDatabase());
  // Tests that run jobs wait for the disambiguation a harvest queues: no delay unless a test asks for one.
  const config = loadConfig({ LOG_LEVEL: 'silent', DISAMBIGUATION_DELAY_SECONDS: '0', ...database.env, ...settings });
  const app = await buildApp({ config, db: database.db, runJobs: options.runJobs ?? false });
  await app.ready();
  return {
    app,
    jobs: app.jobs,
    storage: app.storage,
    config,
    database,
    newClient: (options) => new TestClient(app, options?.clientAddress),
    async close() {
      await app.close();
      if (!options.sharedDatabase) await database.drop();
    },
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export class TestClient {
  private readonly cookies = new Map<string, string>();
  readonly clientId = randomUUID();

  constructor(
    private readonly app: FastifyInstance,
    private readonly clientAddress = '127.0.0.1',
  ) {}

  get sessionCookie(): string | undefined {
    return this.cookies.get('quarry_session');
  }

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.clientAddress,
      headers: {
        ...(method !== 'GET' && { [CLIENT_ID_HEADER]: this.clientId }),
        ...(cookie && { cookie }),
        ...headers,
      },
      ...(body !== undefined && { payload: body as object }),
    });
    this.keepCookies(response);
    return response;
  }

  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, headers);

  /** A multipart/form-data POST, as a browser's FormData sends it. */
  upload(
    url: string,
    fields: Record<string, string>,
    files: Array<{ name?: string; fileName: string; content: string | Buffer }>,
  ) {
    const boundary = `----quarry${randomUUID()}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    for (const file of files) {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      parts.push(
        Buffer.from(head),
        Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return this.request('POST', url, Buffer.concat(parts), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
  }
  get = (url: string) => this.request('GET', url);

  private keepCookies(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

let counter = 0;
/** A unique e-mail address for a test account. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.org`;
