import type { Snippet } from '@quarry/contract';
import { type MarkupTerm, markupsOf } from './markups.js';

/** Snippets per document, and the longest one: a sentence longer than that is cut around its first term. */
export const MAX_SNIPPETS = 3;
export const MAX_SNIPPET_CHARS = 280;
/** How much of a cut sentence stands before its first term. */
const LEAD_CHARS = 80;

/**
 * Where sentences end (doc 2 §9: sentence extraction uses sentence end marks): after . ! ? or … (with closing
 * quotes or brackets) when a capital, a digit or an opening quote follows, and at line breaks.
 */
const SENTENCE_END = /[.!?…]+["'”’)\]]*(?=\s+[\p{Lu}\p{N}"“'([])|\n/gu;

/** Titles and Latin abbreviations a full stop follows inside a sentence ("Dr. Jansen", "et al. found"). */
const ABBREVIATIONS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'vs',
  'etc',
  'al',
  'fig',
  'no',
  'cf',
  'e.g',
  'i.e',
  'ca',
  'approx',
]);

/** Whether the text before a full stop ends in an abbreviation or an initial ("A. M. Turing"). */
function isAbbreviation(before: string): boolean {
  const word = before.match(/(?:^|[\s(])([\p{L}.]+)$/u)?.[1];
  return word !== undefined && (ABBREVIATIONS.has(word.toLowerCase()) || /^\p{Lu}$/u.test(word));
}

/** The [start, end) ranges of a text's sentences, whitespace around them left out. */
export function sentenceRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  const push = (end: number) => {
    const slice = text.slice(start, end);
    const lead = slice.length - slice.trimStart().length;
    const trail = slice.length - slice.trimEnd().length;
    if (end - trail > start + lead) ranges.push([start + lead, end - trail]);
  };
  for (const match of text.matchAll(SENTENCE_END)) {
    if (match[0].startsWith('.') && isAbbreviation(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    const end = match.index + match[0].length;
    push(end);
    start = end;
  }
  push(text.length);
  return ranges;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

/** A sentence cut to `MAX_SNIPPET_CHARS` around its first term, at word boundaries, with "…" where it was cut. */
function window(text: string, [start, end]: [number, number], firstTerm: number): string {
  if (end - start <= MAX_SNIPPET_CHARS) return collapse(text.slice(start, end));
  let from = Math.max(start, Math.min(firstTerm - LEAD_CHARS, end - MAX_SNIPPET_CHARS));
  let to = Math.min(end, from + MAX_SNIPPET_CHARS);
  if (from > start) {
    const space = text.slice(from, firstTerm).search(/\s/);
    if (space >= 0) from += space + 1;
  }
  if (to < end) {
    const lastSpace = text.slice(from, to).search(/\s\S*$/);
    if (lastSpace > 0) to = from + lastSpace;
  }
  return `${from > start ? '…' : ''}${collapse(text.slice(from, to)).trim()}${to < end ? '…' : ''}`;
}

/**
 * The passages of a text where its search terms occur (view level 3): the sentences with the most distinct terms
 * (then the most occurrences, then the earliest), at most MAX_SNIPPETS, in the order of the text, each with its
 * terms marked as the title and abstract are.
 */
export function snippetsOf(text: string, terms: ReadonlyArray<MarkupTerm>): Snippet[] {
  const spans = markupsOf(text, terms, []);
  if (spans.length === 0) return [];
  const sentences = sentenceRanges(text).flatMap(([start, end], position) => {
    const inside = spans.filter((span) => span.startIndex >= start && span.endIndex <= end);
    if (inside.length === 0) return [];
    const distinct = new Set(inside.map((span) => span.text.toLowerCase())).size;
    return [
      {
        range: [start, end] as [number, number],
        position,
        distinct,
        count: inside.length,
        firstTerm: inside[0]!.startIndex,
      },
    ];
  });
  return sentences
    .sort((a, b) => b.distinct - a.distinct || b.count - a.count || a.position - b.position)
    .slice(0, MAX_SNIPPETS)
    .sort((a, b) => a.position - b.position)
    .map(({ range, firstTerm }) => {
      const snippet = window(text, range, firstTerm);
      return { text: snippet, markups: markupsOf(snippet, terms, []) };
    });
}
