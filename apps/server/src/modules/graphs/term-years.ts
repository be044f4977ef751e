import { MENTIONED_TERMS, mentionedTermValue, type WorkspaceIndex } from '../workspace/index.js';

export interface TermYears {
  /** Every year with a document in some series, ascending. */
  years: number[];
  /** Per series (in the order asked), the documents of each of those years. */
  counts: number[][];
}

/**
 * Documents per publication year for each series of tracked terms (a term alone, or a term group's): a document
 * counts once in a series when it mentions any of its terms (the Mentioned Terms list). Undated documents are left out.
 */
export function termsPerYear(
  index: WorkspaceIndex,
  docs: Int32Array,
  series: ReadonlyArray<readonly string[]>,
): TermYears {
  const facet = index.facets.get(MENTIONED_TERMS);
  const ids = series.map(
    (terms) =>
      new Set(terms.map((term) => facet?.dictionary.find(mentionedTermValue(term))).filter((id) => id !== undefined)),
  );
  const perSeries = series.map(() => new Map<number, number>());
  if (facet) {
    for (const d of docs) {
      const year = index.year[d]!;
      if (year <= 0) continue;
      ids.forEach((wanted, s) => {
        if (wanted.size === 0) return;
        for (let i = facet.offsets[d]!; i < facet.offsets[d + 1]!; i++) {
          if (!wanted.has(facet.values[i]!)) continue;
          perSeries[s]!.set(year, (perSeries[s]!.get(year) ?? 0) + 1);
          return;
        }
      });
    }
  }
  const years = [...new Set(perSeries.flatMap((counts) => [...counts.keys()]))].sort((a, b) => a - b);
  return { years, counts: perSeries.map((counts) => years.map((year) => counts.get(year) ?? 0)) };
}
