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

/** Distinct candidate phrases of one text (each counts once per document). */
const phrasesOf = (text: string) => new Set(candidatePhrases(text));

/**
 * Phrases that separate the positive documents from the rest, strongest first: the smoothed log-odds of a phrase
 * appearing in a positive document against a document of the rest, kept when at least two positive documents
 * have it. Longer phrases win ties, so "soil organic carbon" comes before "organic".
 */
export function suggestTerms({ positive, rest, exclude, limit }: TermSuggestionInput): string[] {
  const inPositive = new Map<string, number>();
  for (const text of positive) for (const phrase of phrasesOf(text)) inPositive.set(phrase, (inPositive.get(phrase) ?? 0) + 1);
  const candidates = [...inPositive].filter(([phrase, count]) => count >= MIN_POSITIVE_DOCUMENTS && !exclude.has(phrase) && phrase.length > 2);
  if (candidates.length === 0) return [];
  const wanted = new Set(candidates.map(([phrase]) => phrase));
  const inRest = new Map<string, number>();
  for (const text of rest) for (const phrase of phrasesOf(text)) if (wanted.has(phrase)) inRest.set(phrase, (inRest.get(phrase) ?? 0) + 1);
  const logOdds = (hits: number, total: number) => Math.log((hits + 0.5) / (total - hits + 0.5));
  const scored = candidates.map(([phrase, count]) => ({
    phrase,
    score: logOdds(count, positive.length) - logOdds(inRest.get(phrase) ?? 0, rest.length),
    words: phrase.split(' ').length,
  }));
  scored.sort((a, b) => b.score - a.score || b.words - a.words || a.phrase.localeCompare(b.phrase));
  // A phrase inside a better-placed one adds nothing ("carbon" under "soil carbon").
  const chosen: string[] = [];
  for (const { phrase, score } of scored) {
    if (chosen.length >= limit || score <= 0) break;
    if (chosen.some((better) => ` ${better} `.includes(` ${phrase} `))) continue;
    chosen.push(phrase);
  }
  return chosen;
}
