import type { Page } from 'playwright-core';
import { type AxeViolation, describeViolations, seriousViolations } from './axe.js';

/** A check before a navigation that takes longer is given up (a screen that never stops moving); the final one is not. */
const lenientCheckMs = 15_000;

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
 * Runs axe-core on the screen the page shows each time the test leaves it with page.goto, and on the screen the
 * test ends on, keeping the serious and critical violations: the e2e suite checks the screens its specs open.
 */
export function watchScreensWithAxe(page: Page): AxeWatch {
  const found = new Map<string, { screen: string; violation: AxeViolation }>();
  let queue: Promise<void> = Promise.resolve();

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

  /** A lenient check (before a navigation) skips a screen it cannot check in time; the final check fails on it. */
  const check = (lenient: boolean): Promise<void> => {
    queue = queue.then(async () => {
      if (page.isClosed()) return;
      const screen = screenOf(page.url());
      try {
        const run = seriousViolations(page);
        const violations = lenient
          ? await withTimeout(
              run.catch(() => undefined),
              lenientCheckMs,
            )
          : await run;
        if (violations) record(screen, violations);
      } catch (error) {
        if (!isGoneError(error)) throw error;
      }
    });
    return queue;
  };

  // Checked when the test leaves a screen with page.goto, not while it acts on it: a check running beside the test's
  // own steps slowed a graph's drawing past their time-outs.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    if (!page.url().startsWith('about:')) await check(true);
    return goto(url, options);
  };

  return {
    async finish() {
      await queue.catch(() => undefined);
      if (!page.isClosed() && !page.url().startsWith('about:')) await check(false);
      return [...found.values()].map(({ screen, violation }) => `on ${screen}: ${describeViolations([violation])}`);
    },
  };
}
