import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

/** What the spec keeps of one axe-core violation. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  summaries: string[];
}

/** A rule and a CSS target that are known and owned elsewhere: left out of the check until that work is merged. */
export interface AxeException {
  rule: string;
  /** Part of the node's target selector, e.g. '[data-testid="document-item"]'. */
  targetContains: string;
  why: string;
}

const blocking = new Set(['serious', 'critical']);
let axeSource: Promise<string> | undefined;

const loadAxeSource = () =>
  (axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Waits until the page has no running CSS transition or finite animation (a fading dialog mixes its colours); a
 * loader's endless spin does not change the colours axe reads.
 */
async function waitForStillPage(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (
      globalThis as unknown as {
        document: {
          getAnimations: () => {
            playState: string;
            effect: { getComputedTiming: () => { iterations: number } } | null;
          }[];
        };
      }
    ).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Runs axe-core on the page as it is now; gives the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await waitForStillPage(page);
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ content: await loadAxeSource() });
  return page.evaluate(async () => {
    const results = await (globalThis as unknown as { axe: typeof axe }).axe.run();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
        summaries: violation.nodes.map((node) => (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()),
      }));
  });
}

/** Drops the nodes that a named exception covers; a violation left with no node is dropped. */
function withoutExceptions(violations: AxeViolation[], exceptions: readonly AxeException[]): AxeViolation[] {
  return violations
    .map((violation) => {
      const kept = violation.targets
        .map((target, index) => ({ target, summary: violation.summaries[index] ?? '' }))
        .filter(
          ({ target }) =>
            !exceptions.some(
              (exception) => exception.rule === violation.id && target.includes(exception.targetContains),
            ),
        );
      return { ...violation, targets: kept.map((node) => node.target), summaries: kept.map((node) => node.summary) };
    })
    .filter((violation) => violation.targets.length > 0 && blocking.has(violation.impact ?? ''));
}

/** One readable block per violation: rule, impact, help, then each node's target and what to fix. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.targets.map((target, index) => `  - ${target}\n    ${violation.summaries[index]}`),
      ].join('\n'),
    )
    .join('\n');
}

/** Fails with the list of violations when axe-core finds any serious or critical one on the screen `screen`. */
export async function expectNoSeriousViolations(
  page: Page,
  screen: string,
  exceptions: readonly AxeException[] = [],
): Promise<void> {
  const violations = withoutExceptions(await seriousViolations(page), exceptions);
  if (violations.length > 0)
    throw new Error(
      `axe-core on ${screen}: ${violations.length} serious or critical\n${describeViolations(violations)}`,
    );
}
