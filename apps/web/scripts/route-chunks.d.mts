// Types of route-chunks.mjs, for the TypeScript that imports it (its unit test, the end-to-end delivery spec).

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  route: string;
  modules: string[];
  budgetBytes: number;
}

export function entryKey(manifest: Manifest): string;
export function routeChunks(manifest: Manifest, modules: string[]): string[];
export function routeStyles(manifest: Manifest, modules: string[]): string[];
export function measureRoute(
  manifest: Manifest,
  route: RouteBudget,
  sizeOf: (file: string) => number,
): RouteBudget & { files: string[]; bytes: number; withinBudget: boolean };
export function routesWithoutBudget(
  manifest: Manifest,
  routes: RouteBudget[],
  isRouteModule: (key: string) => boolean,
): string[];
