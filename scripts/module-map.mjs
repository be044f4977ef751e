// `npm run docs:module-map`: the server's map of modules in docs/ARCHITECTURE.md — for each folder unit, the tables
// it alone writes (table-owners.mjs), the routes it registers (the contract's endpoints it hands to addRoute) and the
// jobs it runs. module-map.test.ts fails when the document and the code disagree.
import fs from 'node:fs';
import path from 'node:path';
import { allEndpoints } from '@quarry/contract';
import { root } from './lib.mjs';
import { TABLE_OWNERS } from './table-owners.mjs';

const SERVER = 'apps/server/src/';
const START = '<!-- module-map:start (npm run docs:module-map writes this part) -->';
const END = '<!-- module-map:end -->';
export const ARCHITECTURE = path.join(root, 'docs/ARCHITECTURE.md');

const isSource = (file) => /\.ts$/.test(file) && !/\.test\.ts$|\/test\//.test(file);

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (isSource(full)) yield full;
  }
}

/** modules/<name>, engines/<name>, or the first folder under src (as check-boundaries' folder units). */
export function unitOf(file) {
  const rest = file.slice(SERVER.length).split('/');
  if (rest.length === 1) return rest[0];
  return rest[0] === 'modules' || rest[0] === 'engines' ? `${rest[0]}/${rest[1]}` : rest[0];
}

/** Each folder unit that writes a table, serves a route or runs a job, with them. */
export function moduleMap() {
  const endpoints = new Map(allEndpoints().map(({ name, endpoint }) => [name, endpoint]));
  const units = new Map();
  const unit = (name) => {
    if (!units.has(name)) units.set(name, { unit: name, tables: [], routes: [], jobs: [] });
    return units.get(name);
  };
  for (const [table, owner] of Object.entries(TABLE_OWNERS)) unit(owner).tables.push(table);
  for (const full of sourceFiles(path.join(root, SERVER))) {
    const file = path.relative(root, full).split(path.sep).join('/');
    const text = fs.readFileSync(full, 'utf8');
    for (const [, table, key] of text.matchAll(/\b(\w+Api)\.(\w+)(?=\s*[,.)])/g)) {
      const endpoint = endpoints.get(`${table}.${key}`);
      if (endpoint && /add\w*Route\(|\.path\b/.test(text))
        unit(unitOf(file)).routes.push(`${endpoint.method} ${endpoint.path}`);
    }
    for (const [, kind] of text.matchAll(/export const \w+_JOB = '([^']+)'/g)) unit(unitOf(file)).jobs.push(kind);
  }
  return [...units.values()]
    .map((entry) => ({
      ...entry,
      routes: [...new Set(entry.routes)],
      tables: entry.tables.sort(),
      jobs: entry.jobs.sort(),
    }))
    .sort((a, b) => a.unit.localeCompare(b.unit));
}

const code = (items) => items.map((item) => `\`${item}\``).join(', ');

/** The map as Markdown: one short block per unit. */
export function renderModuleMap(map) {
  const blocks = map.map(({ unit, tables, routes, jobs }) => {
    const lines = [`**\`${unit}\`**`];
    if (tables.length) lines.push(`- writes: ${code(tables)}`);
    if (jobs.length) lines.push(`- jobs: ${code(jobs)}`);
    if (routes.length) lines.push(`- routes:`, ...routes.map((route) => `  - \`${route}\``));
    return lines.join('\n');
  });
  return [START, '', ...blocks.flatMap((block) => [block, '']), END].join('\n');
}

/** The document with its map part replaced by `rendered`. */
export function withModuleMap(document, rendered) {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/ARCHITECTURE.md has no ${START} … ${END} part`);
  return document.slice(0, start) + rendered + document.slice(end + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const document = fs.readFileSync(ARCHITECTURE, 'utf8');
  fs.writeFileSync(ARCHITECTURE, withModuleMap(document, renderModuleMap(moduleMap())));
  console.log('docs/ARCHITECTURE.md: module map written');
}
