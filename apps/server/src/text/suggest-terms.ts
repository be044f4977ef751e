import { isGenericWord } from './generic-words.js';
import { candidatePhrases } from './key-phrases.js';

export interface TermSuggestionInput {
  /** Texts of the documents the suggestions should describe (voted Relevant, or the best scored). */
  positive: readonly string[];
  /** Texts of the other documents (a sample is enough: rates are compared, not counts). */
  rest: readonly string[];
  /** Lower-case phrases never to suggest: tracked terms and rejected suggestions. */
  exclude: ReadonlySet<string>;
  limit: number;
}

const MIN_POSITIVE_DOCUMENTS = 2;
/** A single word needs a third positive document where there are three: alone it says less than a phrase does. */
const MIN_POSITIVE_DOCUMENTS_FOR_A_WORD = 3;
/** Log-odds added per word beyond the first: a reviewer adds "chronic mild stress" rather than "stress". */
const PHRASE_BONUS = 0.75;

/** A phrase worth suggesting: it neither starts nor ends with a word that names no topic. */
function topical(phrase: string): boolean {
  const words = phrase.split(' ');
  return !isGenericWord(words[0]!) && !isGenericWord(words.at(-1)!);
}

/** Distinct candidate phrases of one text (each counts once per document). */
const phrasesOf = (text: string) => new Set(candidatePhrases(text));

/**
 * Phrases that separate the positive documents from the rest, strongest first: the smoothed log-odds of a phrase
 * appearing in a positive document against a document of the rest, kept when at least two positive documents
 * have it (three for a single word) and it neither starts nor ends with a generic word. Each word beyond the
 * first adds to the score, so "soil organic carbon" comes before "organic".
 */
export function suggestTerms({ positive, rest, exclude, limit }: TermSuggestionInput): string[] {
  const inPositive = new Map<string, number>();
  for (const text of positive)
    for (const phrase of phrasesOf(text)) inPositive.set(phrase, (inPositive.get(phrase) ?? 0) + 1);
  // With only two positive documents (two votes), two must do for a word too.
  const forAWord = Math.max(MIN_POSITIVE_DOCUMENTS, Math.min(MIN_POSITIVE_DOCUMENTS_FOR_A_WORD, positive.length));
  const enough = (phrase: string, count: number) => count >= (phrase.includes(' ') ? MIN_POSITIVE_DOCUMENTS : forAWord);
  const candidates = [...inPositive].filter(
    ([phrase, count]) => enough(phrase, count) && !exclude.has(phrase) && phrase.length > 2 && topical(phrase),
  );
  if (candidates.length === 0) return [];
  const wanted = new Set(candidates.map(([phrase]) => phrase));
  const inRest = new Map<string, number>();
  for (const text of rest)
    for (const phrase of phrasesOf(text)) if (wanted.has(phrase)) inRest.set(phrase, (inRest.get(phrase) ?? 0) + 1);
  const logOdds = (hits: number, total: number) => Math.log((hits + 0.5) / (total - hits + 0.5));
  const scored = candidates.map(([phrase, count]) => {
    const words = phrase.split(' ').length;
    const separation = logOdds(count, positive.length) - logOdds(inRest.get(phrase) ?? 0, rest.length);
    return { phrase, separation, score: separation + PHRASE_BONUS * (words - 1), words };
  });
  scored.sort((a, b) => b.score - a.score || b.words - a.words || a.phrase.localeCompare(b.phrase));
  // A phrase inside a better-placed one adds nothing ("carbon" under "soil carbon").
  const chosen: string[] = [];
  for (const { phrase, separation } of scored) {
    if (chosen.length >= limit) break;
    if (separation <= 0) continue;
    if (chosen.some((better) => ` ${better} `.includes(` ${phrase} `))) continue;
    chosen.push(phrase);
  }
  return chosen;
}
