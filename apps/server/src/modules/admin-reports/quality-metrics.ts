/** The figures of the quality estimation report, pure: what can be told of a clustering without ground truth. */

/** How the investigated name's documents spread over its clusters: how many, the largest, its share of them all. */
export function clusterSpread(sizes: readonly number[]): {
  clusters: number;
  largest: number;
  largestShare: number | null;
} {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const largest = sizes.length > 0 ? Math.max(...sizes) : 0;
  return { clusters: sizes.length, largest, largestShare: total > 0 ? largest / total : null };
}

/**
 * The share of a cluster's documents that have a co-author (another person of the investigation) in common with at
 * least one other document of it: one person's papers tend to share collaborators, a mixed cluster's less so. Null
 * for a cluster without documents.
 */
export function coauthorCohesion(coauthorsByDocument: ReadonlyArray<readonly number[]>): number | null {
  if (coauthorsByDocument.length === 0) return null;
  const documentsOf = new Map<number, number>();
  for (const coauthors of coauthorsByDocument) {
    for (const id of new Set(coauthors)) documentsOf.set(id, (documentsOf.get(id) ?? 0) + 1);
  }
  const cohesive = coauthorsByDocument.filter((coauthors) => coauthors.some((id) => documentsOf.get(id)! > 1));
  return cohesive.length / coauthorsByDocument.length;
}

/** A mention whose best pair score to its cluster is below the joining score plus this margin was placed weakly. */
export const LOW_CONFIDENCE_MARGIN = 0.1;

/**
 * The share of scored mentions placed with low confidence: their best score to another mention of their cluster is
 * within the margin above the score the model joins at, or below it (joined through others, or by a user). Mentions
 * without a score (a cluster of one) are not counted; null when none was scored.
 */
export function lowConfidenceShare(
  bestScores: ReadonlyArray<number | null>,
  joiningScore: number,
  margin = LOW_CONFIDENCE_MARGIN,
): number | null {
  const scored = bestScores.filter((score): score is number => score !== null);
  if (scored.length === 0) return null;
  return scored.filter((score) => score < joiningScore + margin).length / scored.length;
}
