// `npm run check:boundaries`: the server's module boundaries (ARCHITECTURE.md "The rules a newcomer needs first"), then the web app's.
// 1. dependency-cruiser's rules (.dependency-cruiser.cjs): no file cycles, repositories only in their module,
//    modules through their index, lower layers never import modules.
// 2. No cycle between folders (a module, or a top-level folder of apps/server/src), type imports included.
// 3. SQL only in repositories (and the db layer); module indexes export no repository function.
// 4. One writer per table: an INSERT, UPDATE or DELETE of a table only from its owner (scripts/table-owners.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { root } from './lib.mjs';
import { checkWebBoundaries } from './check-web-boundaries.mjs';
import { tableOwnershipProblems, tablesCreatedIn } from './table-owners.mjs';

const SERVER = 'apps/server/src/';
const isTest = (file) => /\.(api\.)?test\.ts$|\/test\//.test(file);
const problems = [];

const config = (await import(path.join(root, '.dependency-cruiser.cjs'))).default;
process.chdir(root);
const { output } = await cruise([SERVER], {
  ruleSet: { forbidden: config.forbidden },
  validate: true,
  ...config.options,
});
const rules = new Map(config.forbidden.map((rule) => [rule.name, rule.comment]));
for (const violation of output.summary.violations) {
  const via = violation.cycle ? ` (cycle: ${violation.cycle.map((step) => step.name ?? step).join(' → ')})` : '';
  problems.push(
    `${violation.rule.name}: ${violation.from} → ${violation.to}${via}\n    why: ${rules.get(violation.rule.name)}`,
  );
}

/** modules/<name> or engines/<name>, else the first folder under src (db, http, jobs…); a file at src's top is its own unit. */
function folderOf(file) {
  const rest = file.slice(SERVER.length).split('/');
  if (rest.length === 1) return rest[0];
  return rest[0] === 'modules' || rest[0] === 'engines' ? `${rest[0]}/${rest[1]}` : rest[0];
}

const edges = new Map();
for (const module of output.modules) {
  if (!module.source.startsWith(SERVER) || isTest(module.source)) continue;
  const from = folderOf(module.source);
  for (const dependency of module.dependencies) {
    if (!dependency.resolved.startsWith(SERVER) || isTest(dependency.resolved)) continue;
    const to = folderOf(dependency.resolved);
    if (to === from) continue;
    const key = `${from}→${to}`;
    if (!edges.has(key)) edges.set(key, { from, to, example: `${module.source} → ${dependency.resolved}` });
  }
}
const next = new Map();
for (const { from, to } of edges.values()) next.set(from, [...(next.get(from) ?? []), to]);

/** Strongly connected components of the folder graph (Tarjan): each with more than one folder is a cycle. */
function cyclicGroups() {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!indexOf.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), indexOf.get(to)));
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group);
  };
  for (const node of next.keys()) if (!indexOf.has(node)) visit(node);
  return groups;
}

for (const group of cyclicGroups()) {
  const inside = [...edges.values()].filter((edge) => group.includes(edge.from) && group.includes(edge.to));
  problems.push(
    `folder cycle between ${group.join(', ')}:\n${inside.map((edge) => `    ${edge.from} → ${edge.to} (e.g. ${edge.example})`).join('\n')}\n` +
      '    why: folders that import each other are one module in disguise; move the shared part down, or let a command above them call both.',
  );
}

const SQL_CALL = /\.query\s*(<[^>]*>)?\s*\(/;
function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path.relative(root, full);
  }
}
const scanned = [];
for (const file of sourceFiles(path.join(root, SERVER))) {
  if (isTest(file)) continue;
  const text = fs.readFileSync(file, 'utf8');
  scanned.push({ file, folder: folderOf(file), text });
  const sqlAllowed = file.endsWith('.repository.ts') || file.startsWith(`${SERVER}db/`);
  if (!sqlAllowed && SQL_CALL.test(text)) {
    problems.push(
      `sql-outside-repository: ${file}\n    why: SQL lives in the repository of the module that owns the table, so one place knows each table.`,
    );
  }
  if (path.basename(file) === 'index.ts') {
    for (const match of text.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s+from\s+'(\.\/[^']*\.repository\.js)'/g)) {
      const values = match[1]
        ? []
        : match[2]
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type '));
      if (values.length) {
        problems.push(
          `index-exports-repository: ${file} exports ${values.join(', ')} from ${match[3]}\n    why: a module's index offers services and types; its repository functions are its own.`,
        );
      }
    }
  }
}

const MIGRATIONS = path.join(root, SERVER, 'db/migrations');
const migrationTables = fs
  .readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .flatMap((name) => tablesCreatedIn(fs.readFileSync(path.join(MIGRATIONS, name), 'utf8')));
problems.push(...tableOwnershipProblems(scanned, { migrationTables }));

// 4. The web app's side (scripts/check-web-boundaries.mjs) prints its own problems or summary.
const webHolds = await checkWebBoundaries();
if (problems.length) {
  console.error(problems.map((problem) => `✗ ${problem}`).join('\n'));
  console.error(`\n${problems.length} boundary problem(s).`);
  process.exit(1);
}
console.log(
  `Server boundaries: 0 cycles, 0 violations (${output.summary.totalCruised} modules, ${output.summary.totalDependenciesCruised} dependencies; ${new Set(migrationTables).size} tables, each written by its owner).`,
);
if (!webHolds) process.exit(1);
