// The web app's side of `npm run check:boundaries` (called by check-boundaries.mjs):
// 1. dependency-cruiser's rules (.dependency-cruiser.web.cjs): no file cycles, features through their index,
//    features below pages, shared code (api, components, graph, lib) imports no feature.
// 2. No cycle between features (feature → feature is allowed, through the index, one way only).
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { root } from './lib.mjs';

const WEB = 'apps/web/src/';
const isTest = (file) => /\.test\.tsx?$|\/test\/|\/test[A-Z][^/]*\.tsx?$/.test(file);
const featureOf = (file) => /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * The web app's boundary problems, each with its why; `files` narrows the cruise (a test cruises a probe file and
 * what it reaches).
 */
export async function webBoundaryProblems(files = [WEB]) {
  const config = (await import(path.join(root, '.dependency-cruiser.web.cjs'))).default;
  const { output } = await cruise(files, {
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    baseDir: root,
    ...config.options,
  });
  const rules = new Map(config.forbidden.map((rule) => [rule.name, rule.comment]));
  const problems = output.summary.violations.map((violation) => {
    const via = violation.cycle ? ` (cycle: ${violation.cycle.map((step) => step.name ?? step).join(' → ')})` : '';
    return `${violation.rule.name}: ${violation.from} → ${violation.to}${via}\n    why: ${rules.get(violation.rule.name)}`;
  });
  problems.push(...featureCycles(output.modules));
  return { problems, modules: output.summary.totalCruised, dependencies: output.summary.totalDependenciesCruised };
}

/** Features that reach each other through other files (no file cycle, yet one feature in disguise). */
function featureCycles(modules) {
  const edges = new Map();
  for (const module of modules) {
    const from = featureOf(module.source);
    if (!from || isTest(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = featureOf(dependency.resolved);
      if (!to || to === from || isTest(dependency.resolved)) continue;
      edges.set(`${from}→${to}`, { from, to, example: `${module.source} → ${dependency.resolved}` });
    }
  }
  const next = (feature) => [...edges.values()].filter((edge) => edge.from === feature).map((edge) => edge.to);
  const reaches = (start, goal) => {
    const seen = new Set();
    const queue = [start];
    while (queue.length) {
      const feature = queue.shift();
      if (feature === goal) return true;
      if (seen.has(feature)) continue;
      seen.add(feature);
      queue.push(...next(feature));
    }
    return false;
  };
  return [...edges.values()]
    .filter((edge) => reaches(edge.to, edge.from))
    .map(
      (edge) =>
        `feature-cycle: features/${edge.from} → features/${edge.to} (e.g. ${edge.example}), and back\n` +
        '    why: features that use each other are one feature in disguise; move the shared part down (lib/, ' +
        'components/, api/, graph/), or let the page compose them.',
    );
}

/** Prints the web app's problems, or its one-line summary; answers whether it holds. */
export async function checkWebBoundaries() {
  const { problems, modules, dependencies } = await webBoundaryProblems();
  if (problems.length) {
    console.error(problems.map((problem) => `✗ ${problem}`).join('\n'));
    console.error(`\n${problems.length} web boundary problem(s).`);
    return false;
  }
  console.log(`Web boundaries: 0 cycles, 0 violations (${modules} modules, ${dependencies} dependencies).`);
  return true;
}
