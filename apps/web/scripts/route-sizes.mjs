// After compress-assets.mjs: prints what a first load of each route downloads (its JavaScript as brotli, the
// encoding browsers get) and fails the build when a route is over its budget.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureRoute, routeStyles, routesWithoutBudget } from './route-chunks.mjs';

const KIB = 1024;
// The public pages sat at 149.9–150.1 KiB from the day this budget was set (150 KiB), and the same code's brotli
// size moves by ±100 bytes with the chunks' hashed names alone: 2 KiB of margin so that a build fails on growth,
// not on a hash.
const publicPage = 152 * KIB;
const signedInPage = 350 * KIB;
const layout = 'src/app/layout/SignedInLayout.tsx';

/** Each route's lazily loaded modules (see src/app/lazyRoutes.ts) and the most its JavaScript may weigh. */
export const routes = [
  { route: '/sign-in', modules: ['src/pages/sign-in/SignInPage.tsx'], budgetBytes: publicPage },
  { route: '/sign-up', modules: ['src/pages/sign-up/SignUpPage.tsx'], budgetBytes: publicPage },
  { route: '/reset', modules: ['src/pages/reset/ResetPage.tsx'], budgetBytes: publicPage },
  { route: '/register', modules: ['src/pages/register/RegisterPage.tsx'], budgetBytes: publicPage },
  { route: '(not found)', modules: ['src/pages/not-found/NotFoundPage.tsx'], budgetBytes: publicPage },
  {
    route: '(not found, signed in)',
    modules: ['src/pages/not-found/NotFoundPage.tsx', 'src/app/layout/SignedInFrame.tsx'],
    budgetBytes: signedInPage,
  },
  {
    route: '/investigations',
    modules: [layout, 'src/pages/investigations/InvestigationsPage.tsx'],
    budgetBytes: signedInPage,
  },
  {
    route: '/investigations/create',
    modules: [layout, 'src/pages/create-investigation/CreateInvestigationPage.tsx'],
    budgetBytes: signedInPage,
  },
  {
    route: '/investigations/topic/:id (workspace)',
    modules: [layout, 'src/pages/investigation/InvestigationPage.tsx'],
    budgetBytes: signedInPage,
  },
  {
    route: '/admin/merge',
    modules: [layout, 'src/pages/admin/AdminArea.tsx', 'src/pages/admin/AdminMergePage.tsx'],
    budgetBytes: signedInPage,
  },
  {
    route: '/admin/cluster-report/:investigationId',
    modules: [layout, 'src/pages/admin/AdminArea.tsx', 'src/pages/admin/ClusterReportPage.tsx'],
    budgetBytes: signedInPage,
  },
];

const isRouteModule = (key) => key.startsWith('src/pages/') || key.startsWith('src/app/layout/');
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

function main() {
  const distDir = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const brotliSize = (file) => {
    const compressed = path.join(distDir, `${file}.br`);
    if (!fs.existsSync(compressed)) throw new Error(`${compressed} is missing: run scripts/compress-assets.mjs first`);
    return fs.statSync(compressed).size;
  };

  const uncovered = routesWithoutBudget(manifest, routes, isRouteModule);
  const results = routes.map((route) => measureRoute(manifest, route, brotliSize));
  const rows = results.map((result) => {
    const css = routeStyles(manifest, result.modules).reduce((sum, file) => sum + brotliSize(file), 0);
    return [
      result.route,
      String(result.files.length),
      kib(result.bytes),
      kib(result.budgetBytes),
      kib(css),
      result.withinBudget ? 'ok' : 'OVER BUDGET',
    ];
  });
  const header = ['Route (first load)', 'JS files', 'JS (brotli)', 'budget', 'CSS (brotli)', ''];
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );

  const over = results.filter((result) => !result.withinBudget);
  if (uncovered.length > 0)
    console.error(`route-sizes: lazily loaded route modules without a budget: ${uncovered.join(', ')}`);
  if (over.length > 0) console.error(`route-sizes: over budget: ${over.map((result) => result.route).join(', ')}`);
  if (uncovered.length > 0 || over.length > 0) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
