/**
 * Boundaries of the web app (ARCHITECTURE.md, apps/web/src rows), checked by `npm run check:boundaries` through
 * scripts/check-web-boundaries.mjs. Each rule's comment is the message a developer sees, so it says why.
 *
 * app (start-up, router) → pages (one per route) → features (one per domain) → shared code (api, components, graph,
 * lib). A feature may use another feature, through its index.ts only, and never in a cycle (checked by the script).
 */
const WEB = '^apps/web/src/';
const SHARED = `${WEB}(api|components|graph|lib)/`;
/** Tests and their fixtures (testWorkspace.ts…) set up a feature's insides on purpose. */
const TESTS = '\\.test\\.tsx?$|/test/|/test[A-Z][^/]*\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'web-no-circular',
      severity: 'error',
      comment:
        'Import cycle: two files that need each other cannot be changed or tested alone. Move the shared part down ' +
        '(a types or model file), or let the component above both pass what they need.',
      from: { path: WEB },
      to: { circular: true },
    },
    {
      name: 'features-through-their-index',
      severity: 'error',
      comment:
        'A feature is reached only through its index.ts: what else is in its folder may change without telling ' +
        'anyone. Export what is needed from the index, or move a piece that is not the feature to lib/ or components/.',
      from: { path: WEB, pathNot: [`${WEB}features/`, TESTS] },
      to: { path: `${WEB}features/[^/]+/`, pathNot: `${WEB}features/[^/]+/index\\.tsx?$` },
    },
    {
      name: 'feature-to-feature-through-index',
      severity: 'error',
      comment:
        "A feature may use another feature, through that feature's index.ts only: its other files are its own. " +
        'Export what is needed from the index, or move a piece both need down to lib/, components/, api/ or graph/.',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'features-below-pages',
      severity: 'error',
      comment:
        'Pages compose features, and the app routes to pages: a feature that imports a page or the app shell turns ' +
        'that composition upside down (and into a cycle). Let the page pass what the feature needs.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(pages|app)/` },
    },
    {
      name: 'shared-code-imports-no-feature',
      severity: 'error',
      comment:
        'api/, components/, graph/ and lib/ are what every feature builds on, without domain knowledge: importing a ' +
        'feature (or a page, or the app) from them ties every feature to it. Pass what they need in as a prop or a ' +
        'function, or move the piece down.',
      from: { path: SHARED, pathNot: TESTS },
      to: { path: `${WEB}(features|pages|app)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
  },
};
