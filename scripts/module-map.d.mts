// Types of module-map.mjs, for the TypeScript that imports it (its unit test).

export interface ModuleMapEntry {
  unit: string;
  tables: string[];
  routes: string[];
  jobs: string[];
}
export const ARCHITECTURE: string;
export function unitOf(file: string): string;
export function moduleMap(): ModuleMapEntry[];
export function renderModuleMap(map: ModuleMapEntry[]): string;
export function withModuleMap(document: string, rendered: string): string;
