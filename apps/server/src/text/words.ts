/**
 * The one notion of a word that scoring (bm25.ts), highlighting (markups.ts), dictionaries and key phrases share:
 * a run of letters (with their combining marks) and digits, lower-cased. Everything else — spaces, hyphens,
 * apostrophes, punctuation — only separates words, so "Soil-carbon", "soil carbon" and "SOIL\ncarbon" are the same
 * two words to every matcher, and a document scored for a phrase is highlighted where it was scored.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text, lower-cased, in order. */
export const tokenize = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/** A word of a text with where it stands: `text` is lower-cased, [start, end) indexes the original text. */
export interface PlacedWord {
  text: string;
  start: number;
  end: number;
}

/** The words of a text with their positions (for highlighting and for what separates them). */
export function placedWords(text: string): PlacedWord[] {
  const words: PlacedWord[] = [];
  for (const match of text.matchAll(WORD))
    words.push({ text: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length });
  return words;
}

/** Whether `phrase` (words) stands in `words` from index `at`. */
function phraseAt(words: readonly string[], phrase: readonly string[], at: number): boolean {
  if (at + phrase.length > words.length) return false;
  for (let j = 0; j < phrase.length; j++) if (words[at + j] !== phrase[j]) return false;
  return true;
}

/** Where `phrase` (words) starts in `words`, each occurrence once, left to right (overlaps included). */
export function phraseStarts(words: readonly string[], phrase: readonly string[]): number[] {
  const starts: number[] = [];
  if (phrase.length === 0) return starts;
  for (let i = 0; i + phrase.length <= words.length; i++) if (phraseAt(words, phrase, i)) starts.push(i);
  return starts;
}

/** How often `phrase` (words) occurs in `words` (no array built: BM25 asks this for every document and term). */
export function countPhrase(words: readonly string[], phrase: readonly string[]): number {
  let count = 0;
  if (phrase.length === 0) return count;
  for (let i = 0; i + phrase.length <= words.length; i++) if (phraseAt(words, phrase, i)) count++;
  return count;
}

/** The [start, end) spans of the original text where `phrase` occurs, as placed words of that text. */
export function phraseSpans(words: readonly PlacedWord[], phrase: readonly string[]): Array<[number, number]> {
  const texts = words.map((word) => word.text);
  return phraseStarts(texts, phrase).map((start) => [words[start]!.start, words[start + phrase.length - 1]!.end]);
}

/**
 * A matcher for many phrases at once, built once and run per text: which of the phrases a text contains. Phrases
 * that are the same words ("Soil-carbon", "soil carbon") are one entry; the first spelling is the one answered.
 */
export function phraseSetMatcher(phrases: readonly string[]): (words: readonly string[]) => string[] {
  const byFirstWord = new Map<string, Array<{ order: number; words: string[] }>>();
  const spellings: string[] = [];
  const seen = new Set<string>();
  for (const phrase of phrases) {
    const words = tokenize(phrase);
    const key = words.join(' ');
    if (words.length === 0 || seen.has(key)) continue;
    seen.add(key);
    const entries = byFirstWord.get(words[0]!) ?? [];
    entries.push({ order: spellings.length, words });
    byFirstWord.set(words[0]!, entries);
    spellings.push(phrase.trim());
  }
  return (words) => {
    const found = new Set<number>();
    words.forEach((word, i) => {
      for (const entry of byFirstWord.get(word) ?? []) {
        if (!found.has(entry.order) && phraseAt(words, entry.words, i)) found.add(entry.order);
      }
    });
    return [...found].sort((a, b) => a - b).map((order) => spellings[order]!);
  };
}

/**
 * A text folded for comparing names and titles: Latin accents, case, apostrophes and punctuation aside, spaces
 * collapsed ("The  Café's Rôle!" → "the cafes role"). Dedupe keys are made of it: changing it changes stored keys.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
