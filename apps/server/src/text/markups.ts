import type { Markup } from '@quarry/contract';

const TERM_PRIORITY = 2;
const ENTITY_PRIORITY = 1;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every whole-word, case-insensitive occurrence of `phrase` in `text`, as [start, end) pairs. */
export function occurrences(text: string, phrase: string): Array<[number, number]> {
  const trimmed = phrase.trim();
  if (trimmed.length < 2) return [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(trimmed).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu');
  return [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);
}

/** A search term as highlighted: Mandatory ones are flagged, each shows in its group's colour ('1'…'10'). */
export interface MarkupTerm {
  term: string;
  mandatory?: boolean;
  color?: string;
}

/**
 * The markups of one text: the investigation's search terms, then mentioned entities (spans of one entity
 * found under several kinds carry all of them), ordered by position.
 */
export function markupsOf(text: string, terms: ReadonlyArray<MarkupTerm | string>, entities: ReadonlyArray<{ value: string; kind: string }>): Markup[] {
  const spans = new Map<string, Markup>();
  for (const entry of terms) {
    const { term, mandatory = false, color } = typeof entry === 'string' ? { term: entry } : entry;
    for (const [start, end] of occurrences(text, term)) {
      spans.set(`${start}:${end}`, { startIndex: start, endIndex: end, priority: TERM_PRIORITY, mandatory, entities: [], text: term, ...(color && { color }) });
    }
  }
  for (const entity of entities) {
    for (const [start, end] of occurrences(text, entity.value)) {
      const key = `${start}:${end}`;
      const existing = spans.get(key);
      if (existing?.priority === TERM_PRIORITY) continue;
      if (existing) existing.entities = [...new Set([...existing.entities, entity.kind])];
      else spans.set(key, { startIndex: start, endIndex: end, priority: ENTITY_PRIORITY, mandatory: false, entities: [entity.kind], text: entity.value });
    }
  }
  return [...spans.values()].sort((a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex);
}
