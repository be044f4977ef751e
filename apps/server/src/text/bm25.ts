import { countPhrase, tokenize } from './words.js';

const K1 = 1.2;
const B = 0.75;

/** A search term as the scoring sees it (doc 2 §3 "Term"): its modifier and its group's. */
export interface ScoringTerm {
  term: string;
  modifier: 'Regular' | 'Mandatory' | 'Boost' | 'Penalty' | 'Exclude';
  groupId: number;
  groupMandatory: boolean;
  /** The group's colour, '1'…'10' (for highlighting; scoring ignores it). */
  color?: string;
}

/** How much one term's BM25 counts by modifier; Exclude only removes documents. */
export const MODIFIER_WEIGHT: Record<ScoringTerm['modifier'], number> = {
  Regular: 1,
  Mandatory: 1,
  Boost: 2,
  Penalty: -1,
  Exclude: 0,
};

export interface TermScores {
  /** Sum of the terms' weighted BM25 (may be negative with Penalty terms). */
  score: Float32Array;
  /** 1 where a document fails the definition: misses a Mandatory term or every term of a Mandatory group, or has an Exclude term. */
  excluded: Uint8Array;
  /** Per term (in the order given): the documents containing it, ascending. */
  containing: Int32Array[];
}

/**
 * Scores documents for a search definition: BM25 per term (a term of several words is a phrase, counted where its
 * words appear in order), weighted by modifier, with the Mandatory and Exclude rules as a per-document verdict.
 * Scores are relative to this collection: idf comes from the documents given.
 */
export function termScores(documents: readonly string[], terms: readonly ScoringTerm[]): TermScores {
  const n = documents.length;
  const score = new Float32Array(n);
  const excluded = new Uint8Array(n);
  const containing: Int32Array[] = terms.map(() => new Int32Array(0));
  const queries = terms
    .map((term, position) => ({ ...term, position, words: tokenize(term.term) }))
    .filter((term) => term.words.length > 0);
  if (queries.length === 0 || n === 0) return { score, excluded, containing };
  const tokens = documents.map(tokenize);
  const avgLength = tokens.reduce((sum, list) => sum + list.length, 0) / n || 1;
  const mandatoryGroups = new Map<number, Uint8Array>();
  for (const query of queries) {
    const frequencies = tokens.map((list) => countPhrase(list, query.words));
    if (query.groupMandatory && !mandatoryGroups.has(query.groupId))
      mandatoryGroups.set(query.groupId, new Uint8Array(n));
    const groupHit = mandatoryGroups.get(query.groupId);
    const found = documentsWith(frequencies);
    containing[query.position] = found;
    const idf = Math.log(1 + (n - found.length + 0.5) / (found.length + 0.5));
    const weight = MODIFIER_WEIGHT[query.modifier];
    frequencies.forEach((tf, doc) => {
      if (tf === 0) {
        if (query.modifier === 'Mandatory') excluded[doc] = 1;
        return;
      }
      if (query.modifier === 'Exclude') excluded[doc] = 1;
      if (groupHit) groupHit[doc] = 1;
      const length = tokens[doc]!.length;
      score[doc]! += (weight * idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / avgLength));
    });
  }
  for (const hits of mandatoryGroups.values()) hits.forEach((hit, doc) => hit === 0 && (excluded[doc] = 1));
  return { score, excluded, containing };
}

function documentsWith(frequencies: readonly number[]): Int32Array {
  let count = 0;
  for (const tf of frequencies) if (tf > 0) count++;
  const found = new Int32Array(count);
  let at = 0;
  frequencies.forEach((tf, doc) => tf > 0 && (found[at++] = doc));
  return found;
}

/** Plain BM25 of query terms, every term Regular. */
export function bm25Scores(documents: readonly string[], terms: readonly string[]): Float32Array {
  return termScores(
    documents,
    terms.map((term) => ({ term, modifier: 'Regular', groupId: 0, groupMandatory: false })),
  ).score;
}
