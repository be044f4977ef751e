// What a route of the web app downloads on a first load, read from Vite's manifest (dist/.vite/manifest.json).

/**
 * @typedef {{ file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/** The manifest key of the app's entry (index.html's script). */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${keys.length}`);
  return keys[0];
}

/**
 * The JavaScript files a first load of a route fetches: the entry and the route's lazily loaded modules (its layout
 * and page, by source path as the manifest keys them), each with everything it imports statically. Dynamic imports
 * are left out: they load later, on demand (a dialog when it opens, another route when the user goes there).
 * @param {Manifest} manifest
 * @param {string[]} modules
 * @returns {string[]} the files, entry first, each once
 */
export function routeChunks(manifest, modules) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest: is it still loaded lazily by the route table?`);
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entryKey(manifest), ...modules.map((module) => moduleKey(manifest, module))]) visit(key);
  return files;
}

/**
 * The manifest key of a lazily loaded module: its source path, or — when another lazily loaded chunk imports from
 * it too, and Vite keys it by its chunk instead — the dynamic entry named after it.
 */
function moduleKey(manifest, module) {
  if (manifest[module]) return module;
  const name = module
    .split('/')
    .at(-1)
    .replace(/\.[jt]sx?$/, '');
  const found = Object.entries(manifest).find(
    ([, chunk]) => chunk.isDynamicEntry && (chunk.src === module || chunk.name === name),
  );
  return found ? found[0] : module;
}

/** The style sheets those chunks bring. */
export function routeStyles(manifest, modules) {
  const files = new Set(routeChunks(manifest, modules));
  return [...new Set(Object.values(manifest).flatMap((chunk) => (files.has(chunk.file) ? (chunk.css ?? []) : [])))];
}

/**
 * A route's size and whether it fits its budget.
 * @param {Manifest} manifest
 * @param {{ route: string, modules: string[], budgetBytes: number }} route
 * @param {(file: string) => number} sizeOf compressed size of one file, in bytes
 */
export function measureRoute(manifest, route, sizeOf) {
  const files = routeChunks(manifest, route.modules);
  const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
  return { ...route, files, bytes, withinBudget: bytes <= route.budgetBytes };
}

/** The lazily loaded route modules (pages and layouts) that no budget covers: a new route must get one. */
export function routesWithoutBudget(manifest, routes, isRouteModule) {
  const covered = new Set(routes.flatMap((route) => route.modules));
  const lazy = Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []);
  return [...new Set(lazy)].filter((key) => isRouteModule(key) && !covered.has(key));
}
