/* global window */
// What a filter click re-renders in the workspace, in headless Chromium against the built server: the React
// components (function, class, memo, forwardRef) that ran in the commit the click made, and in every commit until the
// new results are shown. Counted through React's devtools hook (what React DevTools' profiler reads): a component ran
// when its fiber is new in this commit's tree and carries React's PerformedWork flag.
// Usage: npm run build && node bench/rerenders.mjs [documents=2000]
import { chromium } from 'playwright-core';
import { withGeneratedInvestigation } from './http-setup.mjs';

const n = Number(process.argv[2] ?? 2000);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installed before React loads: records, per commit, the components that ran. */
function installRenderCounter() {
  const FUNCTION = 0,
    CLASS = 1,
    FORWARD_REF = 11,
    MEMO = 14,
    SIMPLE_MEMO = 15;
  const PERFORMED_WORK = 1;
  const componentTags = new Set([FUNCTION, CLASS, FORWARD_REF, MEMO, SIMPLE_MEMO]);
  const previousByRoot = new Map();
  window.__commits = [];
  const nameOf = (fiber) => {
    const type = fiber.type?.type ?? fiber.type?.render ?? fiber.type;
    return type?.displayName ?? type?.name ?? 'anonymous';
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id, root) {
      const previous = previousByRoot.get(root) ?? new Set();
      const seen = new Set();
      const ran = [];
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (componentTags.has(fiber.tag) && !previous.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0)
          ran.push(nameOf(fiber));
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previousByRoot.set(root, seen);
      window.__commits.push(ran);
    },
  };
}

await withGeneratedInvestigation(n, async ({ server, investigationId }) => {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addInitScript(installRenderCounter);
    const page = await context.newPage();
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel('Email Address', { exact: true }).fill('bench@example.org');
    await page.getByLabel('Password', { exact: true }).fill('Bench-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await page.goto(`${server.url}/investigations/topic/${investigationId}`);
    const authors = page.getByRole('group', { name: 'Authors' });
    await authors.getByTestId('top-bar').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => (window.__commits = []));
    await authors.getByTestId('top-bar').first().click();
    await page.getByTestId('filter-chip').first().waitFor();
    await page.waitForLoadState('networkidle');
    const commits = await page.evaluate(() => window.__commits);
    const all = commits.flat();
    const distinct = new Set(all);
    console.log(`Filter click in a workspace of ${n.toLocaleString('en')} documents (an Authors bar):`);
    console.log(`  the click's commit: ${commits[0]?.length ?? 0} components ran`);
    const top = (names) =>
      Object.entries(names.reduce((counts, name) => ({ ...counts, [name]: (counts[name] ?? 0) + 1 }), {}))
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.TOP ?? 12))
        .map(([name, count]) => `${name} ${count}`)
        .join(', ');
    console.log(`    most: ${top(commits[0] ?? [])}`);
    console.log(
      `  until the new results are shown: ${commits.length} commits (${commits.map((commit) => commit.length).join(', ')} components), ${all.length} component renders, ${distinct.size} distinct components`,
    );
  } finally {
    await browser.close();
  }
});
