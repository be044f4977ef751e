import fs from 'node:fs';
import { allEndpoints } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE, moduleMap, renderModuleMap, withModuleMap } from './module-map.mjs';

describe('the module map of docs/ARCHITECTURE.md', () => {
  const map = moduleMap();

  it('names one folder for every route of the contract', () => {
    const listed = map.flatMap((entry) => entry.routes);
    const routes = allEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect([...listed].sort()).toEqual([...routes].sort());
  });

  it('says which folder runs each job and writes each table', () => {
    const units = new Map(map.map((entry) => [entry.unit, entry]));
    expect(units.get('engines/harvest')?.jobs).toContain('harvest-investigation');
    expect(units.get('modules/documents')?.tables).toEqual([
      'document_edits',
      'document_entities',
      'document_full_texts',
      'document_merges',
      'document_sources',
      'documents',
      'imported_decisions',
    ]);
  });

  it('is what the document says (run npm run docs:module-map after a change)', () => {
    const document = fs.readFileSync(ARCHITECTURE, 'utf8');
    expect(withModuleMap(document, renderModuleMap(map))).toBe(document);
  });
});
