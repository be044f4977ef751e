import type { Page } from 'playwright-core';
import { type AxeViolation, describeViolations, seriousViolations } from './axe.js';

/** How long a screen stays on its address before axe checks it (its data has loaded by then in these tests). */
const settleMs = 1_000;
/** A check that takes longer is given up (a screen that never stops moving); the final check is not. */
const backgroundCheckMs = 15_000;

export interface AxeWatch {
  /** Checks the screen the page shows now, waits for the checks still running, and describes each violation found. */
  finish(): Promise<string[]>;
}

const screenOf = (url: string): string => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** Errors that only mean the page moved on or closed while axe ran: that screen is checked at its next stop. */
const isGoneError = (error: unknown): boolean =>
  /Execution context was destroyed|Target page, context or browser has been closed|Target closed|navigation/i.test(
    String(error),
  );

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref())]);

/**
 * Runs axe-core on every screen the page stops on (each address it stays on for a second) and on the screen a
 * test ends on, keeping the serious and critical violations: the e2e suite checks each screen a spec opens.
 */
export function watchScreensWithAxe(page: Page): AxeWatch {
  const found = new Map<string, { screen: string; violation: AxeViolation }>();
  let queue: Promise<void> = Promise.resolve();
  let pending: NodeJS.Timeout | undefined;

  const record = (screen: string, violations: AxeViolation[]) => {
    for (const violation of violations)
      violation.targets.forEach((target, index) => {
        const key = `${violation.id} ${target}`;
        if (!found.has(key))
          found.set(key, {
            screen,
            violation: { ...violation, targets: [target], summaries: [violation.summaries[index] ?? ''] },
          });
      });
  };

  const check = (background: boolean): Promise<void> => {
    queue = queue.then(async () => {
      if (page.isClosed()) return;
      const screen = screenOf(page.url());
      try {
        const run = seriousViolations(page);
        const violations = background ? await withTimeout(run, backgroundCheckMs) : await run;
        if (violations) record(screen, violations);
      } catch (error) {
        if (!isGoneError(error)) throw error;
      }
    });
    return queue;
  };

  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    clearTimeout(pending);
    const url = frame.url();
    if (url.startsWith('about:')) return;
    pending = setTimeout(() => {
      if (!page.isClosed() && page.url() === url) void check(true).catch(() => undefined);
    }, settleMs);
  });

  return {
    async finish() {
      clearTimeout(pending);
      await queue.catch(() => undefined);
      if (!page.isClosed() && !page.url().startsWith('about:')) await check(false);
      return [...found.values()].map(({ screen, violation }) => `on ${screen}: ${describeViolations([violation])}`);
    },
  };
}
