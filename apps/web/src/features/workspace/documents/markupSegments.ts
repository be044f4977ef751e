import type { Markup } from '@quarry/contract';
import type { Highlight } from '../state/filterSpec';

/** A piece of a title or abstract: plain (markup null) or highlighted by one markup. */
export interface TextSegment {
  text: string;
  markup: Markup | null;
}

/** A mentioned entity carries its kinds; a search term none. */
export const isEntityMarkup = (markup: Markup): boolean => markup.entities.length > 0;

/** The markups the highlight mode shows (doc 2 §2: search terms, mentioned entities). */
export function visibleMarkups(markups: readonly Markup[], highlight: Highlight): Markup[] {
  return markups.filter((markup) => (isEntityMarkup(markup) ? highlight.entities : highlight.searchTerms));
}

/** Which markup goes first: the higher priority, then the one that starts first, then the longer. */
function precedence(a: Markup, b: Markup): number {
  return b.priority - a.priority || a.startIndex - b.startIndex || b.endIndex - a.endIndex;
}

/**
 * Splits `text` into plain and marked segments, in order, with no empty segment. Indexes are UTF-16 positions,
 * the end exclusive, clamped to the text (a span left empty is dropped). Where spans overlap the higher priority
 * wins (then the one starting first, then the longer) and the other is not drawn at all: a search term inside a
 * mentioned entity shows as the term alone, never with slivers of the entity around it. Adjacent spans stay
 * separate segments.
 */
export function markupSegments(text: string, markups: readonly Markup[]): TextSegment[] {
  if (text === '') return [];
  // owners[i]: the index in `markups` of the span drawn at position i, or -1 for plain text.
  const owners = new Int32Array(text.length).fill(-1);
  const order = markups.map((_, index) => index).sort((a, b) => precedence(markups[a]!, markups[b]!));
  for (const index of order) {
    const markup = markups[index]!;
    const start = Math.min(Math.max(markup.startIndex, 0), text.length);
    const end = Math.min(Math.max(markup.endIndex, start), text.length);
    if (owners.subarray(start, end).some((owner) => owner !== -1)) continue;
    owners.fill(index, start, end);
  }
  const segments: TextSegment[] = [];
  let start = 0;
  for (let position = 1; position <= text.length; position += 1) {
    if (position < text.length && owners[position] === owners[start]) continue;
    const owner = owners[start]!;
    segments.push({ text: text.slice(start, position), markup: owner === -1 ? null : markups[owner]! });
    start = position;
  }
  return segments;
}
