import type { NormalizedConcept } from '../document.js';
import { arr, num, obj, str } from './json-read.js';

function conceptsOf(list: unknown, kind: NormalizedConcept['kind']): NormalizedConcept[] {
  const concepts: NormalizedConcept[] = [];
  for (const item of arr(list)) {
    const concept = obj(item);
    const name = str(concept?.display_name);
    if (!name) continue;
    const score = num(concept?.score);
    concepts.push({ name, score: score === undefined ? 0 : Math.min(1, Math.max(0, score)), kind });
  }
  return concepts;
}

/**
 * Concepts (both schemas; scores are strings in 2022), topics and keywords (current schema only), as given,
 * each with its score; a name that appears under several kinds is kept once per kind.
 */
export function conceptsOfWork(work: Record<string, unknown>): NormalizedConcept[] {
  return [
    ...conceptsOf(work.topics, 'topic'),
    ...conceptsOf(work.keywords, 'keyword'),
    ...conceptsOf(work.concepts, 'concept'),
  ];
}

export function keywordsOfWork(work: Record<string, unknown>): string[] {
  return conceptsOf(work.keywords, 'keyword').map((keyword) => keyword.name);
}
