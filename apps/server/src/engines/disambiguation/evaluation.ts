/**
 * Clustering figures against true persons, as S2AND reports them: B3 (Bagga & Baldwin 1998: per mention, the share
 * of its predicted cluster that is its person, and of its person that is in its cluster; averaged over mentions)
 * and pairwise precision / recall / F1 over pairs of mentions put together.
 */
export interface ClusteringFigures {
  b3Precision: number;
  b3Recall: number;
  b3F1: number;
  pairPrecision: number;
  pairRecall: number;
  pairF1: number;
}

const f1 = (precision: number, recall: number) =>
  precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);

/** `predicted`: clusters of mention ids; `gold`: the true person of every mention (mentions outside it are ignored). */
export function clusteringFigures(
  predicted: readonly (readonly string[])[],
  gold: ReadonlyMap<string, string>,
): ClusteringFigures {
  const goldSizes = new Map<string, number>();
  for (const person of gold.values()) goldSizes.set(person, (goldSizes.get(person) ?? 0) + 1);
  let precisionSum = 0;
  let recallSum = 0;
  let mentions = 0;
  let together = 0;
  let rightTogether = 0;
  for (const cluster of predicted) {
    const members = cluster.filter((id) => gold.has(id));
    const perPerson = new Map<string, number>();
    for (const id of members) perPerson.set(gold.get(id)!, (perPerson.get(gold.get(id)!) ?? 0) + 1);
    for (const [person, count] of perPerson) {
      precisionSum += (count * count) / members.length;
      recallSum += (count * count) / goldSizes.get(person)!;
      rightTogether += (count * (count - 1)) / 2;
    }
    mentions += members.length;
    together += (members.length * (members.length - 1)) / 2;
  }
  let truePairs = 0;
  for (const size of goldSizes.values()) truePairs += (size * (size - 1)) / 2;
  const b3Precision = precisionSum / mentions;
  const b3Recall = recallSum / mentions;
  const pairPrecision = together === 0 ? 1 : rightTogether / together;
  const pairRecall = truePairs === 0 ? 1 : rightTogether / truePairs;
  return {
    b3Precision,
    b3Recall,
    b3F1: f1(b3Precision, b3Recall),
    pairPrecision,
    pairRecall,
    pairF1: f1(pairPrecision, pairRecall),
  };
}
