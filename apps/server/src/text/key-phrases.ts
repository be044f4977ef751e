import { STOP_WORDS } from '@quarry/contract';
import { placedWords } from './words.js';

export interface KeyPhrase {
  phrase: string;
  /** 1 for the best phrase of the text, the others relative to it. */
  score: number;
}

const MAX_WORDS = 3;
const MAX_TEXT = 50_000;
/** Punctuation between two words that ends a phrase (a hyphen or a space does not). */
const PHRASE_BREAK = /[.,;:!?()[\]{}"“”«»|/\\\n]/;
const POSSESSIVE = /^['’]$/;

/**
 * Every 1- to 3-word sequence inside the runs of words between stop words and punctuation. Words are the scoring's
 * (words.ts), so a phrase found here ("soil carbon", from "soil-carbon") scores and highlights where it was found.
 */
export function candidatePhrases(text: string): string[] {
  const phrases: string[] = [];
  let run: string[] = [];
  const flush = () => {
    for (let start = 0; start < run.length; start++) {
      for (let size = 1; size <= MAX_WORDS && start + size <= run.length; size++)
        phrases.push(run.slice(start, start + size).join(' '));
    }
    run = [];
  };
  let previousEnd = 0;
  for (const word of placedWords(text)) {
    const gap = text.slice(previousEnd, word.start);
    previousEnd = word.end;
    if (PHRASE_BREAK.test(gap)) flush();
    // "farmer's market" keeps its phrase: the possessive s is no word of its own.
    if (word.text === 's' && POSSESSIVE.test(gap)) continue;
    const useless = STOP_WORDS.has(word.text) || word.text.length < 2 || /^\p{N}+$/u.test(word.text);
    if (useless) flush();
    else run.push(word.text);
  }
  flush();
  return phrases;
}

/**
 * Key phrases of a text (a web page's readable text): word sequences of up to three words between stop words,
 * seen at least twice, scored by frequency times length, best first. A phrase inside a better one that is seen
 * as often is left out ("green" beside "green roofs"). Deterministic: ties are broken alphabetically.
 */
export function keyPhrases(text: string, limit = 15): KeyPhrase[] {
  const counts = new Map<string, number>();
  for (const phrase of candidatePhrases(text.slice(0, MAX_TEXT))) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  const scored = [...counts]
    .filter(([, count]) => count > 1)
    .map(([phrase, count]) => ({ phrase, count, raw: count * phrase.split(' ').length }))
    .sort((a, b) => b.raw - a.raw || (a.phrase < b.phrase ? -1 : a.phrase > b.phrase ? 1 : 0));
  const chosen: typeof scored = [];
  for (const candidate of scored) {
    if (chosen.length >= limit) break;
    const redundant = chosen.some(
      (kept) =>
        (kept.count >= candidate.count && ` ${kept.phrase} `.includes(` ${candidate.phrase} `)) ||
        (candidate.count <= kept.count && ` ${candidate.phrase} `.includes(` ${kept.phrase} `)),
    );
    if (!redundant) chosen.push(candidate);
  }
  const best = chosen[0]?.raw ?? 1;
  return chosen.map(({ phrase, raw }) => ({ phrase, score: Number((raw / best).toFixed(3)) }));
}
