import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type AxeWatch, watchScreensWithAxe } from './axeWatch.js';
import { launchBrowser, watchConsoleErrors } from './browser.js';
import { type MailCapture, type QuarryServer, startMailCapture, startQuarryServer } from '@quarry/testkit';

export interface QuarryTest {
  readonly server: QuarryServer;
  readonly mail: MailCapture;
  /** A fresh page in a fresh browser context (no cookies), for the running test. */
  readonly page: Page;
  /** The server's data folder (its embedded database), for command-line tools such as `npm run user`. */
  readonly dataDir: string;
}

interface Options {
  directSignUp: boolean;
  showSignUp?: boolean;
  /**
   * More settings for the server (e.g. OPENALEX_URL); they win over the ones above. A function is read when the
   * server starts, after the spec's own earlier beforeAll hooks (e.g. one that starts a local source server).
   */
  env?: Record<string, string> | (() => Record<string, string>);
}

/**
 * Sets up one spec file: a mail capture, the real server and one Chromium for the whole file, and a new
 * context and page per test. A test fails if its page logged a console error, or if axe-core found a serious or
 * critical violation on a screen it opened (see axeWatch.ts).
 */
export function useQuarry(options: Options): QuarryTest {
  let mail: MailCapture | undefined;
  let server: QuarryServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let dataDir: string | undefined;
  let consoleErrors: string[] = [];
  let axeWatch: AxeWatch | undefined;

  beforeAll(async () => {
    mail = await startMailCapture();
    dataDir = await mkdtemp(path.join(tmpdir(), 'quarry-e2e-'));
    server = await startQuarryServer({
      env: {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        SMTP_URL: mail.url,
        DIRECT_SIGN_UP: String(options.directSignUp),
        SHOW_SIGN_UP: String(options.showSignUp ?? true),
        // The author disambiguation runs as soon as a harvest ends, as it did before the delay for the first workspace call.
        DISAMBIGUATION_DELAY_SECONDS: '0',
        ...(typeof options.env === 'function' ? options.env() : options.env),
      },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    context = await browser!.newContext({ baseURL: server!.url });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    consoleErrors = watchConsoleErrors(page);
    axeWatch = watchScreensWithAxe(page);
  });

  afterEach(async () => {
    let axeFindings: string[] = [];
    try {
      axeFindings = (await axeWatch?.finish()) ?? [];
    } finally {
      await context?.close();
    }
    expect(consoleErrors, 'console errors on the page').toEqual([]);
    expect(axeFindings, 'serious or critical axe-core violations on the screens the test opened').toEqual([]);
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not ready: use it inside a test`);
    return value;
  };
  return {
    get server() {
      return ready(server, 'server');
    },
    get mail() {
      return ready(mail, 'mail');
    },
    get page() {
      return ready(page, 'page');
    },
    get dataDir() {
      return ready(dataDir, 'dataDir');
    },
  };
}
