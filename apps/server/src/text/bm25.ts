const K1 = 1.2;
const B = 0.75;

export const tokenize = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * BM25 scores of documents for a set of query terms (each term may be several words: a phrase counts where its
 * words appear in order). Scores are relative to this collection: idf comes from the documents given.
 */
export function bm25Scores(documents: readonly string[], terms: readonly string[]): Float32Array {
  const scores = new Float32Array(documents.length);
  const queries = terms.map(tokenize).filter((words) => words.length > 0);
  if (queries.length === 0 || documents.length === 0) return scores;
  const tokens = documents.map(tokenize);
  const avgLength = tokens.reduce((sum, list) => sum + list.length, 0) / documents.length || 1;
  for (const words of queries) {
    const frequencies = tokens.map((list) => countPhrase(list, words));
    const containing = frequencies.filter((tf) => tf > 0).length;
    if (containing === 0) continue;
    const idf = Math.log(1 + (documents.length - containing + 0.5) / (containing + 0.5));
    frequencies.forEach((tf, doc) => {
      if (tf === 0) return;
      const length = tokens[doc]!.length;
      scores[doc]! += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / avgLength));
    });
  }
  return scores;
}

function countPhrase(tokens: readonly string[], words: readonly string[]): number {
  let count = 0;
  for (let i = 0; i + words.length <= tokens.length; i++) {
    let match = true;
    for (let j = 0; j < words.length && match; j++) match = tokens[i + j] === words[j];
    if (match) count++;
  }
  return count;
}
