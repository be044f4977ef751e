import { porterStem } from '../relevance/stem.js';
import { ENGLISH_STOP_WORDS } from '@quarry/contract';
import { tokenize } from '../../text/words.js';

/** A TF-IDF vector, unit length: term ids ascending and their weights. */
export interface SparseVector {
  ids: Int32Array;
  weights: Float64Array;
}

export const EMPTY_VECTOR: SparseVector = { ids: new Int32Array(0), weights: new Float64Array(0) };

/** Content words of a text, Porter-stemmed: stop words, numbers and one-letter words dropped. */
export const contentWords = (text: string | undefined): string[] =>
  text
    ? tokenize(text)
        .filter((word) => word.length > 1 && !ENGLISH_STOP_WORDS.has(word) && !/^\d+$/.test(word))
        .map(porterStem)
    : [];

/**
 * TF-IDF vectors of token lists over the documents given (sublinear tf, smoothed idf, unit length): a word most
 * documents share weighs little ("university", "study"), a rare one much. Empty lists give empty vectors.
 */
export function tfidfVectors(documents: readonly string[][]): SparseVector[] {
  const termIds = new Map<string, number>();
  const counts = documents.map((tokens) => {
    const count = new Map<number, number>();
    for (const token of tokens) {
      let id = termIds.get(token);
      if (id === undefined) termIds.set(token, (id = termIds.size));
      count.set(id, (count.get(id) ?? 0) + 1);
    }
    return count;
  });
  const documentFrequency = new Float64Array(termIds.size);
  for (const count of counts) for (const id of count.keys()) documentFrequency[id]!++;
  const idf = documentFrequency.map((frequency) => Math.log((1 + documents.length) / (1 + frequency)) + 1);
  return counts.map((count) => {
    if (count.size === 0) return EMPTY_VECTOR;
    const ids = Int32Array.from([...count.keys()].sort((a, b) => a - b));
    const weights = Float64Array.from(ids, (id) => (1 + Math.log(count.get(id)!)) * idf[id]!);
    const norm = Math.hypot(...weights);
    for (let i = 0; i < weights.length; i++) weights[i]! /= norm;
    return { ids, weights };
  });
}

/** Cosine of two unit vectors; NaN when either is empty (nothing to compare is not "different"). */
export function cosine(a: SparseVector, b: SparseVector): number {
  if (a.ids.length === 0 || b.ids.length === 0) return NaN;
  let sum = 0;
  let i = 0;
  let j = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i]!;
    const y = b.ids[j]!;
    if (x === y) sum += a.weights[i++]! * b.weights[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return sum;
}
