/**
 * Boundaries of the server (ARCHITECTURE.md "Access, ownership, jobs"), checked by `npm run check` through
 * scripts/check-boundaries.mjs. Each rule's comment is the message a developer sees, so it says why.
 */
const SERVER = '^apps/server/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycle: two files that need each other cannot be changed or tested alone. Move the shared part down ' +
        '(a types file, a lower module), or let a command above both call them.',
      from: { path: SERVER },
      to: { circular: true },
    },
    {
      name: 'repository-only-in-its-module',
      severity: 'error',
      comment:
        "A repository (its SQL and its tables) belongs to one module: others call that module's service through " +
        "its index.ts, so one owner keeps each table's rules.",
      from: { path: `${SERVER}(modules/[^/]+|[^/]+)/`, pathNot: '\\.(api\\.)?test\\.ts$|/test/' },
      to: { path: '\\.repository\\.ts$', pathNot: `${SERVER}$1/` },
    },
    {
      name: 'modules-through-their-index',
      severity: 'error',
      comment:
        'A module is reached only through its index.ts (its services and types): what else is in its folder may ' +
        'change without telling anyone.',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: '\\.(api\\.)?test\\.ts$' },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'lower-layers-not-into-modules',
      severity: 'error',
      comment:
        'The layers under the modules (db, http, jobs, text, storage, the engines, policies) are what modules build on; ' +
        'importing a module from them turns the layering into a cycle. Pass what they need in as a function.',
      from: { path: `${SERVER}(db|http|jobs|text|storage|engines|policies)/`, pathNot: '\\.(api\\.)?test\\.ts$' },
      to: { path: `${SERVER}modules/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'development'],
    },
  },
};
